import { adminToken, apiCall, expect, expectSoundAtPhoneWidth, signInAsAdmin, test } from './fixtures';

// The dashboard shows the family its site (decision 019): visits per day (30 days or a year), members
// added per month and the most-read news, each chart with its table (decisions 018 and 019).

test('the dashboard charts visits, members and the most-read news, each with a table', async ({
  page,
  baseURL,
}) => {
  // A visit and a news item read seven times, reported as a visitor's browser reports them.
  const title = `خبر الأكثر قراءة ${Date.now().toString(36)}`;
  const created = await apiCall<{ data: { id: number } }>(
    baseURL!,
    await adminToken(baseURL!),
    '/api/admin/news/create.php',
    {
      method: 'POST',
      body: {
        title,
        excerpt: 'ملخص',
        content: 'نص الخبر.',
        date: '2025-05-01',
        category: 'events',
        image: '',
        link: '',
      },
    },
  );
  expect(created.status).toBe(201);
  const newsId = created.body.data.id;
  await fetch(`${baseURL}/api/views/`);
  for (let i = 0; i < 7; i++) await fetch(`${baseURL}/api/views/?news=${newsId}`);

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin');
  await expect(page.getByText('عدد الزيارات', { exact: true })).toBeVisible();

  // Visits: 30 days first, a year at a click; the chart names its span, the table its days.
  const visits = page.getByRole('region', { name: 'الزيارات اليومية' });
  const visitsChart = visits.getByRole('img', { name: /^رسم بياني للزيارات اليومية في آخر 30 يوماً/ });
  await expect(visitsChart).toBeVisible();
  await expect(visitsChart.locator('canvas')).toBeVisible();
  const span = visits.getByRole('group', { name: 'الفترة' });
  await expect(span.getByRole('button', { name: 'آخر 30 يوماً' })).toHaveAttribute('aria-pressed', 'true');
  // Time runs right to left: the left end of the chart is today.
  await visits.locator('.u-over').hover({ position: { x: 2, y: 40 } });
  await expect(visits.locator('p[aria-hidden="true"]')).toHaveText(/^\d+ \S+ \d{4}: /);

  await span.getByRole('button', { name: 'آخر سنة' }).click();
  await expect(span.getByRole('button', { name: 'آخر سنة' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visits.getByRole('img', { name: /^رسم بياني للزيارات اليومية في آخر سنة/ })).toBeVisible();
  await visits.getByText('عرض كجدول').click();
  const visitsTable = visits.getByRole('table', { name: 'الزيارات اليومية: آخر سنة' });
  await expect(visitsTable.locator('tbody tr')).toHaveCount(365);
  // Newest first, and today has at least the visit above.
  await expect(visitsTable.locator('tbody tr').first().locator('td')).not.toHaveText('0');

  // Members per month: the demo family was added this month.
  const members = page.getByRole('region', { name: 'الأفراد المضافون شهرياً' });
  await expect(members.getByRole('img', { name: /^رسم بياني بالأعمدة/ }).locator('canvas')).toBeVisible();
  await members.getByText('عرض كجدول').click();
  await expect(members.getByRole('table').locator('tbody tr')).toHaveCount(12);

  // The most-read news: the item read seven times leads, linked to its public page.
  const topNews = page.getByRole('region', { name: 'الأخبار الأكثر قراءة' });
  const first = topNews.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${newsId}`);
  await expect(first).toContainText('7 قراءات');

  // Axe, and at a phone's width the charts shrink to the screen.
  await expectSoundAtPhoneWidth(page);
});
