import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { memberBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// The history page as content (decision 020). A site started without the demo, so every list is ours.

const m = historyAdminMessages;
const h = api.admin.history;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => server?.close());

const as = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, ...(json === undefined ? {} : { json }) });
const publicHistory = async () => {
  const res = await request(server, 'GET', api.history);
  expect(res.status).toBe(200);
  return res.body.history;
};

const entryBody = (overrides: Json = {}) => ({
  year: 1965,
  period: '',
  title: unique('محطة'),
  summary: 'ملخص المحطة',
  body: 'الفقرة الأولى.\n\nالفقرة الثانية.',
  image: '',
  on_home: false,
  ...overrides,
});

/** The public copy of an admin record: the same, less the version the admin edits with (decision 026). */
const publicCopy = ({ version: _version, ...rest }: Json) => rest;

async function createEntry(overrides: Json = {}): Promise<Json> {
  const res = await as('POST', h.timeline.create, entryBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('an empty site', () => {
  it('answers empty texts and lists, not an error, publicly and to the admin', async () => {
    const empty = {
      page: { intro: '', home_intro: '', map_image: '', map_alt: '', map_caption: '' },
      timeline: [],
      blocks: [],
    };
    expect(await request(server, 'GET', api.history).then((res) => res.body)).toEqual({
      success: true,
      history: empty,
    });
    // The admin's texts are at version 0 until their first save (decision 026).
    expect((await as('GET', h.get)).body).toEqual({
      success: true,
      data: { ...empty, page: { ...empty.page, version: 0 } },
    });
  });
});

describe('the guard', () => {
  it('refuses every admin call without a session, and changes nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', h.get],
      ['POST', h.page, { intro: 'x' }],
      ['POST', h.timeline.create, entryBody()],
      ['PUT', withId(h.timeline.item, 1), entryBody()],
      ['DELETE', withId(h.timeline.item, 1)],
      ['POST', h.timeline.reorder, { ids: [] }],
      ['POST', h.blocks.create, { title: 'x', body: '' }],
      ['PUT', withId(h.blocks.item, 1), { title: 'x', body: '' }],
      ['DELETE', withId(h.blocks.item, 1)],
      ['POST', h.blocks.reorder, { ids: [] }],
      ['POST', h.upload],
    ];
    for (const [method, path, json] of calls) {
      const res = await request(server, method, path, json === undefined ? {} : { json });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.success, path).toBe(false);
    }
    expect((await publicHistory()).page.intro).toBe('');
  });
});

describe('timeline entries', () => {
  it('create, update and delete, with the server assigning ids and the public read following at once', async () => {
    // Read first, so the public answer is in the cache before the writes (decision 011).
    const before = await publicHistory();

    const body = entryBody({ year: '١٩٦٥', period: 'منتصف القرن', on_home: true, id: 999 });
    const created = await createEntry(body);
    // Naming no member and no place (decision 063): the admin's copy says so by id, the public's by link.
    const none = { member_ids: [], place_id: null };
    expect(created).toEqual({ ...body, ...none, id: expect.any(Number), year: 1965, version: 1 });
    expect(created.id).not.toBe(999);
    const afterCreate = await publicHistory();
    const { member_ids: _ids, place_id: _place, ...fields } = publicCopy(created);
    expect(afterCreate.timeline).toEqual([...before.timeline, { ...fields, members: [], place: null }]);

    const changed = entryBody({ year: null, period: 'أواخر القرن', image: '/uploads/a_10x10.webp' });
    const updated = await as('PUT', withId(h.timeline.item, created.id), changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      success: true,
      message: m.timeline.updated,
      data: { id: created.id, ...changed, ...none, version: 2 },
    });
    expect((await publicHistory()).timeline.at(-1)).toEqual({
      id: created.id,
      ...changed,
      members: [],
      place: null,
    });

    const removed = await as('DELETE', withId(h.timeline.item, created.id));
    expect(removed.body).toEqual({ success: true, message: m.timeline.deleted });
    expect((await publicHistory()).timeline.map((e: Json) => e.id)).not.toContain(created.id);

    expect((await as('DELETE', withId(h.timeline.item, created.id))).status).toBe(404);
    const missing = await as('PUT', withId(h.timeline.item, created.id), entryBody());
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(m.timeline.notFound);
  });

  it('refuses a missing title and a year that is not one, naming the field', async () => {
    const noTitle = await as('POST', h.timeline.create, entryBody({ title: '  ' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields.title).toBe(m.timeline.titleRequired);
    for (const year of ['19x1', 0, 3000, 1965.5, '-5']) {
      const res = await as('POST', h.timeline.create, entryBody({ year }));
      expect(res.status, String(year)).toBe(400);
      expect(res.body.fields.year).toBe(m.timeline.yearInvalid);
    }
    const script = await as('POST', h.timeline.create, entryBody({ image: 'javascript:alert(1)' }));
    expect(script.status).toBe(400);
    expect(script.body.fields.image).toBeDefined();
    const badId = await as('PUT', withId(h.timeline.item, 'abc'), entryBody());
    expect(badId.status).toBe(400);
  });

  it('a year and a period are both optional; a client that sends neither gets no year', async () => {
    const created = await as('POST', h.timeline.create, { title: unique('بلا تاريخ') });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ year: null, period: '', on_home: false, summary: '' });
    await as('DELETE', withId(h.timeline.item, created.body.data.id));
  });

  it('reorders with one call naming every id, and refuses an order that does not', async () => {
    const [a, b, c] = [await createEntry(), await createEntry(), await createEntry()];
    const ids = (await publicHistory()).timeline.map((e: Json) => e.id);
    expect(ids.slice(-3)).toEqual([a.id, b.id, c.id]);

    const wanted = [c.id, ...ids.filter((id: number) => id !== c.id)];
    const res = await as('POST', h.timeline.reorder, { ids: wanted });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: Json) => e.id)).toEqual(wanted);
    expect((await publicHistory()).timeline.map((e: Json) => e.id)).toEqual(wanted);
    // A new entry goes last whatever the numbers the order left.
    const d = await createEntry();
    expect((await publicHistory()).timeline.at(-1).id).toBe(d.id);

    const all = [...wanted, d.id];
    for (const bad of [all.slice(1), [...all, all[0]], [...all.slice(1), 999_999]]) {
      const refused = await as('POST', h.timeline.reorder, { ids: bad });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(m.reorderMismatch);
    }
    expect((await publicHistory()).timeline.map((e: Json) => e.id)).toEqual(all);
    expect((await as('POST', h.timeline.reorder, { ids: 'all' })).status).toBe(400);

    for (const entry of [a, b, c, d]) await as('DELETE', withId(h.timeline.item, entry.id));
  });
});

describe('text blocks', () => {
  it('create, update, reorder and delete', async () => {
    const first = await as('POST', h.blocks.create, { title: unique('فقرة'), body: 'نص' });
    const second = await as('POST', h.blocks.create, { title: unique('فقرة'), body: 'نص آخر' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(m.blocks.created);
    const [x, y] = [first.body.data, second.body.data];

    const updated = await as('PUT', withId(h.blocks.item, x.id), { title: 'عنوان جديد', body: 'نص جديد' });
    expect(updated.body.data).toEqual({ id: x.id, title: 'عنوان جديد', body: 'نص جديد', version: 2 });
    expect((await as('POST', h.blocks.create, { title: '', body: 'x' })).body.fields.title).toBe(
      m.blocks.titleRequired,
    );

    const reordered = await as('POST', h.blocks.reorder, { ids: [y.id, x.id] });
    expect(reordered.body.data.map((b: Json) => b.id)).toEqual([y.id, x.id]);
    expect((await publicHistory()).blocks).toEqual([
      publicCopy(y),
      { id: x.id, title: 'عنوان جديد', body: 'نص جديد' },
    ]);

    expect((await as('DELETE', withId(h.blocks.item, x.id))).body.message).toBe(m.blocks.deleted);
    expect((await as('DELETE', withId(h.blocks.item, y.id))).status).toBe(200);
    expect((await publicHistory()).blocks).toEqual([]);
  });
});

describe('the page texts', () => {
  it('saves the intros, the map and its caption, shown publicly at once', async () => {
    await publicHistory();
    const texts = {
      intro: 'مقدمة صفحة التاريخ',
      home_intro: 'مقدمة قسم الرئيسية',
      map_image: '/uploads/map_960x600.webp',
      map_alt: 'وصف الخريطة',
      map_caption: 'تعليق الخريطة',
    };
    const saved = await as('POST', h.page, texts);
    expect(saved.body).toEqual({ success: true, message: m.page.saved, data: { ...texts, version: 1 } });
    expect((await publicHistory()).page).toEqual(texts);
    // Saved again: one row, replaced.
    const again = await as('POST', h.page, { ...texts, intro: 'مقدمة أخرى' });
    expect(again.body.data.intro).toBe('مقدمة أخرى');
    expect((await as('GET', h.get)).body.data.page.intro).toBe('مقدمة أخرى');

    const tooLong = await as('POST', h.page, { ...texts, map_caption: 'ن'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.map_caption).toBeDefined();
    const notJson = await request(server, 'POST', h.page, {
      token: server.token,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe(serverMessages.errors.malformedJson);
  });
});

describe("a member's highlights", () => {
  const createMember = async (overrides: Json) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody(overrides),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const publicMember = async (id: number) =>
    (await request(server, 'GET', api.familyMembers.list)).body.find((member: Json) => member.id === id);

  it('are stored with the member, kept when a client leaves them out, and public like the bio', async () => {
    const lines = 'عمل في التجارة\nحفظ الأنساب';
    const shown = await createMember({ highlights: lines, bio: 'نبذة', visibility: 'public' });
    expect(shown.highlights).toBe(lines);
    expect((await publicMember(shown.id)).highlights).toBe(lines);

    // Older clients know no highlights: an update without them keeps them.
    const { highlights: _left, ...older } = memberBody({ name: shown.name, bio: 'نبذة أخرى' });
    const kept = await request(server, 'PUT', withId(api.familyMembers.update, shown.id), {
      token: server.token,
      json: older,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.highlights).toBe(lines);

    // A limited or hidden member's highlights are no more public than the bio (decision 015).
    const limited = await createMember({ highlights: 'سر العائلة', bio: 'نبذة', visibility: 'limited' });
    const listed = await publicMember(limited.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('highlights');
    expect(listed).not.toHaveProperty('bio');
    const one = await request(server, 'GET', withId(api.familyMembers.get, limited.id));
    expect(one.text).not.toContain('سر العائلة');
    const profile = await request(server, 'GET', `${api.familyMembers.profile}?id=${limited.id}`);
    expect(profile.status).toBe(200);
    expect(profile.text).not.toContain('سر العائلة');
    const hidden = await createMember({ highlights: 'سر آخر', visibility: 'hidden' });
    expect((await request(server, 'GET', api.familyMembers.list)).text).not.toContain('سر آخر');
    expect((await publicMember(hidden.id)) ?? null).toBeNull();
  });
});
