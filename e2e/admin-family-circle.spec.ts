import type { AdminSiteSettings } from '../src/shared/schemas/site-settings';
import type { AdminNewsItem } from '../src/shared/schemas/news';
import type { MemberListResponse } from '../src/shared/schemas/member-list';
import { familyCircleMessages } from '../src/shared/messages/family-circle';
import { newsPublishingMessages } from '../src/shared/messages/news-publishing';
import {
  adminToken,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectSoundAtBothWidths,
  signInAsAdmin,
  test,
} from './fixtures';

// The keepers prepare the family's own circle: a member's contact details and who may read them,
// whether relatives see him in full, a news item for the family alone, and how far a relative's
// view reaches. Each form at the test's width (1280 and 375 px), read by axe.

const c = familyCircleMessages.contact;
const r = familyCircleMessages.relatives;
const s = familyCircleMessages.scope;
const p = newsPublishingMessages;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const save = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'حفظ', exact: true }).click();

test('a member’s contact details: Arabic digits, a refusal under its field, the consent and the relatives’ choice', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const name = unique('عضو التواصل');
  const member = (
    await apiCall<{ data: { id: number } }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body: { name, generation: 1 },
    })
  ).body.data;
  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/family-members/edit/${member.id}`);

  await expect(page.getByRole('heading', { name: c.section })).toBeVisible();
  const phone = page.getByRole('textbox', { name: c.phone });
  const consent = page.getByRole('group', { name: c.visibility });
  await expect(consent.getByRole('radio', { name: c.visibilityChoices.nobody })).toBeChecked();
  await expect(consent).toHaveAccessibleDescription(c.visibilityHint);
  const seeFull = page.getByRole('checkbox', { name: r.seeFull });
  await expect(seeFull).toBeChecked();

  await phone.fill('١٢٣');
  await save(page);
  await expect(page.getByText(familyCircleMessages.validation.invalidPhone).first()).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('٩٩٩٩ ٨٨٨٨');
  await page.getByRole('textbox', { name: c.email }).fill('member@example.com');
  await page.getByRole('textbox', { name: c.area }).fill('الروضة');
  await consent.getByRole('radio', { name: c.visibilityChoices.relatives }).check();
  await seeFull.uncheck();
  await expectSoundAtBothWidths(page);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'تم تحديث' })).toBeVisible();

  const stored = await apiCall<MemberListResponse>(
    baseURL!,
    token,
    `/api/admin/family-members/list.php?ids=${member.id}`,
  );
  expect(stored.body.data[0]).toMatchObject({
    contact_phone: '+96599998888',
    contact_email: 'member@example.com',
    contact_area: 'الروضة',
    contact_visibility: 'relatives',
    relatives_see_full: false,
  });
  // Opened again, the form shows what was stored.
  await page.goto(`/admin/family-members/edit/${member.id}`);
  await expect(page.getByRole('textbox', { name: c.phone })).toHaveValue('+96599998888');
  await expect(page.getByRole('checkbox', { name: r.seeFull })).not.toBeChecked();
  await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${member.id}`, { method: 'DELETE' });
});

test('a news item for the family alone: chosen on the form, badged in the list, never on the public site', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const title = unique('خبر للعائلة');
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/news/add');
  await page.getByLabel('العنوان').fill(title);
  await page.getByLabel('المقتطف').fill(`مقتطف ${title}`);
  await page.getByLabel('المحتوى').fill(`نص ${title}`);
  const audience = page.getByRole('group', { name: p.fields.audience });
  await expect(audience.getByRole('radio', { name: p.audiences.public })).toBeChecked();
  await audience.getByRole('radio', { name: p.audiences.family }).check();
  await expectSoundAtBothWidths(page);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();

  const list = await apiCall<{ data: AdminNewsItem[] }>(baseURL!, token, '/api/admin/news/index.php');
  const item = list.body.data.find((news) => news.title === title)!;
  expect(item).toMatchObject({ audience: 'family', status: 'published' });

  await page.goto('/admin/news');
  await page.getByLabel('البحث في الأخبار').fill(title);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(p.audiences.family, { exact: true })).toBeVisible();
  await expectSoundAtBothWidths(page);

  // The public site: not on the news page, and its own page is the not-found page.
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await fetch(`${baseURL}/news/${item.id}`)).status).toBe(404);
  await apiCall(baseURL!, token, `/api/admin/news/item.php?id=${item.id}`, { method: 'DELETE' });
});

test('the owner narrows the relatives’ view to steps of kinship, and back to the whole family', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/site-settings');
  const reach = page.getByRole('combobox', { name: s.label });
  await expect(reach).toHaveValue('');
  await expect(reach).toHaveAccessibleDescription(s.stepsHint);
  await reach.selectOption({ label: s.stepsChoice(3) });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'تم' })).toBeVisible();
  const settings = () => apiCall<{ data: AdminSiteSettings }>(baseURL!, token, '/api/admin/site/get.php');
  expect((await settings()).body.data.relativesScopeSteps).toBe(3);

  await page.reload();
  await expect(page.getByRole('combobox', { name: s.label })).toHaveValue('3');
  await page.getByRole('combobox', { name: s.label }).selectOption({ label: s.choices.family });
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'تم' })).toBeVisible();
  expect((await settings()).body.data.relativesScopeSteps).toBeNull();
});
