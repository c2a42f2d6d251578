/**
 * Screenshots of every screen at 375 px and 1280 px, for a person to look at:
 *   npm run build && npx tsx scripts/screenshots.ts [path-filter]
 * in an Arabic browser (ar-KW), or another locale with SCREENSHOT_LOCALE=en-US: the site is Arabic
 * whatever the browser's language, and must look it. Writes PNGs into screenshots/ (git-ignored).
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, publicPageUrls, startServer } from '../e2e/server';

const adminPaths = [
  '/admin',
  '/admin/news',
  '/admin/news/add',
  '/admin/notable-people',
  '/admin/notable-people/add',
  '/admin/diwan',
  '/admin/family-members',
  '/admin/family-members/new',
  '/admin/change-password',
  '/admin/db-seed',
  '/admin/site-settings',
  '/admin/messages',
  '/admin/import',
  '/admin/users',
  '/admin/audit',
  '/admin/two-factor',
  '/admin/backup',
  '/admin/relatives',
];

/**
 * A relative's pages: the sign-in, and an invitation (for demo member 6) to open; another demo
 * member accepts one first, so «الأقارب» shows an account beside the waiting invitation.
 */
async function relativesPages(baseURL: string, token: string): Promise<string[]> {
  const invite = async (memberId: number) => {
    const res = await fetch(`${baseURL}/api/admin/relatives/invite.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ member_id: memberId }),
    });
    const { data } = (await res.json()) as { data: { invite_url: string } };
    return new URL(data.invite_url).pathname;
  };
  const accepted = (await invite(7)).split('/').at(-1);
  await fetch(`${baseURL}/api/family/accept-invite.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: accepted,
      username: 'cousin.ali',
      password: 'نخلة-زرقاء-على-شاطئ-الجهراء',
    }),
  });
  return ['/family/login', await invite(6)];
}

/**
 * What a signed-in relative reads beside what the public reads (decision 049): a living member's
 * page (the first the public sees limited) and the news, with a family-only item naming him. The
 * relative is the one `relativesPages` signed up; his session's cookies are returned.
 */
async function relativeReading(baseURL: string, token: string) {
  const members = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as {
    id: number;
    visibility: string;
  }[];
  const living = members.find((member) => member.visibility === 'limited')!;
  await fetch(`${baseURL}/api/admin/news/create.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'لقاء العائلة السنوي في الديوان',
      excerpt: 'موعد لقاء العائلة هذا العام ومن يستضيفه، للأقارب وحدهم.',
      content: 'يجتمع أفراد العائلة في الديوان بعد صلاة العشاء.',
      date: '2024-06-01',
      category: 'occasions',
      image: '',
      link: '',
      audience: 'family',
      member_ids: [living.id],
    }),
  });
  const login = await fetch(`${baseURL}/api/family/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'cousin.ali', password: 'نخلة-زرقاء-على-شاطئ-الجهراء' }),
  });
  const cookies = login.headers.getSetCookie().map((line) => {
    const [name, value] = line.split(';')[0]!.split('=');
    return { name: name!, value: value!, url: baseURL };
  });
  return { paths: [`/family-tree/member/${living.id}`, '/news'], cookies };
}

/** Screens that matter with something opened on them: a popover a full-page load never shows. */
const openedScreens: { path: string; name: string; open: (page: Page) => Promise<void> }[] = [
  {
    path: '/admin/news/add',
    name: 'date-picker-open',
    open: (page) => page.getByRole('button', { name: /^التاريخ/ }).click(),
  },
  {
    path: '/admin/news/add',
    name: 'scheduled',
    open: async (page) => {
      await page.getByRole('combobox', { name: 'الحالة' }).selectOption('scheduled');
      await page.getByRole('button', { name: /^موعد النشر/ }).scrollIntoViewIfNeeded();
    },
  },
];

async function main() {
  const filter = process.argv[2];
  const locale = process.env.SCREENSHOT_LOCALE ?? 'ar-KW';
  const suffix = locale === 'ar-KW' ? '' : `-${locale}`;
  fs.mkdirSync('screenshots', { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const login = await fetch(`${server.baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const familyPaths = await relativesPages(server.baseURL, token);
  const reading = await relativeReading(server.baseURL, token);
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
      const page = await context.newPage();
      let signedIn = false;
      const publicPaths = [
        ...publicPageUrls,
        ...reading.paths.filter((path) => !publicPageUrls.includes(path)),
      ];
      for (const path of ['/admin/login', ...publicPaths, ...familyPaths, ...adminPaths]) {
        if (filter && !path.includes(filter)) continue;
        // Signed in before the first admin screen, whichever the filter lets through first.
        if (path.startsWith('/admin') && path !== '/admin/login' && !signedIn) {
          if (!page.url().startsWith(server.baseURL)) await page.goto(server.baseURL);
          await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
          signedIn = true;
        }
        await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        // An invitation's token is no name for a file.
        const shown = path.replace(/\/family\/invite\/.*/, '/family/invite');
        const name = `${shown.replace(/\//g, '_') || '_'}-${width}${suffix}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
        for (const opened of openedScreens.filter((screen) => screen.path === path)) {
          await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
          await opened.open(page);
          await page.waitForTimeout(500);
          const openedName = `${path.replace(/\//g, '_')}-${opened.name}-${width}${suffix}.png`;
          await page.screenshot({ path: `screenshots/${openedName}` });
          console.log(`screenshots/${openedName}`);
        }
      }
      await context.close();
      // The same pages as the relative signed in reads them.
      const relative = await browser.newContext({ viewport: { width, height: 800 }, locale });
      await relative.addCookies(reading.cookies);
      const relativePage = await relative.newPage();
      for (const path of reading.paths) {
        if (filter && !path.includes(filter)) continue;
        await relativePage.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
        await relativePage.waitForTimeout(1500);
        const name = `${path.replace(/\//g, '_')}-relative-${width}${suffix}.png`;
        await relativePage.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await relative.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
