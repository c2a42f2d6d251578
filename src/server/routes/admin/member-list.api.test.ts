import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { MAX_MEMBERS_PER_PAGE } from '#shared/schemas/member-list-input.ts';
import { sampleGedcom } from '#server/test/sample-gedcom.ts';
import { memberBody } from '#server/test/factories.ts';
import { fileForm } from '#server/test/family-files.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;

const as = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, ...(json === undefined ? {} : { json }) });

async function createMember(overrides: Json): Promise<number> {
  const res = await as('POST', api.familyMembers.create, memberBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/** list.php with these query parameters; fails the test on anything but a 200. */
async function list(query: Record<string, string | number> = {}): Promise<Json> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const res = await as('GET', `${api.admin.familyMembers.list}?${search}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const names = (body: Json): string[] => body.data.map((row: Json) => row.name);

/**
 * A small family made through the API: a founder, his wife, a son and a daughter by her, two
 * grandsons (one with no recorded gender).
 */
const family = {} as Record<'founder' | 'wife' | 'son' | 'daughter' | 'grandson' | 'unknown', number>;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  family.founder = await createMember({
    name: 'زيدان الاختباري',
    generation: 1,
    gender: 'male',
    birth: '1890',
    death: '1952',
  });
  family.wife = await createMember({
    name: 'نورة بنت فالح',
    generation: 1,
    gender: 'female',
    birth: '',
    spouses: [{ id: family.founder, ended: null }],
  });
  family.son = await createMember({
    name: 'عبدالله',
    generation: 2,
    gender: 'male',
    parent: family.founder,
    mother_id: family.wife,
    birth: '1920',
  });
  family.daughter = await createMember({
    name: 'أسماء',
    generation: 2,
    gender: 'female',
    parent: family.founder,
    mother_id: family.wife,
    birth: '',
    death: '1990',
  });
  family.grandson = await createMember({
    name: 'أحمد',
    generation: 3,
    gender: 'male',
    parent: family.son,
    birth: '',
  });
  family.unknown = await createMember({
    name: 'فيصل',
    generation: 3,
    gender: null,
    parent: family.son,
    birth: '',
  });
});
afterAll(async () => server?.close());

describe('GET list.php', () => {
  it('refuses a request without a token', async () => {
    const res = await request(server, 'GET', api.admin.familyMembers.list);
    expect(res.status).toBe(401);
  });

  it('each row carries its nasab, years and children count', async () => {
    const body = await list({ per_page: MAX_MEMBERS_PER_PAGE });
    const row = (id: number) => body.data.find((r: Json) => r.id === id);
    expect(row(family.unknown)).toMatchObject({
      name: 'فيصل',
      nasab: 'فيصل بن عبدالله بن زيدان الاختباري',
      years: '',
      children: 0,
      parent: family.son,
      gender: null,
    });
    expect(row(family.daughter)).toMatchObject({
      nasab: 'أسماء بنت زيدان الاختباري',
      years: '–1990',
      children: 0,
    });
    expect(row(family.son)).toMatchObject({ years: '1920–', children: 2 });
    expect(row(family.founder)).toMatchObject({
      nasab: 'زيدان الاختباري',
      years: '1890–1952',
      children: 2,
      spouse_id: family.wife,
    });
    // A mother counts her children too; a wife who married in has only her own name.
    expect(row(family.wife)).toMatchObject({
      nasab: 'نورة بنت فالح',
      children: 2,
      spouse_id: family.founder,
    });
    expect(body.deepest_generation).toBe(3);
  });

  it('without a search: generation, then name, one page at a time', async () => {
    const all = await list({ per_page: MAX_MEMBERS_PER_PAGE });
    expect(all.total).toBe(6);
    const expected = [...all.data].sort(
      (a: Json, b: Json) => a.generation - b.generation || a.name.localeCompare(b.name, 'ar'),
    );
    expect(names(all)).toEqual(expected.map((r: Json) => r.name));

    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await list({ page, per_page: 2 });
      expect(body).toMatchObject({ total: 6, page, per_page: 2 });
      expect(body.data).toHaveLength(2);
      pages.push(...names(body));
    }
    expect(pages).toEqual(names(all));

    const pastTheEnd = await list({ page: 4, per_page: 2 });
    expect(pastTheEnd).toMatchObject({ data: [], total: 6, page: 4 });
  });

  it('searches Arabic names however they are spelt, and through the nasab', async () => {
    expect(names(await list({ q: 'عبد الله' }))).toContain('عبدالله');
    expect(names(await list({ q: 'احمد' }))).toEqual(['أحمد']);
    expect(names(await list({ q: 'أَسْمَـاء' }))).toEqual(['أسماء']);
    expect(names(await list({ q: 'نوره' }))).toEqual(['نورة بنت فالح']);
    // The founder first (his own name), then his descendants, who carry it in their nasab.
    const byFather = await list({ q: 'زيدان' });
    expect(byFather.data[0].id).toBe(family.founder);
    expect(names(byFather)).toEqual(expect.arrayContaining(['عبدالله', 'أسماء', 'أحمد', 'فيصل']));
    expect(names(byFather)).not.toContain('نورة بنت فالح');
    expect(names(await list({ q: 'احمد بن عبد الله' }))).toEqual(['أحمد']);
    expect(await list({ q: 'لا أحد بهذا الاسم' })).toMatchObject({ data: [], total: 0 });
  });

  it('pages a search too', async () => {
    const first = await list({ q: 'زيدان', per_page: 2 });
    const second = await list({ q: 'زيدان', per_page: 2, page: 2 });
    expect(first.total).toBe(5);
    expect(second.total).toBe(5);
    expect(names(second)).not.toContain(names(first)[0]);
  });

  it('a gender keeps the members whose gender is unknown; exclude leaves one out', async () => {
    const men = await list({ gender: 'male', per_page: MAX_MEMBERS_PER_PAGE });
    expect(names(men).sort()).toEqual(['أحمد', 'زيدان الاختباري', 'عبدالله', 'فيصل'].sort());
    const women = await list({ gender: 'female', q: 'زيدان' });
    expect(names(women).sort()).toEqual(['أسماء', 'فيصل'].sort());
    const others = await list({ gender: 'male', exclude: family.son, per_page: MAX_MEMBERS_PER_PAGE });
    expect(names(others)).not.toContain('عبدالله');
    expect(others.total).toBe(3);
  });

  it('ids gives exactly those members, in that order, unpaged', async () => {
    const ids = [family.unknown, family.founder, 999_999, family.wife];
    const body = await list({ ids: ids.join(','), per_page: 1, page: 3 });
    expect(body.data.map((r: Json) => r.id)).toEqual([family.unknown, family.founder, family.wife]);
    expect(body.total).toBe(3);
  });

  it('clamps or ignores bad values, never fails', async () => {
    const big = await list({ per_page: 100_000 });
    expect(big.per_page).toBe(MAX_MEMBERS_PER_PAGE);
    expect(big.data).toHaveLength(6);
    expect((await list({ page: -1 })).page).toBe(1);
    expect((await list({ page: 'abc', per_page: '0' })).page).toBe(1);
    expect(await list({ ids: 'abc' })).toMatchObject({ data: [], total: 0 });
    expect((await list({ exclude: 'abc', per_page: MAX_MEMBERS_PER_PAGE })).total).toBe(6);
    expect((await list({ q: 'ب'.repeat(1_000) })).total).toBe(0);
    const badGender = await as('GET', `${api.admin.familyMembers.list}?gender=other`);
    expect(badGender.status).toBe(400);
  });

  it('shows every write at once: a new member, a renamed one, a deleted one', async () => {
    expect((await list({ q: 'سلطان' })).total).toBe(0);
    const id = await createMember({ name: 'سلطان', generation: 3, parent: family.son, birth: '1955' });
    expect(await list({ q: 'سلطان' })).toMatchObject({ total: 1, data: [{ id, years: '1955–' }] });
    expect((await list({ ids: String(family.son) })).data[0].children).toBe(3);

    const renamed = await as(
      'PUT',
      withId(api.familyMembers.update, id),
      memberBody({ name: 'منصور', generation: 3, parent: family.son, birth: '1955' }),
    );
    expect(renamed.status).toBe(200);
    expect((await list({ q: 'سلطان' })).total).toBe(0);
    expect((await list({ q: 'منصور' })).data[0]).toMatchObject({
      id,
      nasab: 'منصور بن عبدالله بن زيدان الاختباري',
    });

    expect((await as('DELETE', withId(api.familyMembers.delete, id))).status).toBe(200);
    expect((await list({ q: 'منصور' })).total).toBe(0);
    expect((await list()).total).toBe(6);
  });
});

describe('GET list.php?ids=', () => {
  let family: TestServer;
  beforeAll(async () => {
    family = await startTestServer({ seedDemo: false });
    // Dates, the living, several wives, cousin marriages and lines deeper than a nasab reads.
    const { bytes } = sampleGedcom({
      people: 400,
      seed: 11,
      founders: 2,
      maxWives: 4,
      firstBorn: 1850,
      present: 2024,
      endAtPresent: true,
    });
    const imported = await request(family, 'POST', api.admin.import.gedcom, {
      token: family.token,
      body: fileForm(bytes, 'family.ged'),
    });
    expect(imported.status, imported.text).toBe(200);
  });
  afterAll(async () => family?.close());

  it('reads each member as the whole list shows it, from its surroundings only', async () => {
    const read = async (query: string) => {
      const res = await request(family, 'GET', `${api.admin.familyMembers.list}?${query}`, {
        token: family.token,
      });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    const whole = await read(`per_page=${MAX_MEMBERS_PER_PAGE}`);
    expect(whole.total).toBe(400);
    const rows: Json[] = [...whole.data];
    for (let page = 2; rows.length < whole.total; page += 1) {
      rows.push(...(await read(`per_page=${MAX_MEMBERS_PER_PAGE}&page=${page}`)).data);
    }
    expect(rows.some((row) => row.public_visibility !== 'public')).toBe(true);
    for (const row of rows) {
      const byId = await read(`ids=${row.id}`);
      // The form's read by id carries the member's life besides (decision 056); the list does not.
      const [{ life, ...same }] = byId.data;
      expect([same], `member ${row.id}`).toEqual([row]);
      expect(life, `member ${row.id}`).toMatchObject({
        events: expect.any(Array),
        marriages: expect.any(Array),
      });
      expect(byId.deepest_generation).toBe(whole.deepest_generation);
    }
  });
});
