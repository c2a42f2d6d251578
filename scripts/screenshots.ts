/**
 * Screenshots of every screen at 375 px and 1280 px, for a person to look at:
 *   npm run build && npx tsx scripts/screenshots.ts [path-filter]
 * in an Arabic browser (ar-KW), or another locale with SCREENSHOT_LOCALE=en-US: the site is Arabic
 * whatever the browser's language, and must look it. Writes PNGs into screenshots/ (git-ignored).
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, publicPageUrls, startServer } from '../e2e/server';
import { SoftAuthenticator } from '../src/server/test/passkeys';

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

/** A passkey named `label` for the session's account, made by a software authenticator. */
async function addPasskey(baseURL: string, cookie: string, label: string): Promise<void> {
  const post = (path: string, body: unknown, cookies = cookie) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: cookies },
      body: JSON.stringify(body),
    });
  const options = await post('/api/family/passkeys/add-options.php', {});
  const ceremony = options.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = (await options.json()) as { data: { challenge: string; user: { id: string } } };
  const response = new SoftAuthenticator(baseURL).create(data);
  await post('/api/family/passkeys/add.php', { response, label }, `${cookie}; ${ceremony}`);
}

/**
 * A relative's pages: the sign-in, an invitation (for demo member 6) to open, and «حسابي» of
 * another demo member who accepted one first (so «الأقارب» shows an account beside the waiting
 * invitation), with two passkeys; the session of that relative, for «حسابي».
 */
async function relativesPages(baseURL: string, token: string) {
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
  const acceptance = await fetch(`${baseURL}/api/family/accept-invite.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: accepted,
      username: 'cousin.ali',
      password: 'نخلة-زرقاء-على-شاطئ-الجهراء',
    }),
  });
  const session = acceptance.headers
    .getSetCookie()
    .find((line) => line.startsWith('nasab_family='))!
    .split(';')[0]!;
  await addPasskey(baseURL, session, 'هاتفي');
  await addPasskey(baseURL, session, '');
  return { paths: ['/family/login', await invite(6), '/family/account'], session };
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
  const family = await relativesPages(server.baseURL, token);
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
      const page = await context.newPage();
      let signedIn = false;
      for (const path of ['/admin/login', ...publicPageUrls, ...family.paths, ...adminPaths]) {
        if (filter && !path.includes(filter)) continue;
        // «حسابي» is the signed-in relative's (and the pages after it show their mark).
        if (path === '/family/account') {
          const [name, value] = family.session.split('=') as [string, string];
          await context.addCookies([
            { name, value, url: server.baseURL },
            { name: 'nasab-family-signed-in', value: '1', url: server.baseURL },
          ]);
        }
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
