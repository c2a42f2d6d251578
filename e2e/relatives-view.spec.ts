import type { Browser, Page } from '@playwright/test';
import {
  adminToken,
  anotherBrowser,
  apiCall,
  expect,
  expectSoundAtBothWidths,
  openReady,
  signInAsAdmin,
  test,
} from './fixtures';

// What a signed-in relative sees (docs/product.md#the-familys-own-circle): a keeper invites a
// cousin, who signs in on his own phone and reads his niece's birth date, which the public cannot,
// and a family-only news item; a second browser, signed out, sees neither. Both pages are rendered
// by the server for the reader and hydrate without a mismatch.

const PASSWORD = 'نخلة-زرقاء-على-شاطئ-الجهراء';

async function created(baseURL: string, path: string, body: unknown): Promise<number> {
  const token = await adminToken(baseURL);
  const res = await apiCall<{ data: { id: number } }>(baseURL, token, path, { method: 'POST', body });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const member = (name: string, overrides: Record<string, unknown>) => ({
  name,
  generation: 3,
  parent: null,
  gender: 'male',
  birth: '1980',
  death: '',
  visibility: 'auto',
  ...overrides,
});

/** Another browser at the test's width, its console watched for hydration mismatches and errors. */
async function browserOf(browser: Browser, page: Page, baseURL: string) {
  const other = await anotherBrowser(browser, page, baseURL);
  const problems: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('hydration:')) problems.push(message.text());
  });
  other.on('pageerror', (error) => problems.push(error.message));
  return { page: other, problems };
}

test('a cousin signed in reads his niece’s birth date and a family-only item; a signed-out browser reads neither', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const grandfather = await created(
    baseURL!,
    '/api/family-members/create.php',
    member(`جد ${suffix}`, { generation: 1, birth: '1900', death: '1970', visibility: 'public' }),
  );
  const cousinName = `ابن عم ${suffix}`;
  const cousin = await created(
    baseURL!,
    '/api/family-members/create.php',
    member(cousinName, { generation: 2, parent: grandfather }),
  );
  const brother = await created(
    baseURL!,
    '/api/family-members/create.php',
    member(`أخ ${suffix}`, { generation: 2, parent: grandfather, birth: '1982' }),
  );
  const nieceName = `ابنة الأخ ${suffix}`;
  const niece = await created(
    baseURL!,
    '/api/family-members/create.php',
    member(nieceName, { parent: brother, gender: 'female', birth: '14 FEB 2012' }),
  );
  const newsTitle = `خبر للعائلة ${suffix}`;
  const news = await created(baseURL!, '/api/admin/news/create.php', {
    title: newsTitle,
    excerpt: 'ملخص خبر العائلة',
    content: 'نص خبر العائلة.',
    date: '2024-05-01',
    category: 'occasions',
    image: '',
    link: '',
    audience: 'family',
    member_ids: [niece],
  });

  // The keeper's invitation, from the cousin's form.
  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/family-members/edit/${cousin}`);
  await page.getByRole('button', { name: 'دعوة قريب' }).click();
  const link = await page
    .getByRole('dialog', { name: `دعوة ${cousinName}` })
    .getByLabel('رابط الدعوة')
    .inputValue();

  const relative = await browserOf(browser, page, baseURL!);
  await openReady(relative.page, new URL(link).pathname);
  // A browser that can make passkeys is offered one first; this cousin takes a password.
  await relative.page.getByRole('button', { name: 'أو بكلمة مرور' }).click();
  await relative.page.getByLabel('اسم المستخدم').fill(`cousin-${suffix}`);
  await relative.page.getByRole('textbox', { name: 'كلمة المرور' }).fill(PASSWORD);
  await relative.page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(relative.page).toHaveURL(/\/$/);

  // His niece's page, rendered by the server for him: her birth date, in both calendars.
  await openReady(relative.page, `/family-tree/member/${niece}`);
  await expect(relative.page.getByRole('heading', { level: 1, name: nieceName })).toBeVisible();
  await expect(relative.page.getByText(/14 فبراير 2012/).first()).toBeVisible();
  await expect(relative.page.getByRole('link', { name: newsTitle })).toBeVisible();
  await expectSoundAtBothWidths(relative.page);

  await openReady(relative.page, '/news');
  const card = relative.page.getByRole('article').filter({ hasText: newsTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('للعائلة فقط')).toBeVisible();
  await expectSoundAtBothWidths(relative.page);
  await openReady(relative.page, `/news/${news}`);
  await expect(relative.page.getByRole('heading', { level: 1, name: newsTitle })).toBeVisible();
  expect(relative.problems).toEqual([]);

  // A second browser, signed out: the same pages as the public reads them.
  const stranger = await browserOf(browser, page, baseURL!);
  await openReady(stranger.page, `/family-tree/member/${niece}`);
  await expect(stranger.page.getByRole('heading', { level: 1, name: nieceName })).toBeVisible();
  await expect(stranger.page.getByText(/2012/)).toHaveCount(0);
  await expect(stranger.page.getByText(newsTitle)).toHaveCount(0);
  await openReady(stranger.page, '/news');
  await expect(stranger.page.getByText(newsTitle)).toHaveCount(0);
  await expect(stranger.page.getByText('للعائلة فقط')).toHaveCount(0);
  await stranger.page.goto(`/news/${news}`);
  await expect(stranger.page.getByRole('heading', { name: 'لم يتم العثور على الخبر' })).toBeVisible();
  expect(stranger.problems).toEqual([]);

  // The relative signs out: the page he is on forgets what it showed him.
  await openReady(relative.page, `/family-tree/member/${niece}`);
  await relative.page.getByRole('button', { name: `تسجيل الخروج (${cousinName})` }).click();
  await expect(relative.page.getByText(/14 فبراير 2012/)).toHaveCount(0);
  await relative.page.context().close();
  await stranger.page.context().close();
});
