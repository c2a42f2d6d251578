import { pickerMessages } from '../src/shared/messages/pickers';
import { newsPublishingMessages } from '../src/shared/messages/news-publishing';
import type { AdminNewsItem } from '../src/shared/schemas/news';
import {
  adminToken,
  apiCall,
  dateField,
  expect,
  expectNoBrowserPickers,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  signInAsAdmin,
  test,
} from './fixtures';

// The admin's days are chosen on the site's calendar, in Arabic whatever the browser's language:
// the browser's own date input read «mm/dd/yyyy» in an English browser, with weeks from Sunday,
// where Kuwait's start on Saturday. The chosen day reads in both calendars; the API still gets
// `yyyy-mm-dd`.

const p = newsPublishingMessages;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WEEK_FROM_SATURDAY = ['سبت', 'أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة'];

// The layout at both widths in an Arabic browser; the English browser's check is of words, not of
// layout, and is made at one width.
for (const locale of ['ar-KW', 'en-US']) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test(
      'the news form picks its day on an Arabic calendar from Saturday, and saves it',
      locale === 'ar-KW' ? layout : {},
      async ({ page, baseURL }) => {
        await signInAsAdmin(page, baseURL!);
        await page.goto('/admin/news/add');
        const title = unique('خبر بتاريخه');
        await page.getByLabel('العنوان').fill(title);
        await page.getByLabel('المقتطف').fill(`مقتطف ${title}`);
        await page.getByLabel('المحتوى').fill(`محتوى ${title}`);
        await expectNoBrowserPickers(page);

        const field = dateField(page, 'التاريخ');
        await field.click();
        const calendar = page.getByRole('dialog', { name: 'التاريخ' });
        await expect(calendar).toBeVisible();
        await expect(calendar.locator('thead th')).toHaveText(WEEK_FROM_SATURDAY);
        // Today, the form's day, has the focus; nothing in the calendar is in the browser's language.
        await expect(calendar.locator('[data-selected] button')).toBeFocused();
        expect(await calendar.innerText()).not.toMatch(/[A-Za-z]/);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);

        await calendar.getByRole('combobox', { name: 'اختر السنة' }).selectOption('2090');
        await calendar.getByRole('combobox', { name: 'اختر الشهر' }).selectOption({ label: 'يونيو' });
        await expect(calendar.locator('[data-day="2090-06-01"]')).toBeVisible();
        await calendar.getByRole('button', { name: /15 يونيو 2090/ }).click();
        await expect(calendar).toHaveCount(0);
        await expect(field).toBeFocused();
        // Both calendars: 15 June 2090 is 16 Dhu al-Hijjah 1513 (Umm al-Qura).
        await expect(field).toContainText('15 يونيو 2090م');
        await expect(field).toContainText('16 ذو الحجة 1513هـ');

        // A scheduled time is a day on the same calendar and a 24-hour clock of digits.
        await page.getByRole('combobox', { name: p.fields.status }).selectOption('scheduled');
        await expect(dateField(page, p.fields.publishAt)).toContainText(pickerMessages.date.choose);
        await expectNoBrowserPickers(page);
        await page.getByRole('combobox', { name: p.fields.status }).selectOption('published');

        await page.getByRole('button', { name: 'حفظ', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();
        const token = await adminToken(baseURL!);
        const list = await apiCall<{ data: AdminNewsItem[] }>(baseURL!, token, '/api/admin/news/index.php');
        expect(list.body.data.find((item) => item.title === title)?.date.slice(0, 10)).toBe('2090-06-15');
      },
    );
  });
}

test('the calendar is worked by the keyboard, its arrows going the way the page reads', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/audit');
  const from = dateField(page, 'من يوم');
  await expect(from).toContainText(pickerMessages.date.choose);
  await from.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'من يوم' });
  const today = calendar.locator('[data-today] button');
  await expect(today).toBeFocused();
  const todayIso = await calendar.locator('[data-today]').getAttribute('data-day');
  // Right to left: the next day is to the left, the day before to the right.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(from).toBeFocused();
  const next = new Date(`${todayIso}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await page.keyboard.press('Enter');
  await expect(calendar.locator('[data-selected]')).toHaveAttribute(
    'data-day',
    next.toISOString().slice(0, 10),
  );
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(from).toBeFocused();

  // An optional filter empties again with its clear button.
  await page.getByRole('button', { name: pickerMessages.date.clear('من يوم') }).click();
  await expect(from).toContainText(pickerMessages.date.choose);
  await expectNoBrowserPickers(page);
});
