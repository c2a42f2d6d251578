import type { MemberListResponse } from '../src/shared/schemas/member-list';
import {
  adminToken,
  controlClock,
  cutConnection,
  expect,
  expectAfterRetries,
  expectNoSeriousA11yViolations,
  expectSoundAtBothWidths,
  signInAsAdmin,
  test,
} from './fixtures';

// The admin's member list: one page at a time from list.php, searched on the server,
// the search and the page kept in the URL; «إضافة ابن/ابنة/زوجة» under each member; the load error
// with its retry. Demo data.

const PER_PAGE = 25;

async function list(baseURL: string, query: string): Promise<MemberListResponse> {
  const token = await adminToken(baseURL);
  const response = await fetch(`${baseURL}/api/admin/family-members/list.php?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as MemberListResponse;
}

test('pages and an Arabic-normalised search, kept in the URL', async ({ page, baseURL }) => {
  const { total } = await list(baseURL!, 'per_page=1');
  const pages = Math.ceil(total / PER_PAGE);
  expect(pages, 'the demo family fills more than one page').toBeGreaterThan(1);

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/family-members');
  const rows = page.locator('tbody > tr:visible');
  await expect(rows).toHaveCount(PER_PAGE);
  await expect(page.getByText(`عدد الأفراد: ${total}`)).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'صفحات الأفراد' });
  await expect(pagination.getByText(`صفحة 1 من ${pages}`)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'السابقة' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectSoundAtBothWidths(page);

  const firstOfPageOne = await rows.first().textContent();
  await pagination.getByRole('button', { name: 'التالية' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pagination.getByText(`صفحة 2 من ${pages}`)).toBeVisible();
  await expect(rows.first()).not.toHaveText(firstOfPageOne!);
  // The buttons are under the table: the new page is shown from its top.
  await expect(rows.first()).toBeInViewport();
  // A refresh keeps the page; a step back returns to the first.
  await page.reload();
  await expect(pagination.getByText(`صفحة 2 من ${pages}`)).toBeVisible();
  await page.goBack();
  await expect(pagination.getByText(`صفحة 1 من ${pages}`)).toBeVisible();

  // «عبد الله» typed with a space finds the members recorded as «عبدالله», first by their own name.
  const expected = await list(baseURL!, `q=${encodeURIComponent('عبد الله')}`);
  expect(expected.total).toBeGreaterThan(0);
  const search = page.getByRole('searchbox', { name: 'البحث عن فرد' });
  await search.fill('عبد الله');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(`نتائج البحث: ${expected.total}`)).toBeVisible();
  await expect(rows.first()).toContainText(expected.data[0]!.name);
  await expect(rows.first()).toContainText('عبدالله');
  await page.reload();
  await expect(search).toHaveValue('عبد الله');
  await expect(page.getByText(`نتائج البحث: ${expected.total}`)).toBeVisible();

  // Without its hamza, «احمد» still finds «أحمد».
  await search.fill('احمد');
  await expect(rows.first()).toContainText('أحمد');

  await search.fill('لا أحد بهذا الاسم');
  await expect(page.getByText('لا يوجد أفراد يطابقون البحث')).toBeVisible();
  await search.fill('');
  await expect(page.getByText(`عدد الأفراد: ${total}`)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('«إضافة ابنة» opens the new-member form with the father and his wife filled in', async ({
  page,
  baseURL,
}) => {
  const { data } = await list(baseURL!, 'gender=male&per_page=100');
  const father = data.find((row) => row.gender === 'male' && row.spouses.length === 1 && row.children > 0);
  expect(father, 'a demo father with one wife').toBeDefined();
  const wife = father!.spouses[0]!.id;

  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/family-members?q=${encodeURIComponent(father!.name)}`);
  const row = page.getByRole('row').filter({ has: page.getByText(father!.name, { exact: true }) });
  const toggle = row.getByRole('button', { name: `إضافة أقارب: ${father!.name}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const links = page.getByRole('navigation', { name: 'إضافة أقارب' });
  await expect(links.getByRole('link', { name: 'إضافة ابن', exact: true })).toBeVisible();
  await expect(links.getByRole('link', { name: 'إضافة زوجة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoSeriousA11yViolations(page);

  await links.getByRole('link', { name: 'إضافة ابنة' }).click();
  await expect(page).toHaveURL(/\/admin\/family-members\/new\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    parent: String(father!.id),
    mother: String(wife),
    gender: 'female',
  });
  await expect(page.getByRole('heading', { name: 'إضافة فرد جديد' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'الأب', exact: true })).toHaveValue(father!.name);
});

test('a failed load says so and offers a retry that brings the rows', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const outage = await cutConnection(page, '**/api/admin/family-members/list.php**');
  await controlClock(page);
  await page.goto('/admin/family-members');
  const banner = page.getByRole('alert').filter({ hasText: 'تعذر تحميل أفراد العائلة' });
  await expectAfterRetries(page, banner);
  await outage.restore();
  await banner.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.locator('tbody > tr:visible').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});
