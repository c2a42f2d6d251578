import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import {
  calendarFeedPath,
  familyCalendarPath,
  familyCalendarRoute,
  occasionCalendarPath,
} from '#shared/occasions/calendar-paths.ts';
import {
  deathNoticeBody,
  memberBody,
  newsBody,
  occasionBody,
  placeBody,
  siteSettingsBody,
} from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { SHARE_CARD_ROUTE } from '#server/routes/public/occasion-card.ts';
import { registeredRoutes } from '#server/test/snapshot.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir } from '#server/test/web-dir.ts';

// The family's own circle (docs/product.md#the-familys-own-circle): family-only news, members'
// contact details and the keepers' choices for relatives are stored and round-trip through the
// admin API, and no public output ever carries any of them. The outputs are enumerated from the
// app's own route table, so a public route added later fails here until it is listed.

let server: TestServer;
let webDir: string;
const auth = () => ({ token: server.token });

// ASCII markers: they read the same in JSON, in markup and in a page's escaped data block.
const tag = `${process.pid}x${Date.now()}`;
const SECRET = {
  phoneDigits: '99887766',
  email: `circle-${tag}@example.com`,
  area: `Rawda-${tag}`,
  newsTitle: `family-only-title-${tag}`,
  newsExcerpt: `family-only-excerpt-${tag}`,
  newsContent: `family-only-content-${tag}`,
  occasionTitle: `family-only-occasion-${tag}`,
  occasionBody: `family-only-occasion-body-${tag}`,
  noticeMosque: `family-only-mosque-${tag}`,
};
const PUBLIC_TITLE = `public-title-${tag}`;
const PUBLIC_OCCASION = `public-occasion-${tag}`;
/**
 * Field names of the keepers' copies, which no public answer has. Not `contact_phone`: the diwan's
 * public number has that name too; the member's number is looked for by its digits.
 */
const KEEPER_FIELDS = [
  'contact_email',
  'contact_area',
  'contact_visibility',
  'relatives_see_full',
  'audience',
  'family_only',
  'relativesScopeSteps',
];

const ids = {
  founder: 0,
  son: 0,
  familyNews: 0,
  publicNews: 0,
  familyOccasion: 0,
  familyNotice: 0,
  publicOccasion: 0,
  place: 0,
  inviteToken: '',
};

async function created(path: string, json: Json): Promise<number> {
  const res = await request(server, 'POST', path, { ...auth(), json });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  const saved = await request(server, 'POST', api.admin.site.update, {
    ...auth(),
    json: siteSettingsBody({ founderName: 'سالم', relativesScopeSteps: 3 }),
  });
  expect(saved.status, saved.text).toBe(200);
  // Where both were born: its page lists the founder (decision 056).
  ids.place = await created(api.admin.places.create, placeBody({ name: 'حي القبلة' }));
  // Dead long ago and public in full: every field of his is in the public outputs, but these.
  ids.founder = await created(
    api.familyMembers.create,
    memberBody({
      name: 'سالم',
      generation: 1,
      birth: '1850',
      death: '1920',
      birth_place_id: ids.place,
      contact_phone: `+965 ${SECRET.phoneDigits}`,
      contact_email: SECRET.email,
      contact_area: SECRET.area,
      contact_visibility: 'relatives',
      relatives_see_full: false,
    }),
  );
  ids.son = await created(
    api.familyMembers.create,
    memberBody({
      name: 'محمد',
      generation: 2,
      parent: ids.founder,
      birth: '1990',
      birth_place_id: ids.place,
      contact_phone: '٩٩٨٨ ٧٧٦٦',
      contact_email: SECRET.email,
      contact_visibility: 'keepers',
    }),
  );
  const invite = await request(server, 'POST', api.admin.relatives.invite, {
    ...auth(),
    json: { member_id: ids.son },
  });
  expect(invite.status, invite.text).toBe(200);
  ids.inviteToken = String(invite.body.data.invite_url).split('/').at(-1)!;
  ids.publicNews = await created(
    api.admin.news.create,
    newsBody({ title: PUBLIC_TITLE, member_ids: [ids.founder] }),
  );
  ids.familyNews = await created(
    api.admin.news.create,
    newsBody({
      title: SECRET.newsTitle,
      excerpt: SECRET.newsExcerpt,
      content: SECRET.newsContent,
      audience: 'family',
      member_ids: [ids.founder],
    }),
  );
  ids.publicOccasion = await created(
    api.admin.occasions.create,
    occasionBody({ title: PUBLIC_OCCASION, member_ids: [ids.founder] }),
  );
  ids.familyOccasion = await created(
    api.admin.occasions.create,
    occasionBody({
      title: SECRET.occasionTitle,
      body: SECRET.occasionBody,
      audience: 'family',
      member_ids: [ids.founder],
    }),
  );
  ids.familyNotice = await created(
    api.admin.occasions.create,
    deathNoticeBody(ids.son, { audience: 'family', prayer_mosque: SECRET.noticeMosque }),
  );
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Every public GET route of the API and the feeds, with the requests that read all it can say. */
function publicReads(): Record<string, string[]> {
  const { founder, son, familyNews, publicNews, inviteToken } = ids;
  const m = api.familyMembers;
  return {
    [api.health]: [api.health],
    [api.site]: [api.site],
    [api.history]: [api.history],
    [api.notablePeople]: [api.notablePeople],
    [api.diwan]: [api.diwan],
    // A public source's page (decision 060); none is made here, so it answers like a missing one.
    [api.sources.get]: [withId(api.sources.get, 1)],
    [api.views]: [`${api.views}?news=${familyNews}`],
    [api.news.list]: [api.news.list],
    [api.news.get]: [withId(api.news.get, publicNews)],
    [api.occasions.list]: [
      api.occasions.list,
      `${api.occasions.list}?member=${founder}`,
      `${api.occasions.list}?member=${son}`,
    ],
    [api.occasions.get]: [withId(api.occasions.get, ids.publicOccasion)],
    [api.places.get]: [withId(api.places.get, ids.place)],
    // A picture: its text is in no byte, so the family's cards are checked for being absent below.
    [SHARE_CARD_ROUTE]: [ids.publicOccasion, ids.familyOccasion, ids.familyNotice].map(
      (id) => `/occasions/${id}/card.png`,
    ),
    [m.list]: [m.list],
    [m.get]: [withId(m.get, founder), withId(m.get, son)],
    [m.profile]: [withId(m.profile, founder), withId(m.profile, son)],
    [m.search]: [`${m.search}?q=${encodeURIComponent('سالم')}`, `${m.search}?q=${SECRET.phoneDigits}`],
    [m.founder]: [m.founder],
    [m.branch]: [m.branch, withId(m.branch, founder), `${m.branch}?member=${son}`],
    [m.relationship]: [`${m.relationship}?from=${son}&to=${founder}`],
    // Whom an invitation is for (the son's, made below); the relatives' own reads answer the
    // public with a refusal, never with what they hold.
    [api.family.invite]: [`${api.family.invite}?token=${inviteToken}`],
    [api.family.me]: [api.family.me],
    [api.family.directory]: [api.family.directory, `${api.family.directory}?q=${SECRET.phoneDigits}`],
    [api.family.household]: [api.family.household],
    [api.family.passkeys.list]: [api.family.passkeys.list],
    [api.family.calendar]: [api.family.calendar],
    [api.family.mail]: [api.family.mail],
    // The calendar feed, whole and one occasion at a time (a family one's answers like a missing
    // one), and a private feed's address with a secret nobody was given.
    [calendarFeedPath]: [
      calendarFeedPath,
      occasionCalendarPath(ids.publicOccasion),
      occasionCalendarPath(ids.familyOccasion),
      occasionCalendarPath(ids.familyNotice),
    ],
    [familyCalendarRoute]: [familyCalendarPath('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')],
    // The site's VAPID public key: the same for everyone, nothing of the family.
    [api.push.key]: [api.push.key],
    '/manifest.webmanifest': ['/manifest.webmanifest'],
    '/index.html': ['/index.html'],
    '/robots.txt': ['/robots.txt'],
    '/rss.xml': ['/rss.xml'],
    '/sitemap.xml': ['/sitemap.xml'],
  };
}

/** The pages the server renders for the public (with their link previews and structured data). */
const publicPages = () => [
  '/',
  '/news',
  `/news/${ids.publicNews}`,
  '/occasions',
  `/occasions/${ids.publicOccasion}`,
  '/family-tree',
  `/family-tree?member=${ids.son}`,
  `/family-tree/member/${ids.founder}`,
  `/family-tree/member/${ids.founder}/print`,
  `/family-tree/member/${ids.son}`,
  '/history',
  '/notable-people',
  '/diwan',
];

/** What must never be in a public answer: the markers, the keepers' field names, the family item's page. */
function leaks(text: string): string[] {
  const found: string[] = Object.values(SECRET).filter((secret) => text.includes(secret));
  found.push(...KEEPER_FIELDS.filter((field) => text.includes(`"${field}"`)));
  if (new RegExp(`/news/${ids.familyNews}(?!\\d)`).test(text)) found.push(`/news/${ids.familyNews}`);
  for (const id of [ids.familyOccasion, ids.familyNotice]) {
    if (new RegExp(`/occasions/${id}(?!\\d)`).test(text)) found.push(`/occasions/${id}`);
  }
  if (text.includes('"family_only"')) found.push('family_only');
  return found;
}

describe('the keepers’ copies carry the circle’s fields', () => {
  it('a member’s contact details, consent and relatives’ choice round-trip, the phone stored one way', async () => {
    const list = await request(
      server,
      'GET',
      `${api.admin.familyMembers.list}?ids=${ids.founder},${ids.son}`,
      auth(),
    );
    expect(list.status, list.text).toBe(200);
    const byId = new Map(list.body.data.map((row: Json) => [row.id, row]));
    expect(byId.get(ids.founder)).toMatchObject({
      contact_phone: `+965${SECRET.phoneDigits}`,
      contact_email: SECRET.email,
      contact_area: SECRET.area,
      contact_visibility: 'relatives',
      relatives_see_full: false,
    });
    // Arabic-Indic digits, read as the Kuwaiti number they are; the defaults where nothing was said.
    expect(byId.get(ids.son)).toMatchObject({
      contact_phone: `+965${SECRET.phoneDigits}`,
      contact_area: '',
      contact_visibility: 'keepers',
      relatives_see_full: true,
    });
    // A save without the fields (an older client) keeps them; one with them changes them.
    const kept = await request(server, 'PUT', withId(api.familyMembers.update, ids.son), {
      ...auth(),
      json: memberBody({ name: 'محمد', generation: 2, parent: ids.founder, birth: '1990' }),
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toMatchObject({ contact_visibility: 'keepers', contact_email: SECRET.email });
    const changed = await request(server, 'PUT', withId(api.familyMembers.update, ids.son), {
      ...auth(),
      json: memberBody({
        name: 'محمد',
        generation: 2,
        parent: ids.founder,
        birth: '1990',
        contact_phone: '+44 20 7946 0000',
        contact_visibility: 'nobody',
        relatives_see_full: false,
      }),
    });
    expect(changed.body.data).toMatchObject({
      contact_phone: '+442079460000',
      contact_visibility: 'nobody',
      relatives_see_full: false,
    });
  });

  it('refuses a phone that is no number, an e-mail without its @ and an unknown consent, per field', async () => {
    const res = await request(server, 'PUT', withId(api.familyMembers.update, ids.son), {
      ...auth(),
      json: memberBody({
        name: 'محمد',
        generation: 2,
        parent: ids.founder,
        contact_phone: '12-34',
        contact_email: 'not-an-address',
        contact_visibility: 'everyone' as never,
      }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([
      'contact_email',
      'contact_phone',
      'contact_visibility',
    ]);
  });

  it('a news item’s audience round-trips, and an update without it keeps it', async () => {
    const item = await request(server, 'GET', withId(api.admin.news.item, ids.familyNews), auth());
    expect(item.body.data).toMatchObject({ audience: 'family', status: 'published' });
    expect(
      (await request(server, 'GET', withId(api.admin.news.item, ids.publicNews), auth())).body.data.audience,
    ).toBe('public');
    const { audience: _audience, ...older } = newsBody({
      title: SECRET.newsTitle,
      member_ids: [ids.founder],
    });
    const res = await request(server, 'PUT', withId(api.admin.news.item, ids.familyNews), {
      ...auth(),
      json: { ...older, excerpt: SECRET.newsExcerpt, content: SECRET.newsContent },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.audience).toBe('family');
  });

  it('the relatives’ scope is the owner’s setting: stored, cleared to the whole family, refused past 10', async () => {
    const get = async () => (await request(server, 'GET', api.admin.site.get, auth())).body.data;
    expect((await get()).relativesScopeSteps).toBe(3);
    const save = (relativesScopeSteps: unknown) =>
      request(server, 'POST', api.admin.site.update, {
        ...auth(),
        json: { ...siteSettingsBody({ founderName: 'سالم' }), relativesScopeSteps },
      });
    expect((await save(11)).status).toBe(400);
    expect((await save(0)).status).toBe(400);
    expect((await save('')).status).toBe(200);
    expect((await get()).relativesScopeSteps).toBeNull();
    // An older client's save, without the field, keeps the owner's choice.
    expect((await save(5)).status).toBe(200);
    const { relativesScopeSteps: _steps, ...older } = siteSettingsBody({ founderName: 'سالم' });
    expect((await request(server, 'POST', api.admin.site.update, { ...auth(), json: older })).status).toBe(
      200,
    );
    expect((await get()).relativesScopeSteps).toBe(5);
  });
});

describe('no public output carries the circle’s data', () => {
  it('every public route of the API and the feeds is read, and none leaks', async () => {
    const reads = publicReads();
    const registered = registeredRoutes(server.app)
      .filter(
        (route) =>
          route.method === 'GET' && !route.path.startsWith('/api/admin') && !route.path.includes('*'),
      )
      .map((route) => route.path);
    // A public route added later is read here before it can ship.
    expect(registered.filter((path) => !(path in reads))).toEqual([]);
    for (const url of Object.values(reads).flat()) {
      const res = await request(server, 'GET', url);
      expect(res.status, url).toBeLessThan(500);
      expect(leaks(res.text), url).toEqual([]);
    }
    // The reads reached what they read: the public item and the member it names are there.
    expect((await request(server, 'GET', api.news.list)).text).toContain(PUBLIC_TITLE);
    expect((await request(server, 'GET', '/rss.xml')).text).toContain(PUBLIC_TITLE);
    expect((await request(server, 'GET', '/rss.xml')).text).toContain(PUBLIC_OCCASION);
    expect((await request(server, 'GET', api.occasions.list)).text).toContain(PUBLIC_OCCASION);
    expect((await request(server, 'GET', `/occasions/${ids.publicOccasion}/card.png`)).status).toBe(200);
    for (const id of [ids.familyOccasion, ids.familyNotice]) {
      expect((await request(server, 'GET', `/occasions/${id}/card.png`)).status).toBe(404);
    }
    expect((await request(server, 'GET', calendarFeedPath)).text).toContain(PUBLIC_OCCASION);
    expect((await request(server, 'GET', withId(api.familyMembers.profile, ids.founder))).text).toContain(
      PUBLIC_TITLE,
    );
  });

  it('every public page, its link preview and structured data included, and none leaks', async () => {
    for (const url of publicPages()) {
      const res = await request(server, 'GET', url);
      expect(res.status, url).toBe(200);
      expect(leaks(res.text), url).toEqual([]);
    }
    const home = await request(server, 'GET', '/');
    expect(home.text).toContain(PUBLIC_TITLE);
    expect((await request(server, 'GET', '/occasions')).text).toContain(PUBLIC_OCCASION);
    for (const id of [ids.familyOccasion, ids.familyNotice]) {
      const page = await request(server, 'GET', `/occasions/${id}`);
      expect(page.status).toBe(404);
      expect(leaks(page.text)).toEqual([]);
    }
  });

  it('the family item is unknown to the public: its API answer and its page are 404s like a missing one', async () => {
    const missing = await request(server, 'GET', withId(api.news.get, 999_999));
    const item = await request(server, 'GET', withId(api.news.get, ids.familyNews));
    expect(item.status).toBe(404);
    expect(item.body).toEqual(missing.body);
    const page = await request(server, 'GET', `/news/${ids.familyNews}`);
    expect(page.status).toBe(404);
    expect(leaks(page.text)).toEqual([]);
    // Its readings are not counted either: the public cannot read it.
    await request(server, 'GET', `${api.views}?news=${ids.familyNews}`);
    const counted = await server.app.database.db
      .selectFrom('news_views')
      .select('count')
      .where('news_id', '=', ids.familyNews)
      .executeTakeFirst();
    expect(counted).toBeUndefined();
  });

  it('an item made family-only leaves every cached public answer at once', async () => {
    const title = `turned-${tag}`;
    const id = await created(api.admin.news.create, newsBody({ title }));
    const cachedReads = [
      api.news.list,
      withId(api.news.get, id),
      `/news/${id}`,
      '/news',
      '/',
      '/rss.xml',
      '/sitemap.xml',
    ];
    for (const url of cachedReads) {
      const res = await request(server, 'GET', url);
      expect(res.text, url).toMatch(new RegExp(`${title}|/news/${id}(?!\\d)`));
    }
    const body = newsBody({ title, audience: 'family' });
    const res = await request(server, 'PUT', withId(api.admin.news.item, id), { ...auth(), json: body });
    expect(res.status, res.text).toBe(200);
    for (const url of cachedReads) {
      const after = await request(server, 'GET', url);
      expect(after.text, url).not.toContain(title);
      expect(after.text, url).not.toMatch(new RegExp(`/news/${id}(?!\\d)`));
    }
  });

  it('a deleted family item restored from the change history comes back family-only', async () => {
    const id = await created(
      api.admin.news.create,
      newsBody({ title: SECRET.newsTitle, audience: 'family' }),
    );
    expect((await request(server, 'DELETE', withId(api.admin.news.item, id), auth())).status).toBe(200);
    const history = await request(server, 'GET', `${api.admin.audit.record}?type=news&id=${id}`, auth());
    const deletion = history.body.data.find((entry: Json) => entry.action === 'delete');
    const restored = await request(server, 'POST', withId(api.admin.audit.restore, deletion.id), auth());
    expect(restored.status, restored.text).toBe(200);
    const back = await request(
      server,
      'GET',
      withId(api.admin.news.item, restored.body.data.record_id),
      auth(),
    );
    expect(back.body.data.audience).toBe('family');
    expect(leaks((await request(server, 'GET', api.news.list)).text)).toEqual([]);
  });

  it('the keepers’ GEDCOM and CSV exports leave the contact details out', async () => {
    for (const path of [api.admin.export.gedcom, api.admin.export.csv]) {
      const res = await request(server, 'GET', path, auth());
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('سالم');
      expect(
        [SECRET.email, SECRET.area, SECRET.phoneDigits].filter((secret) => res.text.includes(secret)),
        path,
      ).toEqual([]);
    }
  });
});
