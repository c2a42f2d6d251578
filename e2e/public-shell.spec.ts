import type { Page } from '@playwright/test';
import {
  adminToken,
  controlClock,
  cutConnection,
  expect,
  expectAfterRetries,
  expectNoSeriousA11yViolations,
  layout,
  openInApp,
  test,
} from './fixtures';
import { startServer, type RunningServer } from './server';

// The public site's frame and its non-data pages (docs/product.md#site-frame): navbar, footer, titles, home,
// history, diwan (contact form included) and not-found, at 1280 px and 375 px.

interface SiteSettings {
  familyName: string;
  heroText: string;
  tagline: string;
  phone1: string;
  phone2: string;
  address: string;
  email: string;
  socialInstagram: string;
  [key: string]: string;
}

interface DiwanInfo {
  address: string;
  location: string;
  opening_hours: string;
  contact_phone: string;
  map_url: string;
}

interface StoredMessage {
  name: string;
  subject: string;
  message: string;
}

const NAV_LABELS = [
  'الرئيسية',
  'تاريخ العائلة',
  'شجرة العائلة',
  'الشخصيات البارزة',
  'الأخبار',
  'المناسبات',
  'الديوان',
];
const NAV_HREFS = ['/', '/history', '/family-tree', '/notable-people', '/news', '/occasions', '/diwan'];

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok, `${url} → ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const siteSettings = (baseURL: string) => getJson<SiteSettings>(`${baseURL}/api/site.php`);
const diwanInfo = (baseURL: string) => getJson<DiwanInfo>(`${baseURL}/api/diwan/get.php`);

async function inbox(baseURL: string): Promise<StoredMessage[]> {
  const token = await adminToken(baseURL);
  const body = await getJson<{ data: StoredMessage[] }>(`${baseURL}/api/admin/messages/list.php`, token);
  return body.data;
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The navigation a visitor can use right now: on phones, the toggle menu opened first. */
async function visibleNav(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'فتح القائمة' }).click();
  return page.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.describe('frame', () => {
  test('pages are right to left and titled with the family name plus the section', async ({
    page,
    baseURL,
  }) => {
    const { familyName } = await siteSettings(baseURL!);
    const cases = [
      ['/', 'الرئيسية'],
      ['/history', 'تاريخنا'],
      ['/diwan', 'ديوان العائلة'],
      ['/no-such-page', 'الصفحة غير موجودة'],
    ] as const;
    for (const [path, section] of cases) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle(`${familyName} | ${section}`);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test(
    'navigation: the documented order, the current entry marked, logo and name link home',
    layout,
    async ({ page, baseURL }) => {
      const { familyName } = await siteSettings(baseURL!);
      for (const index of [0, 1, 5]) {
        await page.goto(NAV_HREFS[index]!);
        const nav = await visibleNav(page);
        const links = nav.getByRole('link');
        await expect(links).toHaveText(NAV_LABELS);
        for (let i = 0; i < NAV_HREFS.length; i++) {
          await expect(links.nth(i)).toHaveAttribute('href', NAV_HREFS[i]!);
        }
        await expect(nav.locator('[aria-current="page"]')).toHaveText([NAV_LABELS[index]!]);
      }
      await page.goto('/history');
      const home = page.getByRole('banner').getByRole('link', { name: familyName });
      await expect(home).toBeVisible();
      await expect(home.locator('img')).toHaveAttribute('alt', '');
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('the navbar is fixed and its padding shrinks after 50 px of scroll', layout, async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const padding = () => header.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    const before = await padding();
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(padding).toBeLessThan(before);
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(padding).toBe(before);
  });

  test('below 768 px the menu toggles open and closed with accessible labels', layout, async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'فتح القائمة' });
    if (!isMobile(page)) {
      // Wide screens show the entries inline and no toggle.
      await expect(open).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link')).toHaveCount(
        7,
      );
      return;
    }
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = page.getByRole('button', { name: 'إغلاق القائمة' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
    await close.click();
    await expect(nav).toBeHidden();
    await expect(open).toBeVisible();

    // Escape closes it; following a link closes it and navigates.
    await open.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await open.click();
    await nav.getByRole('link', { name: 'تاريخ العائلة' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'فتح القائمة' })).toBeVisible();
  });

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    await page.goto('/history');
    // The page's code arrives after the load event: Tab means something once it is shown.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'تخطي إلى المحتوى الرئيسي' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer shows the site settings, and follows their change', async ({ page, baseURL }) => {
    const original = await siteSettings(baseURL!);
    const footer = page.getByRole('contentinfo');
    await page.goto('/history');
    await expect(footer.getByText(original.tagline)).toBeVisible();
    await expect(footer.getByText(original.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: original.email })).toHaveAttribute(
      'href',
      `mailto:${original.email}`,
    );
    for (const phone of [original.phone1, original.phone2]) {
      const link = footer.getByRole('link', { name: phone });
      await expect(link).toHaveAttribute('dir', 'ltr');
      await expect(link).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    }
    await expect(footer.getByRole('link', { name: 'إنستغرام' })).toHaveAttribute(
      'href',
      original.socialInstagram,
    );
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText(NAV_LABELS);

    const token = await adminToken(baseURL!);
    const changed = {
      ...original,
      tagline: unique('شعار تجريبي'),
      phone2: '+965 5555 1234',
      socialInstagram: 'https://example.com/instagram/changed',
      socialYoutube: '',
    };
    const update = (body: SiteSettings) =>
      fetch(`${baseURL}/api/admin/site/update.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await update(changed)).ok).toBe(true);
    try {
      await page.reload();
      await expect(footer.getByText(changed.tagline)).toBeVisible();
      await expect(footer.getByRole('link', { name: '+965 5555 1234' })).toHaveAttribute(
        'href',
        'tel:+96555551234',
      );
      await expect(footer.getByRole('link', { name: 'إنستغرام' })).toHaveAttribute(
        'href',
        'https://example.com/instagram/changed',
      );
      // An empty social link is not shown at all.
      await expect(footer.getByRole('link', { name: 'يوتيوب' })).toHaveCount(0);
    } finally {
      expect((await update(original)).ok).toBe(true);
    }
  });
});

test.describe('home', () => {
  test('hero, history section with map, diwan section and in-page anchors', async ({ page, baseURL }) => {
    const [{ familyName, heroText }, diwan] = await Promise.all([
      siteSettings(baseURL!),
      diwanInfo(baseURL!),
    ]);
    await page.goto('/');
    const title = familyName.startsWith('عائلة') ? familyName : `عائلة ${familyName}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} في الكويت`);
    await expect(page.getByText(heroText)).toBeVisible();

    const discover = page.getByRole('link', { name: 'اكتشف تاريخنا' });
    await expect(discover).toHaveAttribute('href', '#history');
    const treeAnchor = page.locator('main a[href="#family-tree"]');
    await expect(treeAnchor).toHaveText('شجرة العائلة');
    await expect(page.locator('#family-tree')).toHaveCount(1);
    // The floating share button belongs to home only.
    await expect(page.getByRole('button', { name: 'مشاركة' })).toBeVisible();

    await treeAnchor.click();
    await expect(page).toHaveURL(/#family-tree$/);
    await expect(page.locator('#family-tree').getByRole('heading', { level: 2 }).first()).toBeInViewport();

    await discover.click();
    await expect(page).toHaveURL(/#history$/);
    const history = page.locator('section#history');
    await expect(history.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      'الأصل والنسب',
      'سبب التسمية',
      'أراضي العائلة',
    ]);
    const map = history.getByRole('img', { name: /أرض العائلة القديمة/ });
    await expect(map).toHaveAttribute('width', /\d+/);
    await expect(map).toHaveAttribute('height', /\d+/);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(history.getByText('أرض العائلة القديمة في وسط مدينة الكويت قبل عام 1951')).toBeVisible();

    const diwanSection = page.getByRole('region', { name: 'ديوان العائلة' });
    await expect(diwanSection.getByText(diwan.address)).toBeVisible();
    await expect(diwanSection.getByText(diwan.opening_hours)).toBeVisible();
    await expect(diwanSection.locator('iframe')).toHaveAttribute('src', diwan.map_url);
    await diwanSection.getByRole('link', { name: 'تفاصيل الديوان والتواصل' }).click();
    await expect(page).toHaveURL(/\/diwan$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'المزيد عن تاريخنا' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تاريخ العائلة');
    await expect(page.getByRole('button', { name: 'مشاركة' })).toHaveCount(0);
  });
});

/** Wherever the page is scrolled, nothing a visitor reads or presses lies under the share button. */
async function expectCoversNothing(page: Page) {
  const share = page.getByRole('button', { name: 'مشاركة', exact: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 350) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const covered = await share.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const overlaps = (other: DOMRect) =>
        other.width > 0 &&
        other.left < box.right &&
        other.right > box.left &&
        other.top < box.bottom &&
        other.bottom > box.top;
      // Boxes for what is drawn whole (a picture, a card, a button), the lines themselves for text:
      // a centred line in a full-width paragraph leaves its sides free.
      const drawn = (element: Element): DOMRect[] => {
        if (element.matches('img, button, [data-member-id]')) return [element.getBoundingClientRect()];
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()];
      };
      const content = document.querySelectorAll(
        'main :is(h2, h3, p, a, button, img, li, [data-member-id]), footer :is(a, p, li)',
      );
      return [...content]
        .filter((element) => !element.contains(button) && !button.contains(element))
        .filter((element) => drawn(element).some(overlaps))
        .map((element) => element.textContent?.trim().slice(0, 40) || element.tagName);
    });
    expect(covered, `scrolled to ${y}`).toEqual([]);
  }
}

test(
  'the share button covers no content: in the toolbar on a phone, beside the content on a desktop',
  layout,
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-app-ready]')).toHaveCount(1);
    const share = page.getByRole('button', { name: 'مشاركة', exact: true });
    await expect(share).toHaveCount(1);
    if ((page.viewportSize()?.width ?? 1280) < 1280) {
      // Part of the top bar, which the page scrolls under like everything else in the bar.
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'مشاركة', exact: true }),
      ).toBeVisible();
    } else {
      await expectCoversNothing(page);
    }
    await share.click();
    await expect(page.getByRole('region', { name: 'خيارات المشاركة' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  },
);

test('between a phone and a wide desktop the share button covers no content either', async ({ page }) => {
  // A tablet, and a laptop narrower than the content and a floating button beside it.
  for (const width of [768, 1024, 1279]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-app-ready]')).toHaveCount(1);
    const share = page.getByRole('button', { name: 'مشاركة', exact: true });
    await expect(share, `at ${width} px`).toHaveCount(1);
    // In the top bar, which the page scrolls under as under the rest of the bar; floating, beside
    // the content only.
    const inTopBar = await page
      .getByRole('banner')
      .getByRole('button', { name: 'مشاركة', exact: true })
      .count();
    if (inTopBar === 0) await expectCoversNothing(page);
  }
});

test.describe('history', () => {
  test('the four-entry timeline and the text blocks', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تاريخ العائلة');
    // The timeline's own items: an entry's list of the members it names is inside it.
    const entries = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await expect(entries).toHaveCount(4);
    await expect(entries.getByRole('heading', { level: 3 })).toHaveText([
      'الأصل والنسب',
      'سبب التسمية',
      'أراضي العائلة',
      'معركة الجهراء',
    ]);
    await expect(entries.nth(2)).toContainText('1951');
    await expect(entries.nth(3)).toContainText('1920');
    // The first names the founder and the quarter he settled in, each a link to its page (decision 063).
    await expect(entries.first().getByRole('link', { name: 'سالم بن عبدالله المثال' })).toHaveAttribute(
      'href',
      /^\/family-tree\/member\/\d+$/,
    );
    await expect(
      entries.first().getByRole('link', { name: 'حي القبلة، مدينة الكويت، الكويت' }),
    ).toHaveAttribute('href', /^\/places\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'بين البحر والتجارة' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'الديوان وصلة الرحم' })).toBeVisible();
  });
});

test.describe('diwan', () => {
  test('details, WhatsApp link normalised to 965 and the 500 px map', async ({ page, baseURL }) => {
    const diwan = await diwanInfo(baseURL!);
    await page.goto('/diwan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ديوان العائلة');
    const main = page.getByRole('main');
    await expect(main.getByText(diwan.address)).toBeVisible();
    await expect(main.getByText(diwan.location)).toBeVisible();
    await expect(main.getByText(diwan.opening_hours)).toBeVisible();
    const chat = main.getByRole('link', { name: /واتساب/ });
    const digits = diwan.contact_phone.replace(/\D/g, '');
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/${digits.startsWith('965') ? digits : `965${digits}`}`,
    );
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/965\d+$/);
    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('src', diwan.map_url);
    await expect(map).toHaveAttribute('title', 'خريطة موقع ديوان العائلة');
    await expect.poll(async () => (await map.boundingBox())?.height).toBe(500);
  });

  test('an empty field: the خطأ toast and nothing sent', async ({ page, baseURL }) => {
    const before = (await inbox(baseURL!)).length;
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/contact/send.php') && sent.push(request.url()),
    );
    await page.goto('/diwan');
    await page.getByLabel('الاسم').fill('زائر');
    await page.getByLabel('الموضوع').fill('   ');
    await page.getByLabel('الرسالة').fill('رسالة بلا موضوع');
    await page.getByRole('button', { name: 'إرسال' }).click();
    const error = toast(page, 'يرجى تعبئة جميع الحقول المطلوبة');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-type', 'error');
    await expect(error).toContainText('خطأ');
    await expect(page.getByLabel('الموضوع')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('الاسم')).toHaveValue('زائر');
    expect(sent).toEqual([]);
    expect((await inbox(baseURL!)).length).toBe(before);

    // The toast leaves the header free (the menu, a relative's account and sign-out), on a desktop
    // and on a phone: under it, a tap on sign-out met the toast for its four seconds.
    const toastTop = async () => (await error.boundingBox())?.y ?? -1;
    const headerBottom = async () => {
      const header = await page.locator('header').first().boundingBox();
      return header ? header.y + header.height : Infinity;
    };
    await expect.poll(async () => (await toastTop()) - (await headerBottom())).toBeGreaterThanOrEqual(0);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => (await toastTop()) - (await headerBottom())).toBeGreaterThanOrEqual(0);
  });

  // The one test that really stops a server: the contact form falls back to the mail app when
  // the server is gone mid-visit. Its own server, so the others keep theirs.
  test.describe('on a server of its own', () => {
    let server: RunningServer;
    test.beforeEach(async () => {
      server = await startServer();
    });
    test.afterEach(async () => {
      await server.dispose();
    });

    test('contact form: sending state, success with reset, then the mail-app fallback', async ({ page }) => {
      const base = server.baseURL;
      const subject = unique('استفسار عن الديوان');
      await page.goto(`${base}/diwan`);
      await page.getByLabel('الاسم').fill('زائر الموقع');
      await page.getByLabel('الموضوع').fill(subject);
      await page.getByLabel('الرسالة').fill('السلام عليكم، متى يفتح الديوان يوم الجمعة؟');

      // Hold the real request a moment (never answering for the server) to see the sending state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact/send.php', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'إرسال' }).click();
      const sending = page.getByRole('button', { name: 'جاري الإرسال...' });
      await expect(sending).toBeDisabled();
      release();

      const success = toast(page, 'تم الإرسال');
      await expect(success).toBeVisible();
      await expect(success).toContainText('تم استلام رسالتك بنجاح، شكراً لتواصلك معنا');
      await expect(page.getByRole('button', { name: 'إرسال' })).toBeEnabled();
      for (const label of ['الاسم', 'الموضوع', 'الرسالة'])
        await expect(page.getByLabel(label)).toHaveValue('');
      const stored = (await inbox(base)).find((m) => m.subject === subject);
      expect(stored).toMatchObject({
        name: 'زائر الموقع',
        message: 'السلام عليكم، متى يفتح الديوان يوم الجمعة؟',
      });
      await page.unroute('**/api/contact/send.php');

      // The server goes away: the visitor's mail app takes over and nothing typed is lost.
      await server.stop();
      await page.getByLabel('الاسم').fill('زائر آخر');
      await page.getByLabel('الموضوع').fill('موضوع احتياطي');
      await page.getByLabel('الرسالة').fill('نص يرسل من تطبيق البريد');
      await page.getByRole('button', { name: 'إرسال' }).click();
      await expect(toast(page, 'تم فتح تطبيق البريد')).toBeVisible();
      await expect(page).toHaveURL(`${base}/diwan`);
      await expect(page.getByLabel('الاسم')).toHaveValue('زائر آخر');
      await expect(page.getByLabel('الموضوع')).toHaveValue('موضوع احتياطي');
      await expect(page.getByLabel('الرسالة')).toHaveValue('نص يرسل من تطبيق البريد');
    });
  });

  test('diwan load errors: the home message, the page message and its retry', async ({ page, baseURL }) => {
    const outage = await cutConnection(page, '**/api/diwan/get.php');
    await controlClock(page);
    await openInApp(page, '/');
    await expectAfterRetries(page, page.getByText('تعذر تحميل بيانات الديوان', { exact: true }));
    // docs/product.md#messages: the map area has its own message.
    await expect(page.getByText('خطأ في تحميل الخريطة')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'الديوان' }).click();
    await expectAfterRetries(page, page.getByText('تعذر تحميل بيانات الديوان. يرجى المحاولة مرة أخرى.'));
    const mapError = page.getByRole('main').getByText('خطأ في تحميل الخريطة');
    await expect.poll(async () => (await mapError.boundingBox())?.height).toBe(500);
    // The contact form stays usable: it does not depend on the diwan's data.
    await expect(page.getByRole('button', { name: 'إرسال' })).toBeVisible();

    await outage.restore();
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    const diwan = await diwanInfo(baseURL!);
    await expect(page.getByRole('main').getByText(diwan.address)).toBeVisible();
    await expect(page.getByText('تعذر تحميل بيانات الديوان. يرجى المحاولة مرة أخرى.')).toBeHidden();
  });
});

test.describe('not found', () => {
  test('shows the English text, links home and logs the bad path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
