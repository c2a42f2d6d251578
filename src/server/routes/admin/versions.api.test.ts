import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '../../../shared/api-paths';
import { conflictMessages } from '../../../shared/messages/conflicts';
import { memberBody, newsBody } from '../../test/factories';
import { request } from '../../test/http';
import { addKeeper } from '../../test/keepers';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * No lost updates (issue #12, decision 026): two keepers open the same record; the second save
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

    // The current version saves; a client that names none (SPEC §7) still saves, last write wins.
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

  it('every other editable record has its version raised by each save', async () => {
    const { diwanBody, personBody } = await import('../../test/factories');
    for (let i = 0; i < 2; i++) {
      await request(server, 'POST', api.admin.diwanUpdate, { token: server.token, json: diwanBody() });
    }
    expect((await server.app.repos.diwan.get())?.version).toBe(2);
    const person = (
      await request(server, 'POST', api.admin.notablePeople.create, {
        token: server.token,
        json: personBody(),
      })
    ).body.data;
    await request(server, 'PUT', withId(api.admin.notablePeople.update, Number(person.id)), {
      token: server.token,
      json: personBody(),
    });
    expect((await server.app.repos.notablePeople.find(Number(person.id)))?.version).toBe(2);
  });
});
