import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import {
  calendarFeedPath,
  familyCalendarPath,
  familyCalendarRoute,
  occasionCalendarPath,
} from '#shared/occasions/calendar-paths.ts';
import { memberBody, newsBody, placeBody, siteSettingsBody } from '#server/test/factories.ts';
import { imageForm, request, type Json, type TestResponse } from '#server/test/http.ts';
import { pngBytes } from '#server/test/images.ts';
import { accept, invite, sessionCookie } from '#server/test/relatives.ts';
import { SHARE_CARD_ROUTE } from '#server/routes/public/occasion-card.ts';
import { registeredRoutes } from '#server/test/snapshot.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir } from '#server/test/web-dir.ts';

// What a signed-in relative sees (docs/product.md#the-familys-own-circle, decision 049): the living
// the public sees limited, in full, within the site's reach of his own member; never a hidden
// member, nor one a keeper kept to «الأمناء فقط»; and the family-only news. Every public output is
// read twice, as the public and as the relative, from the app's own route table, and the two
// readers' answers never reach each other through a cache. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

let server: TestServer;
let webDir: string;
let cookie = '';
const auth = () => ({ token: server.token });

// ASCII markers in each member's biography and dates: the same in JSON, markup and a data block.
const tag = `${process.pid}x${Date.now()}`;
const bio = (who: string) => `bio-${who}-${tag}`;
const FAMILY_TITLE = `family-only-${tag}`;
const PUBLIC_TITLE = `for-everyone-${tag}`;

/**
 * The viewer خالد and his kin. Steps from him: father 1, brother and sisters 2, the brother's
 * daughter 3. The site's reach is 2 steps unless a test widens it.
 */
const ids = {
  founder: 0,
  father: 0,
  viewer: 0,
  brother: 0,
  niece: 0,
  limitedSister: 0,
  hiddenSister: 0,
  keptSister: 0,
  familyNews: 0,
  publicNews: 0,
  place: 0,
};
let brotherPhoto = '';

async function created(path: string, json: Json): Promise<number> {
  const res = await request(server, 'POST', path, { ...auth(), json });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

const living = (name: string, overrides: Json) =>
  memberBody({ name, generation: 3, visibility: 'auto', bio: bio(name), ...overrides });

async function setScope(relativesScopeSteps: number | '') {
  const res = await request(server, 'POST', api.admin.site.update, {
    ...auth(),
    json: siteSettingsBody({ founderName: 'سالم', relativesScopeSteps: relativesScopeSteps as never }),
  });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  await setScope(2);
  ids.founder = await created(
    api.familyMembers.create,
    memberBody({ name: 'سالم', generation: 1, birth: '1850', death: '1920', bio: bio('founder') }),
  );
  ids.father = await created(
    api.familyMembers.create,
    living('father', { generation: 2, parent: ids.founder, birth: '2 FEB 1950' }),
  );
  ids.viewer = await created(
    api.familyMembers.create,
    living('viewer', { parent: ids.father, birth: '3 MAR 1980' }),
  );
  const upload = await request(server, 'POST', api.admin.familyMembers.upload, {
    ...auth(),
    body: imageForm(await pngBytes(32, 32)),
  });
  brotherPhoto = upload.body.imageUrl;
  // Where the brother lives (decision 056): his page's and the place's to tell the relative only.
  ids.place = await created(api.admin.places.create, placeBody({ name: 'الشامية' }));
  ids.brother = await created(
    api.familyMembers.create,
    living('brother', {
      parent: ids.father,
      birth: '4 APR 1982',
      image: brotherPhoto,
      events: [{ kind: 'residence', place_id: ids.place }],
    }),
  );
  ids.niece = await created(
    api.familyMembers.create,
    living('niece', { generation: 4, parent: ids.brother, gender: 'female', birth: '5 MAY 2010' }),
  );
  ids.limitedSister = await created(
    api.familyMembers.create,
    living('limited', {
      parent: ids.father,
      gender: 'female',
      birth: '6 JUN 1985',
      visibility: 'limited',
    }),
  );
  ids.hiddenSister = await created(
    api.familyMembers.create,
    living('hidden', { parent: ids.father, gender: 'female', birth: '8 AUG 1987', visibility: 'hidden' }),
  );
  ids.keptSister = await created(
    api.familyMembers.create,
    living('kept', { parent: ids.father, gender: 'female', birth: '9 SEP 1989', relatives_see_full: false }),
  );
  ids.publicNews = await created(api.admin.news.create, newsBody({ title: PUBLIC_TITLE }));
  ids.familyNews = await created(
    api.admin.news.create,
    newsBody({
      title: FAMILY_TITLE,
      excerpt: `${FAMILY_TITLE}-excerpt`,
      audience: 'family',
      member_ids: [ids.brother],
    }),
  );
  const { token } = await invite(server, ids.viewer);
  cookie = sessionCookie(await accept(server, token, `viewer-${process.pid}`)) ?? '';
  expect(cookie).not.toBe('');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const asPublic = (url: string, headers: Record<string, string> = {}) =>
  request(server, 'GET', url, { headers });
const asRelative = (url: string, headers: Record<string, string> = {}) =>
  request(server, 'GET', url, { headers: { cookie, ...headers } });

/** The markers an answer carries, of those that may differ between readers. */
function markersIn(text: string): string[] {
  const found = ['father', 'viewer', 'brother', 'niece', 'limited', 'hidden', 'kept']
    .map(bio)
    .filter((marker) => text.includes(marker));
  if (text.includes(FAMILY_TITLE)) found.push(FAMILY_TITLE);
  if (new RegExp(`/news/${ids.familyNews}(?!\\d)`).test(text)) found.push(`/news/${ids.familyNews}`);
  if (text.includes('"family_only"')) found.push('family_only');
  return found;
}

/** What a relative must never be shown: a hidden member, a kept one, one past the reach. */
const NEVER_FOR_THE_RELATIVE = [bio('hidden'), bio('kept'), bio('niece')];

/** Every public GET route, with the requests that read what it can say about the family. */
function publicReads(): Record<string, string[]> {
  const { founder, father, brother, niece, limitedSister, hiddenSister, keptSister } = ids;
  const m = api.familyMembers;
  const members = [founder, father, brother, niece, limitedSister, hiddenSister, keptSister];
  return {
    [api.health]: [api.health],
    [api.site]: [api.site],
    [api.history]: [api.history],
    [api.notablePeople]: [api.notablePeople],
    [api.diwan]: [api.diwan],
    // A public source's page (decision 060); none is made here, so it answers like a missing one.
    [api.sources.get]: [withId(api.sources.get, 1)],
    [api.views]: [`${api.views}?news=${ids.familyNews}`],
    [api.news.list]: [api.news.list],
    [api.news.get]: [withId(api.news.get, ids.publicNews), withId(api.news.get, ids.familyNews)],
    [m.list]: [m.list],
    [m.get]: members.map((id) => withId(m.get, id)),
    [m.profile]: members.map((id) => withId(m.profile, id)),
    [m.search]: [`${m.search}?q=${encodeURIComponent('سالم')}`, `${m.search}?q=${'brother'}`],
    [m.founder]: [m.founder],
    [m.branch]: [m.branch, withId(m.branch, father), `${m.branch}?member=${niece}`],
    [m.relationship]: [`${m.relationship}?from=${brother}&to=${founder}`],
    [api.family.me]: [api.family.me],
    [api.family.invite]: [`${api.family.invite}?token=nothing`],
    [api.family.directory]: [api.family.directory],
    [api.family.household]: [api.family.household],
    [api.family.passkeys.list]: [api.family.passkeys.list],
    // The site's VAPID public key: the same for everyone, nothing of the family.
    [api.push.key]: [api.push.key],
    '/manifest.webmanifest': ['/manifest.webmanifest'],
    [api.occasions.list]: [api.occasions.list],
    [api.occasions.get]: [withId(api.occasions.get, 1)],
    [api.places.get]: [withId(api.places.get, ids.place)],
    [SHARE_CARD_ROUTE]: ['/occasions/1/card.png'],
    [api.family.calendar]: [api.family.calendar],
    [api.family.mail]: [api.family.mail],
    [calendarFeedPath]: [calendarFeedPath, occasionCalendarPath(1)],
    [familyCalendarRoute]: [familyCalendarPath('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')],
    '/index.html': ['/index.html'],
    '/robots.txt': ['/robots.txt'],
    '/rss.xml': ['/rss.xml'],
    '/sitemap.xml': ['/sitemap.xml'],
  };
}

/** The pages the server renders. */
const pages = () => [
  '/',
  '/news',
  `/news/${ids.publicNews}`,
  `/news/${ids.familyNews}`,
  '/family-tree',
  `/family-tree?member=${ids.niece}`,
  ...[ids.founder, ids.father, ids.brother, ids.niece, ids.limitedSister, ids.keptSister].map(
    (id) => `/family-tree/member/${id}`,
  ),
  `/family-tree/member/${ids.hiddenSister}`,
  `/family-tree/member/${ids.father}/print`,
];

describe('each reader in every public output', () => {
  it('every public route (from the route table): the public sees none of it, the relative nothing beyond his due', async () => {
    const reads = publicReads();
    const registered = registeredRoutes(server.app)
      .filter(
        (route) =>
          route.method === 'GET' && !route.path.startsWith('/api/admin') && !route.path.includes('*'),
      )
      .map((route) => route.path);
    expect(registered.filter((path) => !(path in reads))).toEqual([]);
    const seenByRelative = new Set<string>();
    for (const url of Object.values(reads).flat()) {
      const publicAnswer = await asPublic(url);
      expect(publicAnswer.status, url).toBeLessThan(500);
      expect(markersIn(publicAnswer.text), url).toEqual([]);
      const relativeAnswer = await asRelative(url);
      expect(relativeAnswer.status, url).toBeLessThan(500);
      const found = markersIn(relativeAnswer.text);
      expect(
        found.filter((marker) => NEVER_FOR_THE_RELATIVE.includes(marker)),
        url,
      ).toEqual([]);
      // Feeds and the sitemap are read by machines without a session: never the family's items.
      if (['/rss.xml', '/sitemap.xml', '/robots.txt'].includes(url)) expect(found, url).toEqual([]);
      for (const marker of found) seenByRelative.add(marker);
    }
    // What the relative is owed reached him: his father, brother and explicitly limited sister
    // in full, and the family-only item.
    expect([...seenByRelative].sort()).toEqual(
      [bio('father'), bio('viewer'), bio('brother'), bio('limited'), FAMILY_TITLE, 'family_only'].sort(),
    );
  });

  it('a member the public sees limited: the relative gets the whole record, the public the name', async () => {
    const url = withId(api.familyMembers.get, ids.brother);
    const seen = (await asRelative(url)).body;
    expect(seen).toMatchObject({
      visibility: 'public',
      birth: '4 APR 1982',
      bio: bio('brother'),
      image: brotherPhoto,
    });
    const publicRecord = (await asPublic(url)).body;
    expect(publicRecord.visibility).toBe('limited');
    expect(publicRecord).not.toHaveProperty('birth');
    // The page's summaries (children, siblings) and search results carry the dates too.
    const profile = (await asRelative(withId(api.familyMembers.profile, ids.father))).body.profile;
    const brother = profile.children[0].children.find((child: Json) => child.id === ids.brother);
    expect(brother).toMatchObject({ visibility: 'public', birth: '4 APR 1982' });
    const kept = profile.children[0].children.find((child: Json) => child.id === ids.keptSister);
    expect(kept.visibility).toBe('limited');
    expect(kept).not.toHaveProperty('birth');
    const slice = (await asRelative(withId(api.familyMembers.branch, ids.father))).body;
    expect(slice.members.find((member: Json) => member.id === ids.brother).bio).toBe(bio('brother'));
  });

  it('hidden stays hidden and «الأمناء فقط» stays limited for the relative', async () => {
    expect((await asRelative(withId(api.familyMembers.get, ids.hiddenSister))).status).toBe(404);
    expect((await asRelative(`/family-tree/member/${ids.hiddenSister}`)).status).toBe(404);
    const kept = (await asRelative(withId(api.familyMembers.get, ids.keptSister))).body;
    expect(kept.visibility).toBe('limited');
    expect(kept).not.toHaveProperty('bio');
  });

  it('the reach: past 2 steps the living are limited; the whole family once the owner says so', async () => {
    const niece = withId(api.familyMembers.get, ids.niece);
    expect((await asRelative(niece)).body.visibility).toBe('limited');
    await setScope('');
    try {
      expect((await asRelative(niece)).body).toMatchObject({ visibility: 'public', birth: '5 MAY 2010' });
      const page = await asRelative(`/family-tree/member/${ids.niece}`);
      expect(page.text).toContain(bio('niece'));
      // Still kept and hidden, and still nothing for the public.
      expect((await asRelative(withId(api.familyMembers.get, ids.keptSister))).body.visibility).toBe(
        'limited',
      );
      expect(markersIn((await asPublic(api.familyMembers.list)).text)).toEqual([]);
    } finally {
      await setScope(2);
    }
  });

  it('the family-only item: in the relative’s list, page, home and member page, marked; a 404 for the public', async () => {
    const list = (await asRelative(api.news.list)).body.news;
    expect(list.find((item: Json) => item.id === ids.familyNews)).toMatchObject({ family_only: true });
    expect(list.find((item: Json) => item.id === ids.publicNews)).not.toHaveProperty('family_only');
    const item = await asRelative(withId(api.news.get, ids.familyNews));
    expect(item.body.news).toMatchObject({ title: FAMILY_TITLE, family_only: true });
    expect((await asPublic(withId(api.news.get, ids.familyNews))).status).toBe(404);
    const mentions = (await asRelative(withId(api.familyMembers.profile, ids.brother))).body.profile.news;
    expect(mentions).toEqual([expect.objectContaining({ id: ids.familyNews, family_only: true })]);
    for (const url of ['/', '/news', `/news/${ids.familyNews}`, `/family-tree/member/${ids.brother}`]) {
      const page = await asRelative(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toContain(FAMILY_TITLE);
    }
    const publicPage = await asPublic(`/news/${ids.familyNews}`);
    expect(publicPage.status).toBe(404);
  });

  it('every page: the public’s never carries the relative’s data, the relative’s never the hidden', async () => {
    for (const url of pages()) {
      const publicPage = await asPublic(url);
      expect(markersIn(publicPage.text), url).toEqual([]);
      const relativePage = await asRelative(url);
      expect(relativePage.headers.get('cache-control'), url).toBe('private, no-store');
      expect(
        markersIn(relativePage.text).filter((marker) => NEVER_FOR_THE_RELATIVE.includes(marker)),
        url,
      ).toEqual([]);
    }
    const brotherPage = await asRelative(`/family-tree/member/${ids.brother}`);
    expect(brotherPage.text).toContain(bio('brother'));
    expect(brotherPage.text).toContain('4 APR 1982');
  });

  it('a photo the public may not have is the relative’s, kept by no cache; a kept member’s stays a 404', async () => {
    expect((await asPublic(brotherPhoto)).status).toBe(404);
    const seen = await asRelative(brotherPhoto);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the two readers’ answers never cross', () => {
  const pageUrl = () => `/family-tree/member/${ids.brother}`;
  const branchUrl = () => withId(api.familyMembers.branch, ids.father);

  const expectRelatives = (res: TestResponse, url: string) => {
    expect(res.status, url).toBe(200);
    expect(res.text, url).toContain(bio('brother'));
    expect(res.headers.get('cache-control'), url).toBe('private, no-store');
    expect(res.headers.get('etag'), url).toBeNull();
  };

  it('read by the relative first, then by the public: the public gets the public’s', async () => {
    for (const url of [pageUrl(), branchUrl(), api.news.list]) {
      const relative = await asRelative(url);
      expect(markersIn(relative.text).length, url).toBeGreaterThan(0);
      const publicAnswer = await asPublic(url);
      expect(markersIn(publicAnswer.text), url).toEqual([]);
      // Kept for the public, and said to depend on the cookie for any cache on the way.
      expect(publicAnswer.headers.get('vary'), url).toMatch(/Cookie/);
      expect(relative.headers.get('vary'), url).toMatch(/Cookie/);
    }
  });

  it('read by the public first (kept, with its ETag), then by the relative: the public’s copy is not his', async () => {
    for (const url of [pageUrl(), branchUrl()]) {
      const first = await asPublic(url);
      const etag = first.headers.get('etag')!;
      expect(etag, url).toBeTruthy();
      expect((await asPublic(url, { 'if-none-match': etag })).status, url).toBe(304);
      // The relative's browser revalidating the public copy it kept before signing in.
      expectRelatives(await asRelative(url, { 'if-none-match': etag }), url);
      // And the public's copy is still the public's.
      const again = await asPublic(url);
      expect(again.headers.get('x-cache'), url).toBe('hit');
      expect(markersIn(again.text), url).toEqual([]);
    }
  });

  it('a revoked relative gets the public’s answer at once', async () => {
    const member = await created(api.familyMembers.create, living('revoked', { parent: ids.father }));
    const { token } = await invite(server, member);
    const own = sessionCookie(await accept(server, token, `revoked-${process.pid}`))!;
    const url = withId(api.familyMembers.get, ids.brother);
    expect((await request(server, 'GET', url, { headers: { cookie: own } })).body.visibility).toBe('public');
    const account = (await server.app.repos.relatives.findAccountByUsername(`revoked-${process.pid}`))!;
    const revoke = await request(server, 'POST', api.admin.relatives.revoke, {
      ...auth(),
      json: { id: account.id },
    });
    expect(revoke.status, revoke.text).toBe(200);
    for (const read of [url, `/family-tree/member/${ids.brother}`, api.news.list]) {
      const after = await request(server, 'GET', read, { headers: { cookie: own } });
      expect(markersIn(after.text), read).toEqual([]);
    }
    expect((await request(server, 'GET', brotherPhoto, { headers: { cookie: own } })).status).toBe(404);
  });

  it('a request that names a reader without the server’s secret is the public’s', async () => {
    const res = await asPublic(withId(api.familyMembers.get, ids.brother), {
      'x-nasab-reader': `1.${ids.viewer}.1`,
    });
    expect(res.body.visibility).toBe('limited');
  });
});
