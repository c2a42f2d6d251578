import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { conflictMessages } from '#shared/messages/conflicts.ts';
import { diwanBody, memberBody, newsBody, personBody, siteSettingsBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * No lost updates (decision 026): two keepers open the same record; the second save
 * names the version it started from and is refused with 409 and the record as it is now. On
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('record versions', () => {
  let server: TestServer;
  let cousin = '';

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    cousin = (await addKeeper(server, 'cousin-editor', 'editor')).token;
  });
  afterAll(async () => server?.close());

  it('a stale member save answers 409 with the current values and changes nothing; a stale father never comes back', async () => {
    const owner = server.token;
    const father = (
      await request(server, 'POST', api.familyMembers.create, {
        token: owner,
        json: memberBody({ generation: 1 }),
      })
    ).body.data;
    const newFather = (
      await request(server, 'POST', api.familyMembers.create, {
        token: owner,
        json: memberBody({ generation: 1 }),
      })
    ).body.data;
    const son = (
      await request(server, 'POST', api.familyMembers.create, {
        token: owner,
        json: memberBody({ name: 'سالم', generation: 2, parent: father.id }),
      })
    ).body.data;
    expect(son.version).toBe(1);

    // Both tabs read version 1 from the admin list.
    const listed = await request(server, 'GET', `${api.admin.familyMembers.list}?ids=${son.id}`, {
      token: owner,
    });
    expect(listed.body.data[0].version).toBe(1);

    const first = await request(server, 'PUT', withId(api.familyMembers.update, son.id), {
      token: owner,
      json: memberBody({ name: 'سالم', generation: 2, parent: newFather.id, version: 1 }),
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);

    const stale = await request(server, 'PUT', withId(api.familyMembers.update, son.id), {
      token: cousin,
      json: memberBody({ name: 'سالم بن محمد', generation: 2, parent: father.id, version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: conflictMessages.stale });
    expect(stale.body.current).toMatchObject({ id: son.id, parent: newFather.id, version: 2, name: 'سالم' });
    const stored = await server.app.repos.familyMembers.find(son.id);
    expect(stored).toMatchObject({ parent_id: newFather.id, version: 2, name: 'سالم' });

    // The current version saves; a client that names none (an older one) still saves, last write wins.
    const fresh = await request(server, 'PUT', withId(api.familyMembers.update, son.id), {
      token: cousin,
      json: memberBody({ name: 'سالم بن محمد', generation: 2, parent: newFather.id, version: 2 }),
    });
    expect(fresh.status).toBe(200);
    const legacy = await request(server, 'PUT', withId(api.familyMembers.update, son.id), {
      token: owner,
      json: memberBody({ name: 'سالم بن محمد', generation: 2, parent: newFather.id }),
    });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data.version).toBe(4);
  });

  it('news: GET sends an ETag; If-Match or a body version guards the update; concurrent saves let one through', async () => {
    const created = (
      await request(server, 'POST', api.admin.news.create, { token: server.token, json: newsBody() })
    ).body.data;
    const item = withId(api.admin.news.item, created.id);
    const read = await request(server, 'GET', item, { token: server.token });
    const etag = read.headers.get('etag');
    expect(etag).toBe(`"news-${created.id}-v1"`);
    expect(read.body.data.version).toBe(1);

    // Two sessions save at the same moment from version 1: exactly one wins.
    const [a, b] = await Promise.all([
      request(server, 'PUT', item, {
        token: server.token,
        headers: { 'if-match': etag! },
        json: newsBody({ title: 'أ' }),
      }),
      request(server, 'PUT', item, {
        token: cousin,
        headers: { 'if-match': etag! },
        json: newsBody({ title: 'ب' }),
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.current).toMatchObject({ version: 2, title: winner.body.data.title });

    const byBody = await request(server, 'PUT', item, {
      token: cousin,
      json: { ...newsBody({ title: 'ج' }), version: 1 },
    });
    expect(byBody.status).toBe(409);
    const ok = await request(server, 'PUT', item, {
      token: cousin,
      json: { ...newsBody({ title: 'ج' }), version: 2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ title: 'ج', version: 3 });
    // A missing item is still a 404, whatever version is named.
    const missing = await request(server, 'PUT', withId(api.admin.news.item, 999_999), {
      token: cousin,
      json: { ...newsBody(), version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it("members: the form's read sends an ETag, If-Match guards the update, the 409 changes nothing", async () => {
    const created = (
      await request(server, 'POST', api.familyMembers.create, {
        token: server.token,
        json: memberBody({ name: 'عيسى', generation: 1 }),
      })
    ).body.data;
    const read = await request(server, 'GET', `${api.admin.familyMembers.list}?ids=${created.id}`, {
      token: cousin,
    });
    const etag = read.headers.get('etag');
    expect(etag).toBe(`"member-${created.id}-v1"`);
    // A search or a page of the list is not one record: no ETag.
    const page = await request(server, 'GET', api.admin.familyMembers.list, { token: cousin });
    expect(page.headers.get('etag')).toBeNull();

    const item = withId(api.familyMembers.update, created.id);
    const first = await request(server, 'PUT', item, {
      token: server.token,
      headers: { 'if-match': etag! },
      json: memberBody({ name: 'عيسى', generation: 1, bio: 'سيرة أولى' }),
    });
    expect(first.body.data.version).toBe(2);
    const before = await server.app.repos.familyMembers.find(created.id);
    const stale = await request(server, 'PUT', item, {
      token: cousin,
      headers: { 'if-match': etag! },
      json: memberBody({ name: 'عيسى بن محمد', generation: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'عيسى', bio: 'سيرة أولى', version: 2 });
    expect(await server.app.repos.familyMembers.find(created.id)).toEqual(before);
  });

  it('notable people: GET sends version and ETag; a stale body version is refused; none is last-write-wins', async () => {
    const created = (
      await request(server, 'POST', api.admin.notablePeople.create, {
        token: server.token,
        json: personBody(),
      })
    ).body.data;
    // A create starts at 1 whatever the body names.
    expect(created.version).toBe(1);
    const item = withId(api.admin.notablePeople.get, created.id);
    const read = await request(server, 'GET', item, { token: cousin });
    expect(read.headers.get('etag')).toBe(`"person-${created.id}-v1"`);
    expect(read.body.data.version).toBe(1);
    const listed = await request(server, 'GET', api.admin.notablePeople.list, { token: cousin });
    expect(listed.body.data.find((p: { id: string }) => p.id === created.id).version).toBe(1);

    const update = withId(api.admin.notablePeople.update, created.id);
    const first = await request(server, 'PUT', update, {
      token: server.token,
      json: personBody({ name: 'الأول', version: 1 }),
    });
    expect(first.body.data).toMatchObject({ name: 'الأول', version: 2 });
    const stale = await request(server, 'PUT', update, {
      token: cousin,
      json: personBody({ name: 'الثاني', version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: conflictMessages.stale });
    expect(stale.body.current).toMatchObject({ id: created.id, name: 'الأول', version: 2 });
    const legacy = await request(server, 'PUT', update, {
      token: cousin,
      json: personBody({ name: 'الثاني' }),
    });
    expect(legacy.body.data).toMatchObject({ name: 'الثاني', version: 3 });
  });

  it('the diwan: version 0 before its first save, then the same compare-and-set', async () => {
    const fresh = await startTestServer({ seedDemo: false });
    try {
      const read = await request(fresh, 'GET', api.admin.diwanGet, { token: fresh.token });
      expect(read.body.data.version).toBe(0);
      expect(read.headers.get('etag')).toBe('"diwan-1-v0"');
      // Two tabs open the empty form; the first save creates the row, the second is told.
      const first = await request(fresh, 'POST', api.admin.diwanUpdate, {
        token: fresh.token,
        json: diwanBody({ location: 'الأول', version: 0 }),
      });
      expect(first.body.data).toMatchObject({ location: 'الأول', version: 1 });
      const second = await request(fresh, 'POST', api.admin.diwanUpdate, {
        token: fresh.token,
        headers: { 'if-match': '"diwan-1-v0"' },
        json: diwanBody({ location: 'الثاني' }),
      });
      expect(second.status).toBe(409);
      expect(second.body.current).toMatchObject({ location: 'الأول', version: 1 });
      expect((await fresh.app.repos.diwan.get())?.location).toBe('الأول');
      const ok = await request(fresh, 'POST', api.admin.diwanUpdate, {
        token: fresh.token,
        json: diwanBody({ location: 'الثاني', version: 1 }),
      });
      expect(ok.body.data).toMatchObject({ location: 'الثاني', version: 2 });
      const legacy = await request(fresh, 'POST', api.admin.diwanUpdate, {
        token: fresh.token,
        json: diwanBody({ location: 'الثالث' }),
      });
      expect(legacy.body.data).toMatchObject({ location: 'الثالث', version: 3 });
    } finally {
      await fresh.close();
    }
  });

  it('site settings: two sessions save from one version, the second gets 409 with the current settings', async () => {
    const read = await request(server, 'GET', api.admin.site.get, { token: server.token });
    const version = read.body.data.version as number;
    expect(read.headers.get('etag')).toBe(`"site-1-v${version}"`);
    const other = await addKeeper(server, 'second-owner', 'owner');
    const first = await request(server, 'POST', api.admin.site.update, {
      token: server.token,
      json: siteSettingsBody({ familyName: 'الأولى', version }),
    });
    expect(first.body.data).toMatchObject({ familyName: 'الأولى', version: version + 1 });
    const stale = await request(server, 'POST', api.admin.site.update, {
      token: other.token,
      headers: { 'if-match': read.headers.get('etag')! },
      json: siteSettingsBody({ familyName: 'الثانية' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ familyName: 'الأولى', version: version + 1 });
    expect((await server.app.repos.siteSettings.get())?.family_name).toBe('الأولى');
    // Only the owner reads the settings' admin copy, as only the owner saves them.
    expect((await request(server, 'GET', api.admin.site.get, { token: cousin })).status).toBe(403);
  });

  it('history: the page texts, an entry and a block each refuse a stale version', async () => {
    const h = api.admin.history;
    const opened = (await request(server, 'GET', h.get, { token: cousin })).body.data;
    const page = { intro: 'مقدمة', home_intro: '', map_image: '', map_alt: '', map_caption: '' };
    const saved = await request(server, 'POST', h.page, {
      token: server.token,
      json: { ...page, version: opened.page.version },
    });
    expect(saved.body.data.version).toBe(opened.page.version + 1);
    const stalePage = await request(server, 'POST', h.page, {
      token: cousin,
      json: { ...page, intro: 'أخرى', version: opened.page.version },
    });
    expect(stalePage.status).toBe(409);
    expect(stalePage.body.current).toMatchObject({ intro: 'مقدمة', version: opened.page.version + 1 });

    const entryBody = {
      year: 1965,
      period: '',
      title: 'محطة',
      summary: '',
      body: '',
      image: '',
      on_home: false,
    };
    const entry = (await request(server, 'POST', h.timeline.create, { token: server.token, json: entryBody }))
      .body.data;
    expect(entry.version).toBe(1);
    const entryItem = withId(h.timeline.item, entry.id);
    await request(server, 'PUT', entryItem, { token: server.token, json: { ...entryBody, version: 1 } });
    const staleEntry = await request(server, 'PUT', entryItem, {
      token: cousin,
      json: { ...entryBody, title: 'قديمة', version: 1 },
    });
    expect(staleEntry.status).toBe(409);
    expect(staleEntry.body.current).toMatchObject({ id: entry.id, title: 'محطة', version: 2 });

    const block = (
      await request(server, 'POST', h.blocks.create, {
        token: server.token,
        json: { title: 'فقرة', body: '', version: 7 },
      })
    ).body.data;
    expect(block.version).toBe(1);
    const blockItem = withId(h.blocks.item, block.id);
    await request(server, 'PUT', blockItem, { token: server.token, json: { title: 'فقرة', body: 'أ' } });
    const staleBlock = await request(server, 'PUT', blockItem, {
      token: cousin,
      json: { title: 'فقرة', body: 'ب', version: 1 },
    });
    expect(staleBlock.status).toBe(409);
    expect(staleBlock.body.current).toMatchObject({ body: 'أ', version: 2 });
    const listed = (await request(server, 'GET', h.get, { token: cousin })).body.data;
    expect(listed.blocks.find((b: { id: number }) => b.id === block.id).version).toBe(2);
  });
});
