import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { conflictMessages } from '#shared/messages/conflicts.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { diwanBody, newsBody, personBody, siteSettingsBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * The one shape of an editable admin resource (admin-resource.ts), held for every resource that
 * is registered through it: each verb's status, answer, Arabic message, version and ETag, its
 * audit entry, and the public read it changes, read from the public cache before the write. On
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => server?.close());

const as = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  request(server, method, path, { token: server.token, headers, ...(json === undefined ? {} : { json }) });

async function publicRead(path: string): Promise<Json> {
  const res = await request(server, 'GET', path);
  expect(res.status).toBe(200);
  return res.body;
}

/** The audit entries of one kind of record, newest first. */
async function auditOf(type: string): Promise<Json[]> {
  const res = await as('GET', `${api.admin.audit.list}?type=${type}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

interface CollectionCase {
  name: string;
  auditType: string;
  paths: { list?: string; get?: string; create: string; update: string; delete: string; reorder?: string };
  /** A valid body whose text the test looks for is `text`. */
  body(text: string): Json;
  /** The texts of the records the public sees now. */
  publicTexts(): Promise<string[]>;
  versionTag?: string;
  messages: { created: string; updated: string; deleted: string; notFound: string; reorderMismatch?: string };
}

const history = api.admin.history;
const publicHistory = async () => (await publicRead(api.history)).history;

const collections: CollectionCase[] = [
  {
    name: 'news',
    auditType: 'news',
    paths: {
      list: api.admin.news.list,
      get: api.admin.news.item,
      create: api.admin.news.create,
      update: api.admin.news.item,
      delete: api.admin.news.item,
    },
    body: (title) => newsBody({ title }),
    publicTexts: async () => (await publicRead(api.news.list)).news.map((item: Json) => item.title),
    versionTag: 'news',
    messages: { ...adminMessages.news, notFound: publicMessages.news.notFoundDetail },
  },
  {
    name: 'notable people',
    auditType: 'notable_person',
    paths: api.admin.notablePeople,
    body: (name) => personBody({ name }),
    publicTexts: async () => (await publicRead(api.notablePeople)).map((person: Json) => person.name),
    versionTag: 'person',
    messages: { ...adminMessages.people, notFound: adminMessages.people.loadPersonFailed },
  },
  {
    name: 'timeline entries',
    auditType: 'history_entry',
    paths: {
      create: history.timeline.create,
      update: history.timeline.item,
      delete: history.timeline.item,
      reorder: history.timeline.reorder,
    },
    body: (title) => ({ year: 1965, period: '', title, summary: '', body: '', image: '', on_home: false }),
    publicTexts: async () => (await publicHistory()).timeline.map((entry: Json) => entry.title),
    messages: { ...historyAdminMessages.timeline, reorderMismatch: historyAdminMessages.reorderMismatch },
  },
  {
    name: 'text blocks',
    auditType: 'history_block',
    paths: {
      create: history.blocks.create,
      update: history.blocks.item,
      delete: history.blocks.item,
      reorder: history.blocks.reorder,
    },
    body: (title) => ({ title, body: 'نص الفقرة' }),
    publicTexts: async () => (await publicHistory()).blocks.map((block: Json) => block.title),
    messages: { ...historyAdminMessages.blocks, reorderMismatch: historyAdminMessages.reorderMismatch },
  },
];

describe.each(collections)('$name', (resource) => {
  const { paths, messages: m } = resource;

  async function create(text = unique('نص')): Promise<Json> {
    const res = await as('POST', paths.create, resource.body(text));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(m.created);
    return res.body.data;
  }

  it('creates at version 1; the public sees it at once, and the audit names the new record', async () => {
    await resource.publicTexts();
    const text = unique('جديد');
    const created = await create(text);
    expect(created).toMatchObject({ version: 1 });
    expect(await resource.publicTexts()).toContain(text);
    const [entry] = await auditOf(resource.auditType);
    expect(entry).toMatchObject({ action: 'create', record_id: Number(created.id), before: null });
  });

  it('reads the list and one record with its version tag', async () => {
    const created = await create();
    if (paths.list) {
      const list = await as('GET', paths.list);
      expect(list.status).toBe(200);
      expect(list.body.data).toContainEqual(created);
    }
    if (paths.get) {
      const one = await as('GET', withId(paths.get, created.id));
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ success: true, data: created });
      expect(one.headers.get('etag')).toBe(`"${resource.versionTag}-${created.id}-v1"`);
      const gone = await as('GET', withId(paths.get, 999_999));
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe(m.notFound);
    }
  });

  it('updates from the version it was read at; a stale one is refused with the record as it is', async () => {
    const created = await create();
    await resource.publicTexts();
    const text = unique('معدل');
    const saved = await as('PUT', withId(paths.update, created.id), { ...resource.body(text), version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: m.updated, data: { version: 2 } });
    expect(await resource.publicTexts()).toContain(text);
    const [entry] = await auditOf(resource.auditType);
    expect(entry).toMatchObject({ action: 'update', record_id: Number(created.id) });
    expect(entry.before).toMatchObject({ version: 1 });
    expect(entry.after).toMatchObject({ version: 2 });

    // If-Match names the version too, ahead of the body's.
    const stale = await as('PUT', withId(paths.update, created.id), resource.body(unique('قديم')), {
      'if-match': `"x-${created.id}-v1"`,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: conflictMessages.stale });
    expect(stale.body.current).toEqual(saved.body.data);

    const missing = await as('PUT', withId(paths.update, 999_999), { ...resource.body('x'), version: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(m.notFound);
  });

  it('deletes once; the public no longer sees it, and the audit says so', async () => {
    const text = unique('محذوف');
    const created = await create(text);
    expect(await resource.publicTexts()).toContain(text);
    const deleted = await as('DELETE', withId(paths.delete, created.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: m.deleted });
    expect(await resource.publicTexts()).not.toContain(text);
    const [entry] = await auditOf(resource.auditType);
    expect(entry).toMatchObject({ action: 'delete', record_id: Number(created.id), after: null });
    const again = await as('DELETE', withId(paths.delete, created.id));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(m.notFound);
  });

  it.runIf(paths.reorder)('reorders the whole list, and refuses an order that does not name it', async () => {
    await create();
    await create();
    const texts = await resource.publicTexts();
    const listed: Json = await as('POST', paths.reorder!, { ids: [] });
    expect(listed.status).toBe(409);
    expect(listed.body.error).toBe(m.reorderMismatch);
    expect(await resource.publicTexts()).toEqual(texts);

    const current = (await as('GET', history.get)).body.data;
    const ids = (resource.auditType === 'history_entry' ? current.timeline : current.blocks)
      .map((record: Json) => record.id)
      .reverse();
    const reordered = await as('POST', paths.reorder!, { ids });
    expect(reordered.status).toBe(200);
    expect(reordered.body.message).toBe(m.updated);
    expect(reordered.body.data.map((record: Json) => record.id)).toEqual(ids);
    expect(await resource.publicTexts()).toEqual([...texts].reverse());
    const [entry] = await auditOf(resource.auditType);
    expect(entry).toMatchObject({ action: 'update', record_id: null });
  });
});

interface SingletonCase {
  name: string;
  auditType: string;
  paths: { get?: string; save: string };
  body(text: string): Json;
  /** The text the public sees now. */
  publicText(): Promise<string>;
  versionTag?: string;
  saved: string;
}

const singletons: SingletonCase[] = [
  {
    name: 'the diwan',
    auditType: 'diwan',
    paths: { get: api.admin.diwanGet, save: api.admin.diwanUpdate },
    body: (address) => diwanBody({ address }),
    publicText: async () => (await publicRead(api.diwan)).address,
    versionTag: 'diwan',
    saved: adminMessages.diwan.saved,
  },
  {
    name: "the site's settings",
    auditType: 'site_settings',
    paths: { get: api.admin.site.get, save: api.admin.site.update },
    body: (familyName) => siteSettingsBody({ familyName }),
    publicText: async () => (await publicRead(api.site)).familyName,
    versionTag: 'site',
    saved: adminMessages.site.saved,
  },
  {
    name: "the history page's texts",
    auditType: 'history_page',
    paths: { save: history.page },
    body: (intro) => ({ intro, home_intro: '', map_image: '', map_alt: '', map_caption: '' }),
    publicText: async () => (await publicHistory()).page.intro,
    saved: historyAdminMessages.page.saved,
  },
];

describe.each(singletons)('$name', (singleton) => {
  const { paths } = singleton;

  it('is read at version 0 before its first save, then saved from the version it was read at', async () => {
    if (paths.get) {
      const first = await as('GET', paths.get);
      expect(first.status).toBe(200);
      expect(first.body.data.version).toBe(0);
      expect(first.headers.get('etag')).toBe(`"${singleton.versionTag}-1-v0"`);
    }
    await singleton.publicText();
    const text = unique('نص');
    const saved = await as('POST', paths.save, { ...singleton.body(text), version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: singleton.saved, data: { version: 1 } });
    expect(await singleton.publicText()).toBe(text);
    const [entry] = await auditOf(singleton.auditType);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry.after).toMatchObject({ version: 1 });
    if (paths.get) {
      const read = await as('GET', paths.get);
      expect(read.body).toEqual({ success: true, data: saved.body.data });
      expect(read.headers.get('etag')).toBe(`"${singleton.versionTag}-1-v1"`);
    }

    const stale = await as('POST', paths.save, { ...singleton.body(unique('قديم')), version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: conflictMessages.stale });
    expect(stale.body.current).toEqual(saved.body.data);
    expect(await singleton.publicText()).toBe(text);
  });
});
