import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { kinshipErrors } from '#shared/messages/kinship.ts';
import { memberBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// «صلة القرابة» over HTTP; the wording itself is kinship.test.ts's.

let server: TestServer;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

async function add(key: string, name: string, overrides: Json = {}) {
  const res = await request(server, 'POST', api.familyMembers.create, {
    token: server.token,
    json: memberBody({ name, ...overrides }),
  });
  expect(res.status, res.text).toBe(201);
  ids[key] = res.body.data.id;
  names[key] = name;
}

/** How `people` should name a member: as stored, or «—» for the hidden one kept for his sons. */
const person = (key: string, visibility: 'public' | 'hidden' = 'public') => ({
  id: ids[key],
  name: visibility === 'hidden' ? '—' : names[key],
  visibility,
});

const relation = (from: number | string, to: number | string) =>
  request(server, 'GET', `${api.familyMembers.relationship}?from=${from}&to=${to}`);

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  await add('grandfather', 'حمد', { generation: 1 });
  await add('grandmother', 'نورة', {
    generation: 1,
    gender: 'female',
    spouses: [{ id: ids.grandfather!, ended: null }],
  });
  await add('father', 'سالم', { generation: 2, parent: ids.grandfather, mother_id: ids.grandmother });
  await add('uncle', 'خالد', { generation: 2, parent: ids.grandfather, mother_id: ids.grandmother });
  await add('me', 'محمد', { generation: 3, parent: ids.father });
  await add('cousin', 'ريم', { generation: 3, parent: ids.uncle, gender: 'female' });
  await add('stranger', 'زيد', { generation: 1 });
  // Hidden by the admin, with sons shown: he stays in the line as «—» (decision 015).
  await add('hiddenUncle', unique('عم محجوب'), {
    generation: 2,
    parent: ids.grandfather,
    visibility: 'hidden',
  });
  await add('secondCousin', 'فهد', { generation: 3, parent: ids.hiddenUncle });
  await add('secondCousinBrother', 'بدر', { generation: 3, parent: ids.hiddenUncle });
});
afterAll(async () => server?.close());

describe('GET relationship.php', () => {
  it('names what the second member is to the first, with the path and the common ancestor', async () => {
    const res = await relation(ids.me!, ids.cousin!);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      relation: {
        term: 'بنت العم',
        sentence: expect.stringContaining('ريم'),
        path: [ids.me, ids.father, ids.grandfather, ids.uncle, ids.cousin],
        common_ancestor: ids.grandfather,
      },
      people: ['me', 'father', 'grandfather', 'uncle', 'cousin'].map((key) => person(key)),
    });
    expect((await relation(ids.me!, ids.uncle!)).body.relation.term).toBe('عم');
    expect((await relation(ids.uncle!, ids.me!)).body.relation.term).toBe('ابن الأخ');
    expect((await relation(ids.me!, ids.grandmother!)).body.relation.term).toBe('جدة لأب');
  });

  it('names the people of the path as the public sees them: a hidden ancestor is «—»', async () => {
    const throughHidden = await relation(ids.me!, ids.secondCousin!);
    expect(throughHidden.status, throughHidden.text).toBe(200);
    expect(throughHidden.body.relation).toMatchObject({
      path: [ids.me, ids.father, ids.grandfather, ids.hiddenUncle, ids.secondCousin],
      common_ancestor: ids.grandfather,
    });
    expect(throughHidden.body.people).toEqual([
      person('me'),
      person('father'),
      person('grandfather'),
      person('hiddenUncle', 'hidden'),
      person('secondCousin'),
    ]);

    // The hidden member as the common ancestor: named once, and still «—».
    const brothers = await relation(ids.secondCousin!, ids.secondCousinBrother!);
    expect(brothers.status, brothers.text).toBe(200);
    expect(brothers.body.relation).toMatchObject({
      path: [ids.secondCousin, ids.hiddenUncle, ids.secondCousinBrother],
      common_ancestor: ids.hiddenUncle,
    });
    expect(brothers.body.people).toEqual([
      person('secondCousin'),
      person('hiddenUncle', 'hidden'),
      person('secondCousinBrother'),
    ]);
    for (const res of [throughHidden, brothers]) expect(res.text).not.toContain(names.hiddenUncle);

    const self = await relation(ids.me!, ids.me!);
    expect(self.body.people).toEqual([person('me')]);
  });

  it('unrelated members get a sentence, not an error', async () => {
    const res = await relation(ids.me!, ids.stranger!);
    expect(res.status).toBe(200);
    expect(res.body.relation).toMatchObject({ term: null, path: [], common_ancestor: null });
    expect(res.body.people).toEqual([]);
    expect(res.body.relation.sentence).toMatch(/محمد/);
  });

  it('an unknown member is a 404, a malformed id a 400', async () => {
    const unknown = await relation(ids.me!, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: kinshipErrors.memberNotFound });
    for (const bad of ['abc', '1e3', '0x10', '']) {
      const res = await relation(bad, ids.me!);
      expect(res.status, bad).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('follows an edit at once (the cached answer is dropped by the write)', async () => {
    expect((await relation(ids.me!, ids.stranger!)).body.relation.term).toBeNull();
    const res = await request(server, 'PUT', `${api.familyMembers.update}?id=${ids.stranger}`, {
      token: server.token,
      json: memberBody({ name: 'زيد', generation: 3, parent: ids.father }),
    });
    expect(res.status, res.text).toBe(200);
    expect((await relation(ids.me!, ids.stranger!)).body.relation.term).toBe('أخ'); // no mother recorded for either: a brother, not said to be half
  });
});
