import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { memberBody, placeBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * The family's timeline names members and a place (decision 063), over HTTP on a real database: the
 * save checks that they exist, the public history names only whom the public may see named and
 * links the place, whose page lists the entry; a merge moves an entry's members and its undo brings
 * them back; a member's deletion drops the link, a named place is not deleted, and the change
 * history keeps them. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const m = historyAdminMessages.timeline;
const h = api.admin.history;

let server: TestServer;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => server?.close());

const as = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, ...(json === undefined ? {} : { json }) });

async function member(overrides: Json = {}): Promise<number> {
  const res = await as('POST', api.familyMembers.create, memberBody({ generation: 1, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

async function place(name: string, parentId: number | null = null): Promise<number> {
  const res = await as('POST', api.admin.places.create, placeBody({ name, parent_id: parentId }));
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

const entryBody = (overrides: Json = {}) => ({
  year: 1938,
  period: '',
  title: unique('محطة'),
  summary: '',
  body: 'نص المحطة.',
  image: '',
  on_home: false,
  ...overrides,
});

async function createEntry(overrides: Json = {}): Promise<Json> {
  const res = await as('POST', h.timeline.create, entryBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const publicEntry = async (id: number) => {
  const res = await request(server, 'GET', api.history);
  expect(res.status).toBe(200);
  return res.body.history.timeline.find((entry: Json) => entry.id === id);
};

describe('saving an entry that names members and a place', () => {
  it('stores them in the order chosen, each member once, and the admin reads them back', async () => {
    const [a, b] = [await member(), await member()];
    const qibla = await place(unique('حي القبلة'));
    const entry = await createEntry({ member_ids: [b, a, b], place_id: qibla });
    expect(entry).toMatchObject({ member_ids: [b, a], place_id: qibla, version: 1 });
    const admin = await as('GET', h.get);
    expect(admin.body.data.timeline.find((row: Json) => row.id === entry.id)).toMatchObject({
      member_ids: [b, a],
      place_id: qibla,
    });

    // An older client's save, without them, leaves them as they were; an empty list and null clear them.
    const { member_ids: _ids, place_id: _place, ...older } = entryBody({ title: entry.title });
    const kept = await as('PUT', withId(h.timeline.item, entry.id), { ...older, version: 1 });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toMatchObject({ member_ids: [b, a], place_id: qibla, version: 2 });
    const cleared = await as('PUT', withId(h.timeline.item, entry.id), {
      ...older,
      member_ids: [],
      place_id: null,
      version: 2,
    });
    expect(cleared.body.data).toMatchObject({ member_ids: [], place_id: null, version: 3 });
  });

  it('refuses a member or a place that is not there, under its field, and stores nothing', async () => {
    const before = await db().selectFrom('history_timeline').select('id').execute();
    const a = await member();
    const missing = await as('POST', h.timeline.create, entryBody({ member_ids: [a, 999_999] }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ member_ids: m.unknownMembers });
    const nowhere = await as('POST', h.timeline.create, entryBody({ place_id: 999_999 }));
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.fields).toEqual({ place_id: m.unknownPlace });
    const malformed = await as('POST', h.timeline.create, entryBody({ member_ids: ['x'], place_id: 'y' }));
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields).sort()).toEqual(['member_ids', 'place_id']);
    const tooMany = await as(
      'POST',
      h.timeline.create,
      entryBody({ member_ids: Array.from({ length: 51 }, (_, i) => i + 1) }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.member_ids).toBe(m.tooManyMembers(50));
    expect(await db().selectFrom('history_timeline').select('id').execute()).toEqual(before);
  });
});

describe('the public history', () => {
  it('names the members the public may see, links the place, and leaves out a hidden member', async () => {
    const elder = await member({ name: unique('سالم'), birth: '1880', death: '1950' });
    // Living (born within a hundred years, no death): the public sees his name only, as in the tree.
    const living = await member({ name: unique('خالد'), birth: '1990' });
    const hidden = await member({ name: unique('مخفي'), birth: '1900', death: '1960', visibility: 'hidden' });
    const city = await place(unique('مدينة الكويت'));
    const qibla = await place(unique('حي القبلة'), city);
    const entry = await createEntry({ member_ids: [hidden, elder, living], place_id: qibla });

    const shown = await publicEntry(entry.id);
    const names = Object.fromEntries(
      await Promise.all(
        [elder, living].map(async (id) => {
          const row = await db()
            .selectFrom('family_members')
            .select('name')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          return [id, row.name];
        }),
      ),
    );
    expect(shown.members).toEqual([
      { id: elder, name: names[elder] },
      { id: living, name: names[living] },
    ]);
    expect(shown.place).toMatchObject({ id: qibla });
    expect(shown.place.full_name).toContain('،');
    expect(shown).not.toHaveProperty('member_ids');
    // The keepers still see whom they named.
    const admin = await as('GET', h.get);
    expect(admin.body.data.timeline.find((row: Json) => row.id === entry.id).member_ids).toEqual([
      hidden,
      elder,
      living,
    ]);

    // Hiding a member is a member's write: the cached history forgets him at once.
    const hide = await as(
      'PUT',
      withId(api.familyMembers.update, elder),
      memberBody({ generation: 1, name: names[elder], birth: '1880', death: '1950', visibility: 'hidden' }),
    );
    expect(hide.status, hide.text).toBe(200);
    expect((await publicEntry(entry.id)).members).toEqual([{ id: living, name: names[living] }]);
  });

  it("a member's page lists the entries naming him, in the timeline's order", async () => {
    const named = await member({ name: unique('راشد'), birth: '1870', death: '1930' });
    const first = await createEntry({ member_ids: [named], year: 1920 });
    await createEntry({ title: unique('محطة أخرى') });
    const second = await createEntry({ member_ids: [named], year: null, period: 'مطلع القرن' });
    const res = await request(server, 'GET', `${api.familyMembers.profile}?id=${named}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile.history).toEqual([
      { id: first.id, year: 1920, period: '', title: first.title },
      { id: second.id, year: null, period: 'مطلع القرن', title: second.title },
    ]);
    // A member no entry names has no such list.
    const other = await request(server, 'GET', `${api.familyMembers.profile}?id=${await member()}`);
    expect(other.body.profile).not.toHaveProperty('history');
  });

  it('a place named only by the history has a page that lists the entry, and so does the place it lies within', async () => {
    const city = await place(unique('مدينة'));
    const quarter = await place(unique('الشامية'), city);
    const entry = await createEntry({ place_id: quarter });
    const page = await request(server, 'GET', `${api.places.get}?id=${quarter}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.place.history).toEqual([{ id: entry.id, year: 1938, period: '', title: entry.title }]);
    const outer = await request(server, 'GET', `${api.places.get}?id=${city}`);
    expect(outer.status, outer.text).toBe(200);
    expect(outer.body.place.within.map((p: Json) => p.id)).toEqual([quarter]);
    expect(outer.body.place.history).toEqual([
      {
        id: entry.id,
        year: 1938,
        period: '',
        title: entry.title,
        place: expect.objectContaining({ id: quarter }),
      },
    ]);

    // Without the entry, nothing names the place: no page.
    expect((await as('DELETE', withId(h.timeline.item, entry.id))).status).toBe(200);
    expect((await request(server, 'GET', `${api.places.get}?id=${quarter}`)).status).toBe(404);
  });
});

describe('what becomes of the links', () => {
  it('a place an entry names is in use: counted, and not deleted', async () => {
    const named = await place(unique('مقبرة'));
    await createEntry({ place_id: named });
    const listed = await as('GET', `${api.admin.places.get}?id=${named}`);
    expect(listed.body.data.uses).toBe(1);
    const refused = await as('DELETE', `${api.admin.places.delete}?id=${named}`);
    expect(refused.status).toBe(409);
  });

  it("a member's deletion drops the link and keeps the entry", async () => {
    const [gone, stays] = [await member(), await member()];
    const entry = await createEntry({ member_ids: [gone, stays] });
    expect((await as('DELETE', `${api.familyMembers.delete}?id=${gone}`)).status).toBe(200);
    const admin = await as('GET', h.get);
    expect(admin.body.data.timeline.find((row: Json) => row.id === entry.id).member_ids).toEqual([stays]);
  });

  it('a merge moves the merged member into the entries, once where both were named, and its undo brings them back', async () => {
    const survivor = await member({ name: unique('صالح'), birth: '1880', death: '1940' });
    const absorbed = await member({ name: unique('صالح'), birth: '1880', death: '1940' });
    const other = await member();
    const only = await createEntry({ member_ids: [other, absorbed] });
    const both = await createEntry({ member_ids: [absorbed, survivor] });
    const links = async () =>
      (
        await db()
          .selectFrom('history_timeline_members')
          .select(['entry_id', 'member_id', 'sort_order'])
          .where('entry_id', 'in', [only.id, both.id])
          .orderBy('entry_id')
          .orderBy('sort_order')
          .execute()
      ).map((row) => [row.entry_id, row.member_id, row.sort_order]);
    const before = await links();

    const merged = await as('POST', api.admin.familyMembers.merge, {
      survivor_id: survivor,
      absorbed_id: absorbed,
    });
    expect(merged.status, merged.text).toBe(200);
    expect(await links()).toEqual([
      [only.id, other, 0],
      [only.id, survivor, 1],
      [both.id, survivor, 1],
    ]);
    expect((await publicEntry(only.id)).members.map((x: Json) => x.id)).toEqual([other, survivor]);

    const undone = await as('POST', withId(api.admin.familyMembers.undoMerge, merged.body.data.merge_id));
    expect(undone.status, undone.text).toBe(200);
    expect(await links()).toEqual(before);
  });

  it('the change history of an entry keeps the members and the place it named', async () => {
    const a = await member();
    const where = await place(unique('الشرق'));
    const entry = await createEntry({ member_ids: [a], place_id: where });
    const res = await as('GET', `${api.admin.audit.record}?type=history_entry&id=${entry.id}`);
    expect(res.status, res.text).toBe(200);
    const created = res.body.data.find((row: Json) => row.action === 'create');
    expect(created.after).toMatchObject({ member_ids: [a], place_id: where });
  });
});
