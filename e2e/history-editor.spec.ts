import type { History } from '../src/shared/schemas/history';
import type { AdminPlace } from '../src/shared/schemas/place';
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
    // The timeline's own items: an entry's list of the members it names is inside it.
    const entries = page.getByRole('main').getByRole('list').first().locator(':scope > li');
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

// A timeline entry names members of the family and a place (decision 063): picked in the editor with
// the admin's member and place fields, shown on /history as links to their pages, and listed on
// the place's page. At 1280 px and, tagged, at 375 px.
test('the editor names a member and a place; /history links to their pages', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const title = unique('محطة بأسماء');
  const name = unique('نوخذة المحطة');
  const placeName = unique('فريج المحطة');
  const member = (
    await apiCall<{ data: { id: number } }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body: {
        name,
        generation: 2,
        parent: null,
        gender: 'male',
        birth: '1890',
        death: '1950',
        visibility: 'public',
      },
    })
  ).body.data;
  const place = (
    await apiCall<{ data: AdminPlace }>(baseURL!, token, '/api/admin/places/create.php', {
      method: 'POST',
      body: { name: placeName, older_names: '', latitude: null, longitude: null, parent_id: null },
    })
  ).body.data;

  try {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/history/timeline/add');
    await expect(page.getByRole('heading', { level: 1, name: 'إضافة محطة زمنية' })).toBeVisible();
    await page.getByLabel('السنة الميلادية').fill('1938');
    await page.getByLabel('العنوان').fill(title);
    await page.getByLabel('النص', { exact: true }).fill('خرجت السفن من الفريج إلى الغوص.');
    await page.getByRole('combobox', { name: 'ابحث عن فرد لإضافته' }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const chosen = page.getByRole('list', { name: 'أفراد العائلة في هذه المحطة' });
    await expect(chosen.getByRole('listitem')).toHaveText([name]);
    await page.getByRole('combobox', { name: 'مكان المحطة (اختياري)' }).fill(placeName);
    await page.getByRole('option', { name: placeName, exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'مكان المحطة (اختياري)' })).toHaveValue(placeName);
    await expectNoSeriousA11yViolations(page);
    await expectSoundAtPhoneWidth(page);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/history$/);
    await expect(page.getByText('تمت إضافة المحطة')).toBeVisible();

    // The public page, rendered on the server with the links, hydrated without a mismatch.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('hydration:')) problems.push(message.text());
    });
    const html = await (await page.request.get('/history')).text();
    expect(html).toContain(`href="/family-tree/member/${member.id}"`);
    expect(html).toContain(`href="/places/${place.id}"`);
    await page.goto('/history');
    const entry = page.locator('li', { has: page.getByRole('heading', { level: 3, name: title }) });
    const memberLink = entry.getByRole('link', { name });
    await expect(memberLink).toHaveAttribute('href', `/family-tree/member/${member.id}`);
    const placeLink = entry.getByRole('link', { name: placeName });
    await expect(placeLink).toHaveAttribute('href', `/places/${place.id}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
    await expectSoundAtPhoneWidth(page);
    expect(problems).toEqual([]);

    // The place's page lists the entry, which leads back to it on /history.
    await placeLink.click();
    await expect(page.getByRole('heading', { level: 1, name: placeName })).toBeVisible();
    const history = page.getByRole('region', { name: 'في تاريخ العائلة' });
    await expect(history.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await history.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/history#history-entry-\d+$/);
    await memberLink.click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    // His page lists the entry too.
    const mentions = page.getByRole('region', { name: 'في تاريخ العائلة' });
    await expect(mentions.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/history#history-entry-\d+$/,
    );
    await expectNoSeriousA11yViolations(page);
  } finally {
    const now = await apiCall<{ data: History }>(baseURL!, token, '/api/admin/history/index.php');
    for (const entry of now.body.data.timeline.filter((e) => e.title === title)) {
      await apiCall(baseURL!, token, `/api/admin/history/timeline/item.php?id=${entry.id}`, {
        method: 'DELETE',
      });
    }
    await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${member.id}`, { method: 'DELETE' });
    await apiCall(baseURL!, token, `/api/admin/places/delete.php?id=${place.id}`, { method: 'DELETE' });
  }
});
