import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { demoContentMessages } from '#shared/messages/demo-content.ts';
import { emptySiteMessages } from '#shared/messages/empty-site.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { recordSeededDemoRows } from '#server/db/migrations/008-demo-rows.ts';
import { demoFamilyMembers, demoNews, demoNotablePeople } from '#server/db/seed/demo-content.ts';
import { foreignKeys } from '#server/repositories/demo-content-repository.ts';
import {
  memberBody,
  newsBody,
  sourceBody,
  personBody,
  siteSettingsBody,
  unique,
} from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { loginToken, startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';

// «إزالة المحتوى التجريبي» (decision 017): exactly the seed's rows go, the family's stay.

const status = (server: TestServer, token = server.token) =>
  request(server, 'GET', api.admin.demoContent, { token });
const removeDemo = (server: TestServer, token = server.token) =>
  request(server, 'POST', api.admin.removeDemo, { token });

async function create(server: TestServer, path: string, json: Json): Promise<Json> {
  const res = await request(server, 'POST', path, { token: server.token, json });
  expect(res.status, res.text).toBeLessThan(300);
  return res.body.data;
}

describe('demo content removal', () => {
  let server: TestServer;
  let own: { member: Json; child: Json; news: Json; person: Json };
  let founderId: number;
  let before: Json;
  let first: Json;
  let second: Json;
  const familyName = unique('عائلة الاختبار');

  beforeAll(async () => {
    server = await startTestServer();
    before = (await status(server)).body;
    const members: Json[] = (await request(server, 'GET', api.familyMembers.list)).body;
    founderId = members.find((m) => m.parent === null && m.generation === 1).id;
    own = {
      member: await create(server, api.familyMembers.create, memberBody({ generation: 1 })),
      // Added under the demo founder: stays, at the top of the tree, once he is gone.
      child: await create(server, api.familyMembers.create, memberBody({ generation: 2, parent: founderId })),
      news: await create(server, api.admin.news.create, newsBody()),
      // Uses a demo picture: its files must outlive the demo.
      person: await create(
        server,
        api.admin.notablePeople.create,
        personBody({ image: '/uploads/demo-person-1_600x600.webp' }),
      ),
    };
    const settings = await request(server, 'POST', api.admin.site.update, {
      token: server.token,
      json: siteSettingsBody({ familyName }),
    });
    expect(settings.status, settings.text).toBe(200);
    // Kept in the public cache before the removal: the removal must empty it.
    expect((await request(server, 'GET', api.news.list)).body.news.length).toBe(demoNews.length + 1);
    first = (await removeDemo(server)).body;
    second = (await removeDemo(server)).body;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('is offered while the seed’s rows are there, counted by table', () => {
    expect(before.hasDemoContent).toBe(true);
    expect(before.counts).toMatchObject({
      family_members: demoFamilyMembers.length,
      notable_people: demoNotablePeople.length,
      news: demoNews.length,
      diwan_info: 1,
    });
    expect(before.counts.marriages).toBeGreaterThan(0);
  });

  it('answers what it removed, once; the second call removes nothing and the flag is off', async () => {
    expect(first).toMatchObject({ success: true, message: demoContentMessages.removed });
    expect(first.removed).toEqual(before.counts);
    // The child added under the demo founder was unlinked, not removed.
    expect(first.detached).toBeGreaterThanOrEqual(1);
    expect(first.imageFiles).toBeGreaterThan(0);
    expect(second).toEqual({
      success: true,
      message: demoContentMessages.nothingToRemove,
      removed: {},
      detached: 0,
      imageFiles: 0,
    });
    expect((await status(server)).body).toEqual({ success: true, hasDemoContent: false, counts: {} });
  });

  it('keeps the family’s own members, news and notable people, and nothing of the demo', async () => {
    const members: Json[] = (await request(server, 'GET', api.familyMembers.list)).body;
    expect(members.map((m) => m.id).sort()).toEqual([own.member.id, own.child.id].sort());
    expect(members.find((m) => m.id === own.child.id).parent).toBeNull();
    const news: Json[] = (await request(server, 'GET', api.news.list)).body.news;
    expect(news.map((n) => n.id)).toEqual([own.news.id]);
    const people: Json[] = (await request(server, 'GET', api.notablePeople)).body;
    expect(people.map((p) => p.id)).toEqual([own.person.id]);
    expect((await request(server, 'GET', withId(api.news.get, 1))).status).toBe(404);
  });

  it('empties the diwan and keeps the site settings and the admin account', async () => {
    const diwan = (await request(server, 'GET', api.diwan)).body;
    expect(diwan).toMatchObject({ address: '', contact_phone: '', map_url: '' });
    expect((await request(server, 'GET', api.site)).body.familyName).toBe(familyName);
    expect((await request(server, 'GET', api.admin.checkAuth, { token: server.token })).status).toBe(200);
    expect(await loginToken(server.baseURL)).toMatch(/^[\w-]{43}$/);
  });

  it('deletes the demo’s image files, but not one a remaining record uses', () => {
    const files = fs.readdirSync(path.join(server.dataDir, 'uploads'));
    expect(files.filter((file) => file.startsWith('demo-news-'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('demo-member-'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('demo-person-2_'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('demo-person-1_')).length).toBeGreaterThanOrEqual(4);
  });

  it('is for the admin only', async () => {
    expect((await request(server, 'GET', api.admin.demoContent)).status).toBe(401);
    expect((await request(server, 'POST', api.admin.removeDemo)).status).toBe(401);
    expect((await removeDemo(server, 'not-a-token')).status).toBe(401);
  });
});

describe('demo content removal on a site the family has used', () => {
  let server: TestServer;
  let removal: { status: number; body: Json; text: string };
  const own: Record<string, number> = {};
  let demoTables: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    demoTables = (
      await server.app.database.db.selectFrom('demo_rows').select('table_name').distinct().execute()
    ).map((row) => row.table_name);
    const members: Json[] = (await request(server, 'GET', api.familyMembers.list)).body;
    const founder = members.find((m) => m.parent === null && m.generation === 1);
    const demoWife = members.find((m) => m.spouses.some((s: Json) => s.id === founder.id));
    const demoSon = members.find((m) => m.parent === founder.id && m.gender === 'male');
    // Every visitor's browser reports the news item it reads: a count now points at the demo's.
    expect((await request(server, 'GET', `${api.views}?news=6`)).status).toBe(200);
    // The family's own rows, one through each link a table has to a demo row.
    own.child = (
      await create(
        server,
        api.familyMembers.create,
        memberBody({ generation: 2, parent: founder.id, mother_id: demoWife.id }),
      )
    ).id;
    own.wife = (
      await create(
        server,
        api.familyMembers.create,
        memberBody({ generation: 3, gender: 'female', spouses: [{ id: demoSon.id, ended: null }] }),
      )
    ).id;
    own.news = (await create(server, api.admin.news.create, newsBody({ member_ids: [founder.id] }))).id;
    expect((await request(server, 'GET', `${api.views}?news=${own.news}`)).status).toBe(200);
    // The family's source, told by a demo member, cites the demo founder's name (decision 060).
    own.source = (
      await create(server, api.admin.sources.create, sourceBody({ author_member_id: founder.id }))
    ).id;
    own.citation = (
      await create(server, api.admin.citations.create, {
        source_id: own.source,
        fact: 'name',
        member_id: founder.id,
      })
    ).id;
    removal = await removeDemo(server);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('removes the demo after its news were read, and the family keeps its own read counts', async () => {
    expect(removal.status, removal.text).toBe(200);
    expect(removal.body.removed.news).toBe(demoNews.length);
    const { db } = server.app.database;
    const counts = await db.selectFrom('news_views').selectAll().execute();
    expect(counts.map((row) => row.news_id)).toEqual([own.news]);
    // A second removal has nothing left to trip on.
    expect((await removeDemo(server)).status).toBe(200);
  });

  it('keeps the family’s rows that pointed at the demo, without the links that cannot stay', async () => {
    const members: Json[] = (await request(server, 'GET', api.familyMembers.list)).body;
    const child = members.find((m) => m.id === own.child);
    expect(child).toMatchObject({ parent: null, mother_id: null });
    expect(members.find((m) => m.id === own.wife).spouses).toEqual([]);
    const { db } = server.app.database;
    expect(await db.selectFrom('news').select('id').where('id', '=', own.news!).execute()).toHaveLength(1);
    expect(await db.selectFrom('news_members').selectAll().execute()).toEqual([]);
    // The source stays without its teller; the citation of a demo member's name goes with him.
    expect(await db.selectFrom('sources').select(['id', 'author_member_id']).execute()).toEqual([
      { id: own.source, author_member_id: null },
    ]);
    expect(await db.selectFrom('citations').select('id').execute()).toEqual([]);
  });

  it('knows how to let go of every link the database has to a demo row', async () => {
    // A link added later (a new table pointing at members or news) must be one of these, or be
    // taught here: a key that can be neither emptied nor removed stops the removal on real sites.
    const { db, dialect } = server.app.database;
    const links = (await foreignKeys(db as never, dialect))
      .filter((link) => demoTables.includes(link.references))
      .map((link) => `${link.table}.${link.column} ${link.nullable ? 'emptied' : 'removed'}`)
      .sort();
    expect(links).toEqual([
      // A citation goes with the fact it cites (decision 060); a source stays without its teller.
      'citations.marriage_id removed',
      'citations.member_id removed',
      // The family's own members, marriages, events and places that named a demo place (decision 056).
      'family_members.birth_place_id emptied',
      'family_members.death_place_id emptied',
      'family_members.mother_id emptied',
      'family_members.parent_id emptied',
      'family_members.spouse_id emptied',
      // The family's timeline entry loses a demo place and its link to a demo member (decision 063).
      'history_timeline.place_id emptied',
      'history_timeline_members.entry_id removed',
      'history_timeline_members.member_id removed',
      'marriages.husband_id removed',
      'marriages.place_id emptied',
      'marriages.wife_id removed',
      'member_events.member_id removed',
      'member_events.place_id emptied',
      'news_members.member_id removed',
      'news_members.news_id removed',
      'news_views.news_id removed',
      'occasion_members.member_id removed',
      'places.parent_id emptied',
      'relative_accounts.member_id removed',
      'relative_invitations.member_id removed',
      'sources.author_member_id emptied',
    ]);
  });
});

describe('a site seeded before the demo was recorded (migration 008)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('records the rows that are still the demo’s exactly, and no other', async () => {
    const { db } = server.app.database;
    const recorded = async () =>
      (await db.selectFrom('demo_rows').selectAll().orderBy('table_name').orderBy('row_id').execute()).map(
        (row) => `${row.table_name}:${row.row_id}`,
      );
    const seeded = await recorded();
    const news: Json[] = (await request(server, 'GET', api.news.list)).body.news;
    const edited = news[0];
    const put = await request(server, 'PUT', withId(api.admin.news.item, edited.id), {
      token: server.token,
      json: newsBody({ title: unique('خبر عدّلته العائلة') }),
    });
    expect(put.status, put.text).toBe(200);
    // A record of the family's with a demo member's name, but not in the demo's place.
    await create(server, api.familyMembers.create, memberBody({ name: demoFamilyMembers[1]!.name }));

    await db.deleteFrom('demo_rows').execute();
    await recordSeededDemoRows(db as never);

    // The tables a seed before migration 008 filled (the history's came later, empty).
    const before008 = /^(family_members|marriages|notable_people|news|diwan_info):/;
    expect(await recorded()).toEqual(
      seeded.filter((row) => before008.test(row) && row !== `news:${edited.id}`),
    );
  });
});

describe('SEED_DEMO', () => {
  it('is read strictly: true, false, 1 or 0; true when unset', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    for (const value of ['no', 'FALSE', 'off']) {
      expect(() => loadConfig({ SEED_DEMO: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SEED_DEMO: value })).toThrow(/SEED_DEMO: must be true, false, 1 or 0/);
    }
  });
});

describe('an empty site (SEED_DEMO=false)', () => {
  let server: TestServer;

  beforeAll(async () => {
    const { seedDemo } = loadConfig({ SEED_DEMO: 'false' });
    server = await startTestServer({ seedDemo, webDir: makeWebDir() });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('starts with nothing to remove and no content', async () => {
    expect((await status(server)).body).toEqual({ success: true, hasDemoContent: false, counts: {} });
    expect((await request(server, 'GET', api.familyMembers.list)).body).toEqual([]);
    expect((await request(server, 'GET', api.news.list)).body.news).toEqual([]);
    expect((await request(server, 'GET', api.notablePeople)).body).toEqual([]);
    expect((await removeDemo(server)).body.removed).toEqual({});
  });

  // Words of the public pages' error states (docs/product.md#messages) and of the route error screen.
  const errorWords = /خطأ|تعذر|حدث|undefined|NaN/;

  const emptyStates: [url: string, status: number, says: string[]][] = [
    ['/', 200, [publicMessages.home.noNews, emptySiteMessages.notablePeople, emptySiteMessages.diwan]],
    // The history page is the family's to rewrite (decision 020): rendered, whatever it says.
    ['/history', 200, []],
    ['/family-tree', 200, [publicMessages.familyTree.noMembers]],
    ['/notable-people', 200, [emptySiteMessages.notablePeople]],
    ['/news', 200, [emptySiteMessages.news]],
    ['/diwan', 200, [emptySiteMessages.diwan]],
    ['/family-tree/member/1', 404, []],
    ['/news/1', 404, []],
  ];
  for (const [url, expected, says] of emptyStates) {
    it(`renders ${url} on the server with its empty state, never an error`, async () => {
      const page = await renderedPage(server, url);
      expect(page.status, page.html.slice(0, 500)).toBe(expected);
      expect(page.text.trim().length).toBeGreaterThan(0);
      expect(page.text).not.toMatch(errorWords);
      for (const words of says) expect(page.text).toContain(words);
    });
  }
});
