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
  '/admin/occasions',
  '/admin/occasions/add',
  '/admin/notable-people',
  '/admin/notable-people/add',
  '/admin/diwan',
  // The demo's first timeline entry: the founder and حي القبلة named (decision 063).
  '/admin/history/timeline/edit/1',
  '/admin/family-members',
  '/admin/family-members/new',
  // The founder's form: his places, marriage and life events (decision 056).
  '/admin/family-members/edit/1',
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
  '/admin/suggestions',
  '/admin/sources',
  '/admin/sources/add',
  '/admin/places',
  // The demo's first place (الكويت), with the places within it.
  '/admin/places/edit/1',
];

const RELATIVE = { username: 'cousin.ali', password: 'نخلة-زرقاء-على-شاطئ-الجهراء' };
/** A signed-in relative's own pages (cousin.ali's, in the browser's session). */
const ownPaths = ['/family/directory', '/family/me', '/family/me/propose?kind=child', '/family/account'];

/**
 * Demo members 7 to 9 accept invitations and share their contact details with relatives, so the
 * directory has cards; cousin.ali (member 7) proposes a newborn son for the keepers' queue.
 */
async function fillTheCircle(baseURL: string, invite: (memberId: number) => Promise<string>) {
  const phones = ['+96599998888', '+96566001234', '+447700900123'];
  for (const [index, memberId] of [7, 8, 9].entries()) {
    const username = index === 0 ? RELATIVE.username : `cousin.${memberId}`;
    const accepted = await fetch(`${baseURL}/api/family/accept-invite.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token: (await invite(memberId)).split('/').at(-1),
        username,
        password: RELATIVE.password,
      }),
    });
    const cookie = accepted.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const send = (path: string, body: unknown) =>
      fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    await send('/api/family/update-me.php', {
      contact_phone: phones[index],
      contact_email: index === 1 ? `cousin${memberId}@example.com` : '',
      contact_area: ['الروضة', 'كيفان', ''][index],
      contact_visibility: 'relatives',
    });
    if (index === 0) {
      await send('/api/family/propose.php', {
        kind: 'child',
        name: 'مبارك',
        gender: 'male',
        birth: '2026-11-20',
      });
    }
  }
}

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
 * invitation), with two passkeys, and that relative's own pages.
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
  await fillTheCircle(baseURL, invite);
  // cousin.ali's «حسابي» lists two passkeys.
  const signedIn = await fetch(`${baseURL}/api/family/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(RELATIVE),
  });
  const session = signedIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('nasab_family='))!
    .split(';')[0]!;
  await addPasskey(baseURL, session, 'هاتفي');
  await addPasskey(baseURL, session, '');
  return ['/family/login', await invite(6), ...ownPaths];
}

/** A death notice with both عزاء (for demo member 9) and a wedding: its page and its admin form. */
async function occasionPages(baseURL: string, token: string): Promise<string[]> {
  const create = async (body: object) => {
    const res = await fetch(`${baseURL}/api/admin/occasions/create.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const today = new Date().toISOString().slice(0, 10);
  const notice = await create({
    kind: 'death',
    date: today,
    member_ids: [9],
    prayer_mosque: 'مسجد الدولة الكبير',
    prayer_time: 'بعد صلاة العصر',
    cemetery: 'مقبرة الصليبيخات',
    men_place: 'diwan',
    men_hours: 'بعد صلاة العصر إلى العشاء',
    women_place: 'address',
    women_address: 'الروضة، قطعة 3، شارع 34، منزل 12',
    women_hours: 'من العاشرة صباحاً إلى الظهر',
    phones: '99887766\n+965 6655 4433',
    apply_death_date: false,
  });
  await create({
    kind: 'wedding',
    title: 'زواج سالم بن محمد',
    date: `${today.slice(0, 8)}28`,
    body: 'يسر العائلة دعوتكم.',
  });
  return [`/occasions/${notice}`, `/admin/occasions/edit/${notice}`];
}

/**
 * A public source (decision 060) with its image, supporting a demo member's birth, name and first
 * event of his life: its page, and the member's page with the marks beside the facts.
 */
async function sourcePages(baseURL: string, token: string): Promise<string[]> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const members = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as {
    id: number;
    visibility: string;
    birth?: string;
  }[];
  const member = members.find((one) => one.visibility === 'public' && one.birth)!;
  const source = await post('/api/admin/sources/create.php', {
    kind: 'document',
    title: 'وثيقة بيع بيت في حي القبلة سنة 1350هـ',
    author: 'كاتب العدل عبدالله الفلاني',
    details: 'وثيقة بخط اليد تذكر البائع والمشتري والشهود.\n\nحفظها الأبناء في صندوق الديوان.',
    is_public: true,
  });
  for (const fact of ['birth', 'name']) {
    await post('/api/admin/citations/create.php', {
      source_id: source,
      fact,
      member_id: member.id,
      page: 'ص 3',
    });
  }
  // And the first event of his life story, marked beside it.
  const profile = (await (
    await fetch(`${baseURL}/api/family-members/profile.php?id=${member.id}`)
  ).json()) as {
    profile: { life?: { event_id?: number }[] };
  };
  const event = profile.profile.life?.find((entry) => entry.event_id !== undefined)?.event_id;
  if (event !== undefined) {
    await post('/api/admin/citations/create.php', { source_id: source, fact: 'event', event_id: event });
  }
  return [
    `/sources/${source}`,
    `/family-tree/member/${member.id}`,
    `/admin/sources/edit/${source}`,
    `/admin/family-members/edit/${member.id}`,
  ];
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

/**
 * «الأفراد المكررون» with a pair to show (decision 057): a second record of a demo member with a
 * father, as a second import would bring it (an approximate birth, another role and biography).
 */
async function duplicatePages(baseURL: string, token: string): Promise<string[]> {
  const members = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as {
    id: number;
    name: string;
    parent: number | null;
    gender: 'male' | 'female' | null;
    generation: number;
    birth: string;
  }[];
  const original = members.find((member) => member.parent !== null && /^\d{4}$/.test(member.birth))!;
  const res = await fetch(`${baseURL}/api/family-members/create.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: original.name,
      generation: original.generation,
      parent: original.parent,
      gender: original.gender,
      birth: `ABT ${original.birth}`,
      role: 'تاجر لؤلؤ',
      bio: 'سيرة من الملف الثاني: عمل في تجارة اللؤلؤ وسافر إلى الهند.',
    }),
  });
  const copy = ((await res.json()) as { data: { id: number } }).data.id;
  return ['/admin/duplicates', `/admin/duplicates/merge?first=${original.id}&second=${copy}`];
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

/** /occasions read offline from the copy the service worker kept, with its note. */
async function offlineOccasions(page: Page, baseURL: string, width: number, suffix: string) {
  await page.goto(`${baseURL}/occasions`, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    async () => (await caches.match('/occasions', { ignoreVary: true })) !== undefined,
  );
  await page.context().setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const name = `_occasions-offline-${width}${suffix}.png`;
  await page.screenshot({ path: `screenshots/${name}`, fullPage: false });
  console.log(`screenshots/${name}`);
  await page.context().setOffline(false);
}

async function main() {
  const filter = process.argv[2];
  const locale = process.env.SCREENSHOT_LOCALE ?? 'ar-KW';
  const suffix = locale === 'ar-KW' ? '' : `-${locale}`;
  fs.mkdirSync('screenshots', { recursive: true });
  // An SMTP server is named so «حسابي» shows its e-mail choices; nobody chooses any, so none is sent.
  const server = await startServer({ SMTP_URL: 'smtp://127.0.0.1:25' });
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
  const familyPaths = [
    ...(await relativesPages(server.baseURL, token)),
    ...(await occasionPages(server.baseURL, token)),
    ...(await sourcePages(server.baseURL, token)),
  ];
  const reading = await relativeReading(server.baseURL, token);
  const duplicatePaths = await duplicatePages(server.baseURL, token);
  const mergePath = duplicatePaths[1]!;
  openedScreens.push({
    path: mergePath,
    name: 'confirm',
    open: (page) => page.getByRole('button', { name: 'دمج الفردين' }).click(),
  });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
      const page = await context.newPage();
      let signedIn = false;
      let relativeSignedIn = false;
      const publicPaths = [
        ...publicPageUrls,
        ...reading.paths.filter((path) => !publicPageUrls.includes(path)),
      ];
      for (const path of ['/admin/login', ...publicPaths, ...familyPaths, ...adminPaths, ...duplicatePaths]) {
        if (filter && !path.includes(filter)) continue;
        // Signed in before the first admin screen, whichever the filter lets through first.
        if (path.startsWith('/admin') && path !== '/admin/login' && !signedIn) {
          if (!page.url().startsWith(server.baseURL)) await page.goto(server.baseURL);
          await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
          signedIn = true;
        }
        if (ownPaths.includes(path) && !relativeSignedIn) {
          await context.request.post(`${server.baseURL}/api/family/login.php`, { data: RELATIVE });
          relativeSignedIn = true;
        }
        await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        // An invitation's token is no name for a file, nor a query string.
        const shown = path.replace(/\/family\/invite\/.*/, '/family/invite').replace(/[?=&]/g, '_');
        const name = `${shown.replace(/\//g, '_') || '_'}-${width}${suffix}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
        for (const opened of openedScreens.filter((screen) => screen.path === path)) {
          await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
          await opened.open(page);
          await page.waitForTimeout(500);
          const openedName = `${path.replace(/[/?=&]/g, '_')}-${opened.name}-${width}${suffix}.png`;
          await page.screenshot({ path: `screenshots/${openedName}` });
          console.log(`screenshots/${openedName}`);
        }
      }
      if (!filter || '/occasions'.includes(filter))
        await offlineOccasions(page, server.baseURL, width, suffix);
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
