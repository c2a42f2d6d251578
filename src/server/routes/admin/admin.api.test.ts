import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import {
  contactBody,
  diwanBody,
  memberBody,
  newsBody,
  personBody,
  siteSettingsBody,
  unique,
} from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { snapshotData } from '#server/test/snapshot.ts';
import { TEST_ADMIN_PASSWORD, startTestServer, type TestServer } from '#server/test/test-server.ts';

const sqlLooking = `Robert'); DROP TABLE news; -- ' OR '1'='1`;
const scriptLooking = `<script>alert("x")</script><img src=x onerror="alert(1)"> &amp; {{7*7}} \${7*7}`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const as = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, ...(json === undefined ? {} : { json }) });

async function createMember(overrides: Json = {}): Promise<number> {
  const res = await as('POST', api.familyMembers.create, memberBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('news', () => {
  it('create, read, update and delete', async () => {
    const body = newsBody({
      category: 'achievements',
      image: '/uploads/x.webp',
      link: 'https://example.com/a',
    });
    const created = await as('POST', api.admin.news.create, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: adminMessages.news.created });
    // An older client's body: published at once for everyone, naming nobody (fields added to the answer).
    const unscheduled = { status: 'published', publish_at: null, audience: 'public', member_ids: [] };
    // The admin's copy carries its version (decision 026).
    expect(created.body.data).toEqual({ id: expect.any(Number), ...body, ...unscheduled, version: 1 });
    const id = created.body.data.id;

    const item = await as('GET', withId(api.admin.news.item, id));
    expect(item.body).toEqual({ success: true, data: created.body.data });
    const list = await as('GET', api.admin.news.list);
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((n: Json) => n.id)).toContain(id);

    const changed = newsBody({ category: 'occasions' });
    const updated = await as('PUT', withId(api.admin.news.item, id), changed);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id, ...changed, ...unscheduled, version: 2 });
    expect((await request(server, 'GET', withId(api.news.get, id))).body.news).toEqual({
      id,
      ...changed,
      members: [],
    });

    const deleted = await as('DELETE', withId(api.admin.news.item, id));
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect((await request(server, 'GET', withId(api.news.get, id))).status).toBe(404);
    expect((await as('GET', withId(api.admin.news.item, id))).status).toBe(404);
    expect((await as('PUT', withId(api.admin.news.item, id), newsBody())).status).toBe(404);
    expect((await as('DELETE', withId(api.admin.news.item, id))).status).toBe(404);
  });

  it('a missing category falls back to events', async () => {
    const { category: _category, ...body } = newsBody();
    const created = await as('POST', api.admin.news.create, body);
    expect(created.body.data.category).toBe('events');
  });
});

describe('notable people', () => {
  it('create, read, update and delete; ids are strings', async () => {
    const body = personBody({ category: 'political', order: 3 });
    const created = await as('POST', api.admin.notablePeople.create, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(String), ...body, version: 1 });
    const id = created.body.data.id;

    expect((await as('GET', withId(api.admin.notablePeople.get, id))).body.data).toEqual(created.body.data);
    const list = await as('GET', api.admin.notablePeople.list);
    expect(list.body.data.map((p: Json) => p.id)).toContain(id);

    const updated = await as('PUT', withId(api.admin.notablePeople.update, id), personBody({ order: 'abc' }));
    expect(updated.status).toBe(200);
    expect(updated.body.data.order).toBe(99);

    expect((await as('DELETE', withId(api.admin.notablePeople.delete, id))).status).toBe(200);
    expect((await as('GET', withId(api.admin.notablePeople.get, id))).status).toBe(404);
    expect((await as('DELETE', withId(api.admin.notablePeople.delete, id))).status).toBe(404);
    const pub = await request(server, 'GET', api.notablePeople);
    expect(pub.body.map((p: Json) => p.id)).not.toContain(id);
  });
});

describe('diwan, site settings and messages', () => {
  it('diwan update is read back by the public call', async () => {
    const body = diwanBody();
    const res = await as('POST', api.admin.diwanUpdate, body);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await request(server, 'GET', api.diwan)).body).toEqual(body);
  });

  it('stores a place link or an address as the map the public page can frame, and refuses short links', async () => {
    const place = 'https://www.google.com/maps/place/Diwan/@29.3759,47.9774,17z/data=!3m1';
    expect((await as('POST', api.admin.diwanUpdate, diwanBody({ map_url: place }))).status).toBe(200);
    expect((await request(server, 'GET', api.diwan)).body.map_url).toBe(
      'https://www.google.com/maps?q=29.3759%2C47.9774&output=embed',
    );

    await as('POST', api.admin.diwanUpdate, diwanBody({ map_url: 'العديلية، قطعة 3' }));
    expect((await request(server, 'GET', api.diwan)).body.map_url).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent('العديلية، قطعة 3')}&output=embed`,
    );

    const short = await as(
      'POST',
      api.admin.diwanUpdate,
      diwanBody({ map_url: 'https://maps.app.goo.gl/Ab12' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.fields.map_url).toBe(adminMessages.diwan.mapShortLink);
    expect((await request(server, 'GET', api.diwan)).body.map_url).toContain('output=embed');
  });

  it('site settings update is read back by GET /api/site.php', async () => {
    const body = siteSettingsBody();
    const res = await as('POST', api.admin.site.update, body);
    expect(res.status).toBe(200);
    expect((await request(server, 'GET', api.site)).body).toEqual(body);
  });

  it('contact messages can be marked read and deleted', async () => {
    const body = contactBody();
    await request(server, 'POST', api.contact, { json: body });
    const inbox = await as('GET', api.admin.messages.list);
    const message = inbox.body.data.find((m: Json) => m.name === body.name);
    expect(typeof inbox.body.unreadCount).toBe('number');
    expect((await as('POST', withId(api.admin.messages.markRead, message.id), { read: true })).status).toBe(
      200,
    );
    const after = await as('GET', api.admin.messages.list);
    expect(after.body.data.find((m: Json) => m.id === message.id).read).toBe(true);
    expect(after.body.unreadCount).toBe(inbox.body.unreadCount - 1);
    expect((await as('DELETE', withId(api.admin.messages.delete, message.id))).status).toBe(200);
    expect((await as('DELETE', withId(api.admin.messages.delete, message.id))).status).toBe(404);
  });

  it('stats count what the public calls list', async () => {
    await request(server, 'GET', api.views);
    const stats = await as('GET', api.admin.stats);
    expect(stats.status).toBe(200);
    const [news, people, members] = await Promise.all([
      request(server, 'GET', api.news.list),
      request(server, 'GET', api.notablePeople),
      request(server, 'GET', api.familyMembers.list),
    ]);
    expect(stats.body).toMatchObject({
      success: true,
      newsCount: news.body.news.length,
      notablePeopleCount: people.body.length,
      familyMembersCount: members.body.length,
    });
    expect(stats.body.websiteViews).toBeGreaterThanOrEqual(1);
    for (const key of ['newsCount', 'notablePeopleCount', 'familyMembersCount', 'websiteViews']) {
      expect(typeof stats.body[key], key).toBe('number');
    }
  });
});

describe('family members', () => {
  it('create, update, read and delete', async () => {
    const father = await createMember({ generation: 2, gender: 'male' });
    const wife = await createMember({ generation: 2, gender: 'female', spouse_id: father });
    const body = memberBody({ generation: 3, parent: father, mother_id: wife, gender: 'female' });
    const created = await as('POST', api.familyMembers.create, body);
    expect(created.status).toBe(201);
    // A body without the founder's bullets (an older client's) stores none.
    const {
      version,
      contact_phone,
      contact_email,
      contact_area,
      contact_visibility,
      relatives_see_full,
      life,
      ...saved
    } = created.body.data;
    expect(saved).toEqual({ id: expect.any(Number), ...body, highlights: '', spouses: [] });
    expect(version).toBe(1);
    // The keepers' copy of the member's life (decision 056): nothing recorded yet.
    expect(life).toEqual({
      birth_place_id: null,
      death_place_id: null,
      events: [],
      marriages: [],
      places: [],
    });
    // Nothing recorded, shared with nobody, seen in full by relatives: the keepers' defaults.
    expect({ contact_phone, contact_email, contact_area, contact_visibility, relatives_see_full }).toEqual({
      contact_phone: '',
      contact_email: '',
      contact_area: '',
      contact_visibility: 'nobody',
      relatives_see_full: true,
    });
    const id = created.body.data.id;

    // The public read has no version and none of the keepers' fields: they are the admin's.
    const one = await request(server, 'GET', withId(api.familyMembers.get, id));
    expect(one.body).toEqual(saved);
    const updated = await as('PUT', withId(api.familyMembers.update, id), { ...body, role: 'مهندسة' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.role).toBe('مهندسة');

    expect((await as('DELETE', withId(api.familyMembers.delete, id))).status).toBe(200);
    expect((await request(server, 'GET', withId(api.familyMembers.get, id))).status).toBe(404);
    expect((await as('DELETE', withId(api.familyMembers.delete, id))).status).toBe(404);
    expect((await as('PUT', withId(api.familyMembers.update, id), memberBody())).status).toBe(404);

    // Deleting a spouse deletes the marriage too.
    expect((await request(server, 'GET', withId(api.familyMembers.get, wife))).body.spouse_id).toBe(father);
    expect((await as('DELETE', withId(api.familyMembers.delete, father))).status).toBe(200);
    const widow = await request(server, 'GET', withId(api.familyMembers.get, wife));
    expect(widow.body).toMatchObject({ spouse_id: null, spouses: [] });
  });

  it('the parent must exist, may not be the member itself, nor one of its descendants', async () => {
    const grandfather = await createMember({ generation: 1 });
    const father = await createMember({ generation: 2, parent: grandfather });
    const son = await createMember({ generation: 3, parent: father });
    const m = adminMessages.members;
    const before = await snapshotData(server.app);

    const missing = await as('POST', api.familyMembers.create, memberBody({ parent: 999_999 }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, fields: { parent: m.parentNotFound } });

    const self = await as('PUT', withId(api.familyMembers.update, father), memberBody({ parent: father }));
    expect(self.status).toBe(400);
    expect(self.body.fields.parent).toBe(m.parentIsSelf);

    for (const descendant of [father, son]) {
      const res = await as(
        'PUT',
        withId(api.familyMembers.update, grandfather),
        memberBody({ generation: 1, parent: descendant }),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields.parent).toBe(m.parentIsDescendant);
    }

    const motherMissing = await as('POST', api.familyMembers.create, memberBody({ mother_id: 999_999 }));
    expect(motherMissing.status).toBe(400);
    expect(motherMissing.body.fields.mother_id).toBe(m.motherNotFound);
    const motherSelf = await as('PUT', withId(api.familyMembers.update, son), memberBody({ mother_id: son }));
    expect(motherSelf.status).toBe(400);
    expect(motherSelf.body.fields.mother_id).toBe(m.motherInvalid);
    const motherDescendant = await as(
      'PUT',
      withId(api.familyMembers.update, grandfather),
      memberBody({ generation: 1, mother_id: son }),
    );
    expect(motherDescendant.status).toBe(400);
    expect(motherDescendant.body.fields.mother_id).toBe(m.motherInvalid);

    const spouseMissing = await as('POST', api.familyMembers.create, memberBody({ spouse_id: 999_999 }));
    expect(spouseMissing.status).toBe(400);
    expect(spouseMissing.body.fields.spouse_id).toBe(m.spouseNotFound);

    expect(await snapshotData(server.app)).toEqual(before);
  });

  it('nobody becomes their own ancestor through the mother line either', async () => {
    // A woman, her daughter (by the mother link only) and her granddaughter.
    const grandmother = await createMember({ generation: 1, gender: 'female' });
    const daughter = await createMember({ generation: 2, gender: 'female', mother_id: grandmother });
    const granddaughter = await createMember({ generation: 3, gender: 'female', mother_id: daughter });
    const m = adminMessages.members;
    const before = await snapshotData(server.app);

    for (const descendant of [daughter, granddaughter]) {
      const asMother = await as(
        'PUT',
        withId(api.familyMembers.update, grandmother),
        memberBody({ generation: 1, gender: 'female', mother_id: descendant }),
      );
      expect(asMother.status).toBe(400);
      expect(asMother.body.fields.mother_id).toBe(m.motherInvalid);
      const asFather = await as(
        'PUT',
        withId(api.familyMembers.update, grandmother),
        memberBody({ generation: 1, gender: 'female', parent: descendant }),
      );
      expect(asFather.status).toBe(400);
      expect(asFather.body.fields.parent).toBe(m.parentIsDescendant);
    }

    expect(await snapshotData(server.app)).toEqual(before);
  });

  it('deleting a member with children is refused with 409 and nothing is deleted', async () => {
    const father = await createMember({ generation: 4 });
    await createMember({ generation: 5, parent: father });
    const before = await snapshotData(server.app);
    const res = await as('DELETE', withId(api.familyMembers.delete, father));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: adminMessages.members.hasChildren });
    expect(await snapshotData(server.app)).toEqual(before);
  });

  it('deleting a mother whose children are listed under her is refused with 409 too', async () => {
    const father = await createMember({ generation: 2, gender: 'male' });
    const mother = await createMember({ generation: 2, gender: 'female', spouse_id: father });
    const child = await createMember({ generation: 3, parent: father, mother_id: mother });
    const before = await snapshotData(server.app);
    const res = await as('DELETE', withId(api.familyMembers.delete, mother));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: adminMessages.members.hasChildren });
    expect(await snapshotData(server.app)).toEqual(before);
    expect((await request(server, 'GET', withId(api.familyMembers.get, child))).body.mother_id).toBe(mother);
  });

  it('the generation must be a whole number from 1 to 99 (an imported family is often deeper than 6)', async () => {
    const before = await snapshotData(server.app);
    for (const generation of [0, 100, -1, 2.5, 'abc', '', null]) {
      const res = await as('POST', api.familyMembers.create, memberBody({ generation: generation as never }));
      expect(res.status, String(generation)).toBe(400);
      expect(res.body.fields, String(generation)).toHaveProperty('generation');
    }
    expect(await snapshotData(server.app)).toEqual(before);
    for (const generation of [1, 6, 7, 42, '4']) {
      const res = await as('POST', api.familyMembers.create, memberBody({ generation: generation as never }));
      expect(res.status, String(generation)).toBe(201);
      expect(res.body.data.generation).toBe(Number(generation));
    }
  });
});

describe('marriages (decision 013)', () => {
  const m = adminMessages.members;
  const get = async (id: number) => (await request(server, 'GET', withId(api.familyMembers.get, id))).body;

  it('a man with two wives, then a third through spouse_id alone; each wife sees him in her list', async () => {
    const man = await createMember({ generation: 2, gender: 'male' });
    const first = await createMember({ generation: 2, gender: 'female' });
    const second = await createMember({ generation: 2, gender: 'female' });
    const saved = await as(
      'PUT',
      withId(api.familyMembers.update, man),
      memberBody({ generation: 2, spouses: [{ id: first }, { id: second }] }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      spouse_id: first,
      spouses: [
        { id: first, order: 1, ended: null },
        { id: second, order: 2, ended: null },
      ],
    });
    // An older one-spouse client: a new wife through spouse_id is added after the others.
    const third = await createMember({ generation: 2, gender: 'female', spouse_id: man });
    expect((await get(third)).spouses).toEqual([{ id: man, order: 3, ended: null }]);
    expect((await get(man)).spouses.map((s: Json) => s.id)).toEqual([first, second, third]);
    expect((await get(second)).spouse_id).toBe(man);
    const list = (await request(server, 'GET', api.familyMembers.list)).body as Json[];
    expect(list.find((row) => row.id === man)?.spouses).toHaveLength(3);
  });

  it('a widow remarries: both marriages are kept, the current one is spouse_id', async () => {
    const first = await createMember({ generation: 2, gender: 'male', death: '1990' });
    const second = await createMember({ generation: 2, gender: 'male' });
    const widow = await createMember({
      generation: 2,
      gender: 'female',
      spouses: [{ id: first, ended: 'widowed' }, { id: second }],
    });
    expect(await get(widow)).toMatchObject({
      spouse_id: second,
      spouses: [
        { id: first, order: 1, ended: 'widowed' },
        { id: second, order: 1, ended: null },
      ],
    });
    expect((await get(first)).spouses).toEqual([{ id: widow, order: 1, ended: 'widowed' }]);
    // Divorce recorded from the husband's side.
    const divorced = await as(
      'PUT',
      withId(api.familyMembers.update, second),
      memberBody({ generation: 2, spouses: [{ id: widow, ended: 'divorced' }] }),
    );
    expect(divorced.body.data.spouses).toEqual([{ id: widow, order: 1, ended: 'divorced' }]);
    expect((await get(widow)).spouse_id).toBe(first);
  });

  it('cousins may marry; an ancestor, a descendant, oneself or the same gender may not', async () => {
    const grandfather = await createMember({ generation: 1, gender: 'male' });
    const sonA = await createMember({ generation: 2, gender: 'male', parent: grandfather });
    const sonB = await createMember({ generation: 2, gender: 'male', parent: grandfather });
    const cousinM = await createMember({ generation: 3, gender: 'male', parent: sonA });
    const cousinF = await createMember({ generation: 3, gender: 'female', parent: sonB });
    const cousins = await as(
      'PUT',
      withId(api.familyMembers.update, cousinM),
      memberBody({ generation: 3, parent: sonA, spouses: [{ id: cousinF }] }),
    );
    expect(cousins.status).toBe(200);

    const before = await snapshotData(server.app);
    const refusals: [number, Json, string][] = [
      [
        cousinF,
        { generation: 3, gender: 'female', parent: sonB, spouses: [{ id: grandfather }] },
        m.spouseIsRelative,
      ],
      [grandfather, { generation: 1, spouses: [{ id: cousinF }] }, m.spouseIsRelative],
      [sonA, { generation: 2, parent: grandfather, spouses: [{ id: sonA }] }, m.spouseIsSelf],
      [sonA, { generation: 2, parent: grandfather, spouses: [{ id: cousinM }] }, m.spouseIsRelative],
      [sonA, { generation: 2, parent: grandfather, spouses: [{ id: sonB }] }, m.spouseSameGender],
    ];
    for (const [id, body, message] of refusals) {
      const res = await as('PUT', withId(api.familyMembers.update, id), memberBody(body));
      expect(res.status, message).toBe(400);
      expect(res.body.fields.spouses).toBe(message);
    }
    const viaSpouseId = await as(
      'PUT',
      withId(api.familyMembers.update, sonA),
      memberBody({ generation: 2, parent: grandfather, spouse_id: sonB }),
    );
    expect(viaSpouseId.body.fields.spouse_id).toBe(m.spouseSameGender);
    expect(await snapshotData(server.app)).toEqual(before);
  });

  it('a father is a man and a mother a woman; a gender change that contradicts the children is refused', async () => {
    const woman = await createMember({ generation: 2, gender: 'female' });
    const man = await createMember({ generation: 2, gender: 'male' });
    const child = await createMember({ generation: 3, parent: man, mother_id: woman });
    const before = await snapshotData(server.app);
    const asFather = await as('POST', api.familyMembers.create, memberBody({ parent: woman }));
    expect(asFather.body.fields.parent).toBe(m.fatherMustBeMale);
    const asMother = await as('POST', api.familyMembers.create, memberBody({ mother_id: man }));
    expect(asMother.body.fields.mother_id).toBe(m.motherMustBeFemale);
    const turned = await as(
      'PUT',
      withId(api.familyMembers.update, man),
      memberBody({ generation: 2, gender: 'female' }),
    );
    expect(turned.status).toBe(400);
    expect(turned.body.fields.gender).toBe(m.genderConflicts);
    expect(await snapshotData(server.app)).toEqual(before);
    expect((await get(child)).parent).toBe(man);
  });

  it('two opposite parent edits at the same time never make a cycle', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createMember({ generation: 2 });
      const b = await createMember({ generation: 2 });
      const [ab, ba] = await Promise.all([
        as('PUT', withId(api.familyMembers.update, a), memberBody({ generation: 2, parent: b })),
        as('PUT', withId(api.familyMembers.update, b), memberBody({ generation: 2, parent: a })),
      ]);
      expect([ab.status, ba.status].sort()).toEqual([200, 400]);
      const [rowA, rowB] = [await get(a), await get(b)];
      expect(rowA.parent === b && rowB.parent === a).toBe(false);
    }
  });
});

interface Write {
  name: string;
  method: string;
  path: () => string;
  token?: boolean;
  required: string[];
  /** Bodies that are the valid body with one field of the wrong type or shape. */
  wrong: Record<string, unknown>[];
  valid: () => Record<string, unknown>;
}

describe('bad input for every write', () => {
  const ids = { news: 0, person: '', member: 0, message: 0 };

  beforeAll(async () => {
    ids.news = (await as('POST', api.admin.news.create, newsBody())).body.data.id;
    ids.person = (await as('POST', api.admin.notablePeople.create, personBody())).body.data.id;
    ids.member = await createMember();
    await request(server, 'POST', api.contact, { json: contactBody() });
    ids.message = (await as('GET', api.admin.messages.list)).body.data[0].id;
  });

  const writes: Write[] = [
    {
      name: 'news create',
      method: 'POST',
      path: () => api.admin.news.create,
      required: ['title', 'excerpt', 'content', 'date'],
      wrong: [{ title: 42 }, { date: 'yesterday' }, { category: 'gossip' }, { image: 'javascript:alert(1)' }],
      valid: () => newsBody(),
    },
    {
      name: 'news update',
      method: 'PUT',
      path: () => withId(api.admin.news.item, ids.news),
      required: ['title', 'excerpt', 'content', 'date'],
      wrong: [{ content: ['a'] }, { link: 'not a url' }],
      valid: () => newsBody(),
    },
    {
      name: 'notable person create',
      method: 'POST',
      path: () => api.admin.notablePeople.create,
      required: ['name', 'position'],
      wrong: [{ name: { x: 1 } }, { category: 'chef' }, { image: 'data:image/png;base64,AAAA' }],
      valid: () => personBody(),
    },
    {
      name: 'notable person update',
      method: 'PUT',
      path: () => withId(api.admin.notablePeople.update, ids.person),
      required: ['name', 'position'],
      wrong: [{ position: 7 }],
      valid: () => personBody(),
    },
    {
      name: 'diwan update',
      method: 'POST',
      path: () => api.admin.diwanUpdate,
      required: ['address', 'location', 'opening_hours', 'map_url'],
      wrong: [{ address: 5 }, { map_url: 'https://evil.example/maps/embed' }],
      valid: () => diwanBody(),
    },
    {
      name: 'site settings update',
      method: 'POST',
      path: () => api.admin.site.update,
      required: ['familyName', 'founderName'],
      wrong: [{ email: 'not-an-email' }, { familyName: true }, { socialX: 'javascript:alert(1)' }],
      valid: () => siteSettingsBody(),
    },
    {
      name: 'family member create',
      method: 'POST',
      path: () => api.familyMembers.create,
      required: ['name', 'generation'],
      wrong: [{ generation: 'three' }, { parent: 'x' }, { gender: 'other' }, { name: 12 }],
      valid: () => memberBody(),
    },
    {
      name: 'family member update',
      method: 'PUT',
      path: () => withId(api.familyMembers.update, ids.member),
      required: ['name', 'generation'],
      wrong: [{ spouse_id: -4 }, { bio: 99 }],
      valid: () => memberBody(),
    },
    {
      name: 'contact send',
      method: 'POST',
      path: () => api.contact,
      token: false,
      required: ['name', 'subject', 'message'],
      wrong: [{ name: 42 }, { message: ['x'] }],
      valid: () => contactBody(),
    },
    {
      name: 'change password',
      method: 'POST',
      path: () => api.admin.changePassword,
      required: ['currentPassword', 'newPassword'],
      wrong: [{ newPassword: 12345678 }, { newPassword: 'short' }],
      valid: () => ({ currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'another-password-1' }),
    },
    {
      name: 'message mark-read',
      method: 'POST',
      path: () => withId(api.admin.messages.markRead, ids.message),
      required: [],
      wrong: [{ read: 'yes' }],
      valid: () => ({ read: true }),
    },
  ];

  const send = (write: Write, init: { json?: unknown; body?: string; headers?: Record<string, string> }) =>
    request(server, write.method, write.path(), {
      ...(write.token === false ? {} : { token: server.token }),
      ...init,
    });

  for (const write of writes) {
    it(`${write.name}: missing fields, wrong types, malformed JSON and oversized bodies change nothing`, async () => {
      const before = await snapshotData(server.app);

      if (write.required.length > 0) {
        const empty = await send(write, { json: {} });
        expect(empty.status).toBe(400);
        expect(empty.body.success).toBe(false);
        expect(typeof empty.body.error).toBe('string');
        for (const field of write.required) expect(empty.body.fields, field).toHaveProperty(field);
        for (const field of write.required) {
          const body = write.valid();
          delete body[field];
          const res = await send(write, { json: body });
          expect(res.status, `without ${field}`).toBe(400);
          expect(Object.keys(res.body.fields), `without ${field}`).toEqual([field]);
        }
      }

      for (const wrong of write.wrong) {
        const res = await send(write, { json: { ...write.valid(), ...wrong } });
        expect(res.status, JSON.stringify(wrong)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.fields, JSON.stringify(wrong)).toHaveProperty(Object.keys(wrong)[0]!);
      }

      // A body-less mark-read means "read" by design, so `null` is only bad where fields are required.
      const notObjects = write.required.length > 0 ? ['[]', '"text"', '42', 'null'] : ['[]', '"text"', '42'];
      for (const notAnObject of notObjects) {
        const res = await send(write, { body: notAnObject, headers: { 'content-type': 'application/json' } });
        expect(res.status, notAnObject).toBe(400);
        expect(res.body.success).toBe(false);
      }

      const malformed = await send(write, {
        body: '{"name": "x", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ success: false, error: serverMessages.errors.malformedJson });

      const huge = { ...write.valid(), [write.required[0] ?? 'padding']: 'x'.repeat(1024 * 1024 + 10) };
      const oversized = await send(write, { json: huge });
      expect(oversized.status).toBe(413);
      expect(oversized.body).toEqual({ success: false, error: serverMessages.errors.tooLarge });

      const text = await send(write, { body: 'name=x', headers: { 'content-type': 'text/plain' } });
      expect([400, 415]).toContain(text.status);
      expect(text.body.success).toBe(false);

      expect(await snapshotData(server.app)).toEqual(before);
    });
  }

  it('ids in the query string must be positive whole numbers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3x', '']) {
      const res = await as('GET', `${api.admin.news.item}?id=${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('SQL-looking and script-looking text is stored and returned unchanged', () => {
  it('news', async () => {
    const body = newsBody({
      title: sqlLooking,
      excerpt: scriptLooking,
      content: `${scriptLooking}\n${sqlLooking}`,
    });
    const created = await as('POST', api.admin.news.create, body);
    expect(created.status).toBe(201);
    const read = await request(server, 'GET', withId(api.news.get, created.body.data.id));
    expect(read.body.news).toMatchObject({
      title: sqlLooking,
      excerpt: scriptLooking,
      content: body.content,
    });
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The table the SQL names is still there.
    expect((await request(server, 'GET', api.news.list)).body.news.length).toBeGreaterThan(1);
  });

  it('notable people, family members, diwan, site settings and contact messages', async () => {
    const person = await as(
      'POST',
      api.admin.notablePeople.create,
      personBody({ name: sqlLooking, bio: scriptLooking }),
    );
    const people = await request(server, 'GET', api.notablePeople);
    expect(people.body.find((p: Json) => p.id === person.body.data.id)).toMatchObject({
      name: sqlLooking,
      bio: scriptLooking,
    });

    const memberId = await createMember({ name: scriptLooking, bio: sqlLooking, role: scriptLooking });
    const member = await request(server, 'GET', withId(api.familyMembers.get, memberId));
    expect(member.body).toMatchObject({ name: scriptLooking, bio: sqlLooking, role: scriptLooking });

    await as('POST', api.admin.diwanUpdate, diwanBody({ address: sqlLooking, location: scriptLooking }));
    expect((await request(server, 'GET', api.diwan)).body).toMatchObject({
      address: sqlLooking,
      location: scriptLooking,
    });

    await as(
      'POST',
      api.admin.site.update,
      siteSettingsBody({ tagline: sqlLooking, heroText: scriptLooking }),
    );
    expect((await request(server, 'GET', api.site)).body).toMatchObject({
      tagline: sqlLooking,
      heroText: scriptLooking,
    });

    const name = unique(sqlLooking);
    await request(server, 'POST', api.contact, { json: contactBody({ name, message: scriptLooking }) });
    const inbox = await as('GET', api.admin.messages.list);
    expect(inbox.body.data.find((m: Json) => m.name === name)).toMatchObject({ message: scriptLooking });
  });
});

describe('seed-db, check-db and seed-notable-people', () => {
  it('check-db reports the counts; seed-db twice changes nothing and never deletes', async () => {
    const extra = await as('POST', api.admin.news.create, newsBody());
    const first = await as('GET', api.admin.checkDb);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, status: 'ok' });
    expect(first.body.counts.news).toBeGreaterThanOrEqual(7);

    const before = await snapshotData(server.app);
    for (let i = 0; i < 2; i++) {
      const seeded = await as('GET', api.admin.seedDb);
      expect(seeded.status).toBe(200);
      expect(seeded.body.success).toBe(true);
      expect(typeof seeded.body.message).toBe('string');
      expect(seeded.body.created).toMatchObject({ news: 0, familyMembers: 0, notablePeople: 0 });
    }
    expect(await snapshotData(server.app)).toEqual(before);
    expect((await as('GET', api.admin.checkDb)).body.counts).toEqual(first.body.counts);
    expect((await as('GET', withId(api.admin.news.item, extra.body.data.id))).status).toBe(200);
  });

  it('seed-notable-people re-adds only a deleted demo person, once', async () => {
    const custom = await as('POST', api.admin.notablePeople.create, personBody());
    const people = (await request(server, 'GET', api.notablePeople)).body as Json[];
    const names = people.map((p) => p.name).sort();
    const victim = people.find((p) => p.id !== custom.body.data.id && p.name !== sqlLooking)!;
    expect((await as('DELETE', withId(api.admin.notablePeople.delete, victim.id))).status).toBe(200);

    const reseeded = await as('GET', api.admin.seedNotablePeople);
    expect(reseeded.status).toBe(200);
    expect(reseeded.body).toMatchObject({ success: true, created: 1 });
    expect(typeof reseeded.body.message).toBe('string');
    const again = await as('GET', api.admin.seedNotablePeople);
    expect(again.body.created).toBe(0);

    const after = (await request(server, 'GET', api.notablePeople)).body as Json[];
    expect(after.map((p) => p.name).sort()).toEqual(names);
    expect(after.map((p) => p.id)).toContain(custom.body.data.id);
  });
});
