import type { Page } from '@playwright/test';
import { formatArabicDate } from '../src/shared/format/date';
import { buildPageTitle } from '../src/shared/format/text';
import { commonMessages } from '../src/shared/messages/common';
import { publicMessages } from '../src/shared/messages/public';
import {
  adminToken,
  controlClock,
  cutConnection,
  expect,
  expectAfterRetries,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  navigateInApp,
  openInApp,
  test,
} from './fixtures';
import { startServer } from './server';

const people = publicMessages.notablePeople;
const news = publicMessages.news;
const share = publicMessages.share;

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface CreatedNews {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  date: string;
  category: string;
  image: string;
  link: string;
}

async function adminPost<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const token = await adminToken(baseURL);
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

async function adminDelete(baseURL: string, path: string): Promise<void> {
  const token = await adminToken(baseURL);
  const response = await fetch(`${baseURL}${path}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status).toBe(200);
}

function createNews(baseURL: string, overrides: Partial<CreatedNews> = {}): Promise<CreatedNews> {
  return adminPost<CreatedNews>(baseURL, '/api/admin/news/create.php', {
    title: unique('خبر اختبار'),
    excerpt: 'مقتطف خبر الاختبار',
    content: 'الفقرة الأولى من الخبر.\n\nالفقرة الثانية من الخبر.',
    date: '2020-01-15',
    category: 'events',
    image: '/uploads/demo-news-1_1200x800.webp',
    link: '',
    ...overrides,
  });
}

async function familyName(baseURL: string): Promise<string> {
  return ((await (await fetch(`${baseURL}/api/site.php`)).json()) as { familyName: string }).familyName;
}

/** Client-side navigation (no page load), so a stopped server fails only the data request. */
const newsCards = (page: Page) => page.getByRole('main').getByRole('listitem').locator('article');
const peopleCards = newsCards;

test.describe('notable people', () => {
  test('filters by category with pressed buttons', async ({ page, baseURL }) => {
    await page.goto('/notable-people');
    await expect(page).toHaveTitle(
      buildPageTitle(await familyName(baseURL!), publicMessages.titles.notablePeople),
    );
    const group = page.getByRole('group', { name: people.filterLabel });
    const all = group.getByRole('button', { name: commonMessages.personCategories.all });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(peopleCards(page).first()).toBeVisible();
    const total = await peopleCards(page).count();

    for (const category of ['academic', 'political', 'social'] as const) {
      const label = commonMessages.personCategories[category];
      await group.getByRole('button', { name: label }).click();
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      const count = await peopleCards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(total);
      for (const card of await peopleCards(page).all())
        await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await all.click();
    await expect(peopleCards(page)).toHaveCount(total);
  });

  test('opens a person in a modal that closes on Escape, backdrop and close button, returning focus', async ({
    page,
  }) => {
    await page.goto('/notable-people');
    const name = 'د. يوسف بن عبدالله المثال';
    const opener = page.getByRole('button', { name: people.showDetails(name) });
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('أستاذ التاريخ الحديث في جامعة الكويت')).toBeVisible();
    await expect(dialog.locator('bdi')).toHaveText('1965 - 2000');
    await expect(dialog.getByText(commonMessages.personCategories.academic, { exact: true })).toBeVisible();
    await expect(dialog.getByText(/خمسةً وثلاثين عاماً/)).toBeVisible();
    const image = dialog.getByRole('img', { name });
    expect((await image.boundingBox())?.height).toBeCloseTo(400, 0);

    // Focus stays inside while tabbing.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, (page.viewportSize()?.height ?? 800) - 4);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: commonMessages.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('says more will be added when a person has no bio', async ({ page, baseURL }) => {
    const name = unique('شخصية بلا سيرة');
    await adminPost(baseURL!, '/api/admin/notable-people/create.php', {
      name,
      position: 'منصب الاختبار',
      category: 'social',
      bio: '',
      period: '',
      order: 500,
      image: '',
    });
    await page.goto('/notable-people');
    await page.getByRole('button', { name: people.showDetails(name) }).click();
    await expect(page.getByRole('dialog', { name }).getByText(people.bioSoon)).toBeVisible();
  });

  test('shows the error with a retry that loads the people once the server is back', async ({ page }) => {
    const outage = await cutConnection(page, '**/api/notable-people.php');
    await controlClock(page);
    await openInApp(page, '/notable-people');
    await expectAfterRetries(page, page.getByText(people.loadError));
    await outage.restore();
    await page.getByRole('button', { name: commonMessages.retry }).click();
    await expect(page.getByText(people.loadError)).toHaveCount(0);
    await expect(peopleCards(page).first()).toBeVisible();
  });

  test('passes axe with no horizontal overflow', layout, async ({ page }) => {
    await page.goto('/notable-people');
    await expect(peopleCards(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('news list', () => {
  test('shows loading, then an error with a retry that refetches once the server is back', async ({
    page,
  }) => {
    const outage = await cutConnection(page, '**/api/news/list.php');
    await controlClock(page);
    await openInApp(page, '/news');
    // The client retries a failed request twice before giving up; meanwhile it is loading.
    await expect(page.getByRole('status').filter({ hasText: commonMessages.loading })).toBeVisible();
    await expectAfterRetries(page, page.getByText(news.loadError));
    await expect(newsCards(page)).toHaveCount(0);
    await outage.restore();
    await page.getByRole('button', { name: commonMessages.retry }).click();
    await expect(newsCards(page).first()).toBeVisible();
    await expect(page.getByText(news.loadError)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: commonMessages.loading })).toHaveCount(0);
  });

  test('lists news newest first with date, badge, excerpt and read-more', async ({ page, baseURL }) => {
    const item = await createNews(baseURL!, { date: '2099-12-31', category: 'occasions' });
    await page.goto('/news');
    await expect(page).toHaveTitle(buildPageTitle(await familyName(baseURL!), publicMessages.titles.news));
    await expect(newsCards(page).first()).toBeVisible();
    const dates = await page
      .getByRole('main')
      .locator('article time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = newsCards(page).first();
    await expect(first.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(first.locator('time')).toHaveText(formatArabicDate(item.date));
    await expect(first.getByText(commonMessages.newsCategories.occasions, { exact: true })).toBeVisible();
    await expect(first.getByText(item.excerpt)).toBeVisible();
    // The first card's image is the page's largest paint: fetched first; the others wait their turn.
    const image = first.locator('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect(page.getByRole('main').locator('article img').nth(1)).toHaveAttribute('loading', 'lazy');
    await first.getByRole('link', { name: news.readMoreAbout(item.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  });

  test('filters by category', async ({ page }) => {
    await page.goto('/news');
    const group = page.getByRole('group', { name: news.filterLabel });
    await expect(group.getByRole('button', { name: commonMessages.newsCategories.all })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(newsCards(page).first()).toBeVisible();
    for (const category of ['events', 'academic', 'achievements', 'occasions'] as const) {
      const label = commonMessages.newsCategories[category];
      await group.getByRole('button', { name: label }).click();
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`category=${category}`));
      await expect(newsCards(page).first()).toBeVisible();
      for (const card of await newsCards(page).all())
        await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await group.getByRole('button', { name: commonMessages.newsCategories.all }).click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('shows the empty states for a category with no news and no people', async ({ page }) => {
    // Its own server: emptying whole categories must not disturb the tests sharing the worker's.
    test.slow();
    const server = await startServer();
    try {
      const list = (await (await fetch(`${server.baseURL}/api/news/list.php`)).json()) as {
        news: CreatedNews[];
      };
      for (const item of list.news.filter((n) => n.category === 'achievements')) {
        await adminDelete(server.baseURL, `/api/admin/news/item.php?id=${item.id}`);
      }
      const persons = (await (await fetch(`${server.baseURL}/api/notable-people.php`)).json()) as {
        id: string;
        category: string;
      }[];
      for (const person of persons.filter((p) => p.category === 'political')) {
        await adminDelete(server.baseURL, `/api/admin/notable-people/delete.php?id=${person.id}`);
      }

      await page.goto(`${server.baseURL}/news`);
      await page.getByRole('button', { name: commonMessages.newsCategories.achievements }).click();
      await expect(page.getByText(news.empty)).toBeVisible();
      await expect(newsCards(page)).toHaveCount(0);

      await page.goto(`${server.baseURL}/notable-people`);
      await page.getByRole('button', { name: commonMessages.personCategories.political }).click();
      await expect(page.getByText(people.noResults)).toBeVisible();
      await expect(peopleCards(page)).toHaveCount(0);
    } finally {
      await server.dispose();
    }
  });

  test('shares a card from the list', async ({ page }) => {
    await page.goto('/news');
    const first = newsCards(page).first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: share.shareItem(title) }).click();
    const panel = page.getByRole('region', { name: share.options });
    await expect(panel).toBeVisible();
    const telegram = new URL(
      (await panel.getByRole('link', { name: share.telegram }).getAttribute('href')) ?? '',
    );
    expect(telegram.searchParams.get('url')).toMatch(/\/news\/\d+$/);
    await expectNoHorizontalOverflow(page);
  });

  test('passes axe with no horizontal overflow', layout, async ({ page }) => {
    await page.goto('/news');
    await expect(newsCards(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('news detail', () => {
  test('shows hero, paragraphs without the full-news one, source and back link, and sets the title', async ({
    page,
    baseURL,
  }) => {
    const item = await createNews(baseURL!, {
      category: 'achievements',
      date: '2025-10-12',
      content: [
        'الفقرة الأولى من الخبر.',
        `${news.fullNewsMarker} https://example.com/full`,
        'الفقرة الثانية\nبسطرين.',
        'الفقرة الأخيرة.',
      ].join('\n\n'),
      link: 'https://example.com/source-of-news',
    });
    await page.goto(`/news/${item.id}`);
    const article = page.getByRole('main').locator('article');
    await expect(article.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page).toHaveTitle(buildPageTitle(await familyName(baseURL!), item.title));
    await expect(article.locator('header time')).toHaveText(formatArabicDate('2025-10-12'));
    await expect(article.locator('header time')).toHaveAttribute('datetime', '2025-10-12');
    await expect(
      article.locator('header').getByText(commonMessages.newsCategories.achievements, { exact: true }),
    ).toBeVisible();

    const paragraphs = article.locator('p.whitespace-pre-line');
    await expect(paragraphs).toHaveText([
      'الفقرة الأولى من الخبر.',
      'الفقرة الثانية\nبسطرين.',
      'الفقرة الأخيرة.',
    ]);
    await expect(page.getByText(news.fullNewsMarker)).toHaveCount(0);

    const source = article.getByRole('link', { name: news.source });
    await expect(source).toHaveAttribute('href', 'https://example.com/source-of-news');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await article.getByRole('link', { name: news.backToNews }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('has no source link when the item has none', async ({ page, baseURL }) => {
    const item = await createNews(baseURL!);
    await page.goto(`/news/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByRole('link', { name: news.source })).toHaveCount(0);
  });

  test('enlarges the image in a lightbox that closes on Escape, backdrop and close button', async ({
    page,
    baseURL,
  }) => {
    const item = await createNews(baseURL!);
    await page.goto(`/news/${item.id}`);
    const enlarge = page.getByRole('button', { name: news.enlargeImage });
    await enlarge.click();
    const lightbox = page.getByRole('dialog', { name: item.title });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('img')).toHaveAttribute('src', item.image);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(enlarge).toBeFocused();

    await enlarge.click();
    await expect(lightbox).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(lightbox).toHaveCount(0);

    await enlarge.click();
    await lightbox.getByRole('button', { name: commonMessages.close }).click();
    await expect(lightbox).toHaveCount(0);
  });

  test('hides an image that fails to load', async ({ page, baseURL }) => {
    const item = await createNews(baseURL!, { image: '/uploads/missing.webp' });
    const failed = page.waitForResponse((r) => r.url().endsWith('/uploads/missing.webp'));
    await page.goto(`/news/${item.id}`);
    expect((await failed).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    // Hidden, not taken out (the element the server sent is kept through hydration).
    await expect(page.getByRole('main').locator('img')).toBeHidden();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: news.enlargeImage })).toHaveCount(0);
    await expect(page.getByText('الفقرة الأولى من الخبر.')).toBeVisible();
  });

  test('shows the not-found state and title for an unknown id', async ({ page, baseURL }) => {
    const response = await page.goto('/news/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: news.notFound })).toBeVisible();
    await expect(page.getByText(news.notFoundDetail)).toBeVisible();
    await expect(page).toHaveTitle(
      buildPageTitle(await familyName(baseURL!), publicMessages.titles.newsNotFound),
    );
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: news.backToNews }).click();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto('/news/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: news.notFound })).toBeVisible();
  });

  test('shows an error with a retry when the item cannot be loaded, and home hides its news errors', async ({
    page,
    baseURL,
  }) => {
    const item = await createNews(baseURL!);
    const outage = await cutConnection(page, (url) => url.pathname === '/api/news/get.php');
    await controlClock(page);
    await openInApp(page, `/news/${item.id}`);
    await expectAfterRetries(page, page.getByText(news.loadError));
    await outage.restore();
    await page.getByRole('button', { name: commonMessages.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

    await cutConnection(page);
    await navigateInApp(page, '/');
    // The people preview shows its error, proving the home page's requests failed; the news section stays silent.
    await expectAfterRetries(page, page.getByText(people.loadError));
    await expect(page.getByRole('heading', { name: news.latest })).toHaveCount(0);
    await expect(page.getByText(news.loadError)).toHaveCount(0);
  });

  test('share panel opens and closes on its button, outside click and Escape', async ({ page, baseURL }) => {
    const item = await createNews(baseURL!, { title: unique('عنوان طويل جداً لخبر يتجاوز خمسة وعشرين حرفاً') });
    await page.goto(`/news/${item.id}`);
    const button = page.getByRole('button', { name: share.share, exact: true });
    const panel = page.getByRole('region', { name: share.options });

    await button.click();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const shown = (await panel.locator('p').first().textContent()) ?? '';
    expect(Array.from(shown).length).toBeLessThanOrEqual(25);
    for (const name of [share.whatsapp, share.telegram, share.x, share.facebook]) {
      await expect(panel.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
    const x = new URL((await panel.getByRole('link', { name: share.x }).getAttribute('href')) ?? '');
    expect(x.searchParams.get('url')).toBe(`${baseURL}/news/${item.id}`);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await button.click();
    await expect(panel).toHaveCount(0);

    await button.click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toHaveCount(0);

    await button.click();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  // How long the confirmation stays (2 s, docs/product.md#constants) is a fake-timer unit test
  // (share-panel.test.tsx).
  test('copies the link and confirms it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const item = await createNews(baseURL!);
    await page.goto(`/news/${item.id}`);
    await page.getByRole('button', { name: share.share, exact: true }).click();
    await page.getByRole('button', { name: share.copyLink }).click();
    const confirmation = page.getByRole('status').filter({ hasText: share.copied });
    await expect(confirmation).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/news/${item.id}`);
  });

  test('link previews: the server writes the item title and image into the HTML', async ({
    request,
    baseURL,
  }) => {
    const item = await createNews(baseURL!, { title: unique('خبر "للمعاينة" & <اختبار>') });
    const response = await request.get(`/news/${item.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const title = buildPageTitle(await familyName(baseURL!), item.title);
    expect(html).toContain(`<meta property="og:title" content="${escape(title)}" />`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${item.image}" />`);
    expect(html).toContain(`<title>${escape(title)}</title>`);

    const missing = await request.get('/news/987654321');
    expect(missing.status()).toBe(404);
  });
});
