import type { History } from '../src/shared/schemas/history';
import {
  adminToken,
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// The family writes its own history (decision 020). The admin adds a timeline entry (the Hijri year
// shown as the year is typed), moves it to the top, rewrites the page's intro; the public page,
// rendered on the server, shows both in that order. Shared records are put back after.

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the admin writes the timeline and the intro; /history shows them, server-rendered', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const stored = await apiCall<{ data: History }>(baseURL!, token, '/api/admin/history/index.php');
  const title = unique('محطة اختبار');
  const intro = unique('مقدمة كتبتها العائلة');

  try {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/history');
    await expect(page.getByRole('heading', { level: 1, name: 'تاريخ العائلة' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'المحطات الزمنية' });
    const count = stored.body.data.timeline.length;
    await expect(timeline.getByRole('listitem')).toHaveCount(count);

    // Add: the Hijri years appear beside the year as it is typed.
    await page.getByRole('link', { name: 'إضافة محطة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'إضافة محطة زمنية' })).toBeVisible();
    await page.getByLabel('السنة الميلادية').fill('1965');
    await expect(page.getByTestId('history-date-preview')).toHaveText('تُعرض هكذا: 1965م (1384–1385هـ)');
    await page.getByLabel('العنوان').fill(title);
    await page.getByLabel('الملخص').fill('ملخص المحطة');
    await page.getByLabel('النص', { exact: true }).fill('الفقرة الأولى من المحطة.\n\nالفقرة الثانية.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/history$/);
    await expect(page.getByText('تمت إضافة المحطة')).toBeVisible();
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(count + 1);
    await expect(items.last()).toContainText(title);
    await expectSoundAtPhoneWidth(page);

    // To the top, a place at a time, by the buttons; the focus stays on the moved entry.
    const up = page.getByRole('button', { name: `نقل إلى الأعلى: ${title}` });
    for (let position = count; position >= 1; position--) {
      await up.click();
      await expect(page.getByRole('status').filter({ hasText: `الآن في الموضع ${position} من` })).toHaveCount(
        1,
      );
    }
    await expect(items.first()).toContainText(title);
    await expect(items.first()).toContainText('1965م (1384–1385هـ)');
    await expect(up).toBeDisabled();
    await expect(page.getByRole('button', { name: `نقل إلى الأسفل: ${title}` })).toBeFocused();

    // The page's intro.
    await page.getByLabel('مقدمة صفحة التاريخ').fill(intro);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('تم حفظ مقدمة صفحة التاريخ')).toBeVisible();

    // The public page: the first response already holds the intro and the entry, first.
    const response = await page.request.get('/history');
    const html = await response.text();
    expect(html).toContain(intro);
    const firstTitle = stored.body.data.timeline[0]?.title;
    expect(html.indexOf(title)).toBeGreaterThan(-1);
    if (firstTitle) expect(html.indexOf(title)).toBeLessThan(html.indexOf(firstTitle));

    await page.goto('/history');
    await expect(page.getByText(intro)).toBeVisible();
    const entries = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(entries).toHaveCount(count + 1);
    await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(entries.first()).toContainText('1965م (1384–1385هـ)');
    await expect(entries.first().getByText('الفقرة الثانية.')).toBeVisible();
    await expectSoundAtPhoneWidth(page);
  } finally {
    // Other tests of this worker read the demo's history: it is put back as it was.
    const now = await apiCall<{ data: History }>(baseURL!, token, '/api/admin/history/index.php');
    for (const entry of now.body.data.timeline.filter((e) => e.title === title)) {
      await apiCall(baseURL!, token, `/api/admin/history/timeline/item.php?id=${entry.id}`, {
        method: 'DELETE',
      });
    }
    await apiCall(baseURL!, token, '/api/admin/history/timeline/reorder.php', {
      method: 'POST',
      body: { ids: stored.body.data.timeline.map((entry) => entry.id) },
    });
    await apiCall(baseURL!, token, '/api/admin/history/page.php', {
      method: 'POST',
      body: stored.body.data.page,
    });
  }
});
