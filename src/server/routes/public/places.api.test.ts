import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { placeMessages } from '#shared/messages/places.ts';
import type { LifeStoryEntry } from '#shared/schemas/member-life.ts';
import type { PlacePage } from '#shared/schemas/place.ts';
import { memberBody, placeBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { accept, invite, sessionCookie } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * A member's life story, a place's page and the search by occupation and place, as each reader may
 * see them (decision 056 on decisions 015 and 049): the dead in full; a living member's residence,
 * occupation and places as his dates, kept from the public and shown to a relative within reach; a
 * hidden member never. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('a member’s life and the places, as each reader sees them', () => {
  let server: TestServer;
  let cookie = '';
  const ids: Record<string, number> = {};
  const auth = () => ({ token: server.token });

  const place = async (name: string, body: Json = {}) => {
    const res = await request(server, 'POST', api.admin.places.create, {
      ...auth(),
      json: placeBody({ name, ...body }),
    });
    expect(res.status, res.text).toBe(201);
    ids[name] = res.body.data.id;
  };
  const member = async (key: string, body: Json) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      ...auth(),
      // The site's rule decides who is living (decision 015): the dead in full, the living by name.
      json: memberBody({ name: key, generation: 1, visibility: 'auto', ...body }),
    });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.data.id;
  };
  const asPublic = (url: string) => request(server, 'GET', url);
  const asRelative = (url: string) => request(server, 'GET', url, { headers: { cookie } });
  const lifeOf = async (id: number, read = asPublic): Promise<LifeStoryEntry[] | undefined> =>
    (await read(withId(api.familyMembers.profile, id))).body.profile.life;
  const pageOf = async (name: string, read = asPublic) => read(withId(api.places.get, ids[name]!));
  const search = async (q: string, read = asPublic) =>
    (await read(`${api.familyMembers.search}?q=${encodeURIComponent(q)}`)).body;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await place('مدينة الكويت');
    await place('حي القبلة', { parent_id: ids['مدينة الكويت'] });
    await place('الشامية', { parent_id: ids['مدينة الكويت'] });
    await place('مقبرة الصليبيخات');
    await place('مكان سري');
    // The dead, shown in full: a grandfather and his wife, married in حي القبلة.
    await member('الجدة', { gender: 'female', birth: '1885', death: '1955' });
    await member('الجد', {
      gender: 'male',
      birth: '1880',
      death: '1950',
      birth_place_id: ids['حي القبلة'],
      spouses: [{ id: ids['الجدة'], ended: null, married_on: '1905', place_id: ids['حي القبلة'] }],
      events: [
        { kind: 'burial', date: '1950', place_id: ids['مقبرة الصليبيخات'] },
        { kind: 'occupation', value: 'نوخذة', date: '1910' },
        { kind: 'residence', date: '1920', end_date: '1940', place_id: ids['الشامية'] },
      ],
    });
    // The living, whom the public sees by name only: his birth in حي القبلة, his occupation, his home.
    await member('الحفيد', {
      gender: 'male',
      generation: 2,
      parent: ids['الجد'],
      birth: '1990',
      birth_place_id: ids['حي القبلة'],
      events: [
        { kind: 'occupation', value: 'نوخذة سفن حديثة' },
        { kind: 'residence', place_id: ids['الشامية'] },
      ],
    });
    // His wife, living too, from another family; she is the relative signed in below.
    await member('الحفيدة', {
      gender: 'female',
      generation: 2,
      birth: '1992',
      spouses: [{ id: ids['الحفيد'], ended: null, married_on: '2015', place_id: ids['مدينة الكويت'] }],
    });
    // A hidden member's burial is the only fact of its place.
    await member('المخفي', {
      gender: 'male',
      death: '1900',
      visibility: 'hidden',
      events: [
        { kind: 'burial', place_id: ids['مكان سري'] },
        { kind: 'occupation', value: 'نوخذة' },
      ],
    });
    const { token } = await invite(server, ids['الحفيدة']!);
    cookie = sessionCookie(await accept(server, token, `places-${process.pid}`)) ?? '';
    expect(cookie).not.toBe('');
  });
  afterAll(async () => server?.close());

  it('tells the life of a member shown in full, in the order it was lived, with its places', async () => {
    const life = await lifeOf(ids['الجد']!);
    expect(life?.map((entry) => [entry.kind, entry.date, entry.place?.full_name ?? null])).toEqual([
      ['birth', '1880', 'حي القبلة، مدينة الكويت'],
      ['marriage', '1905', 'حي القبلة، مدينة الكويت'],
      ['occupation', '1910', null],
      ['residence', '1920', 'الشامية، مدينة الكويت'],
      ['death', '1950', null],
      ['burial', '1950', 'مقبرة الصليبيخات'],
    ]);
    expect(life?.find((entry) => entry.kind === 'marriage')?.spouse).toEqual({
      id: ids['الجدة'],
      name: 'الجدة',
    });
    expect(life?.find((entry) => entry.kind === 'residence')?.end_date).toBe('1940');
    // His wife's page tells their marriage too; a member with nothing but the page's dates has no story.
    expect((await lifeOf(ids['الجدة']!))?.map((entry) => entry.kind)).toEqual(['birth', 'marriage', 'death']);
    await member('بلا سيرة', { gender: 'male', birth: '1850', death: '1900' });
    expect(await lifeOf(ids['بلا سيرة']!)).toBeUndefined();
  });

  it('keeps a living member’s life from the public, as his dates, and shows it to a relative within reach', async () => {
    const profile = (await asPublic(withId(api.familyMembers.profile, ids['الحفيد']!))).body.profile;
    expect(profile.member.visibility).toBe('limited');
    expect(profile.life).toBeUndefined();
    expect(JSON.stringify(profile)).not.toContain('نوخذة');
    const seen = await lifeOf(ids['الحفيد']!, asRelative);
    expect(seen?.map((entry) => [entry.kind, entry.value ?? entry.place?.name])).toEqual([
      ['birth', 'حي القبلة'],
      ['marriage', 'مدينة الكويت'],
      ['residence', 'الشامية'],
      ['occupation', 'نوخذة سفن حديثة'],
    ]);
    // Their marriage's place is the couple's: the public is not told of it on either page.
    expect(JSON.stringify(await lifeOf(ids['الحفيدة']!))).toBe(undefined);
  });

  it('lists on a place’s page the facts its reader may see, there and within', async () => {
    const qibla = await pageOf('حي القبلة');
    expect(qibla.status).toBe(200);
    const page: PlacePage = qibla.body.place;
    expect(page.parent?.name).toBe('مدينة الكويت');
    expect(page.facts.map((fact) => [fact.kind, fact.member.name, fact.spouse?.name ?? null])).toEqual([
      ['birth', 'الجد', null],
      ['marriage', 'الجد', 'الجدة'],
    ]);
    const city: PlacePage = (await pageOf('مدينة الكويت')).body.place;
    expect(city.within.map((within) => within.name)).toEqual(['الشامية', 'حي القبلة']);
    expect(city.facts.map((fact) => [fact.kind, fact.member.name, fact.place?.name])).toEqual([
      ['birth', 'الجد', 'حي القبلة'],
      ['marriage', 'الجد', 'حي القبلة'],
      ['residence', 'الجد', 'الشامية'],
    ]);
    expect(city.totals).toEqual([
      { kind: 'birth', count: 1 },
      { kind: 'marriage', count: 1 },
      { kind: 'residence', count: 1 },
    ]);
    // The relative sees the living too: their births, their marriage in the city, his home.
    const forRelative: PlacePage = (await pageOf('مدينة الكويت', asRelative)).body.place;
    expect(forRelative.facts.map((fact) => [fact.kind, fact.member.name])).toEqual([
      ['birth', 'الجد'],
      ['birth', 'الحفيد'],
      ['marriage', 'الجد'],
      ['marriage', 'الحفيد'],
      ['residence', 'الجد'],
      ['residence', 'الحفيد'],
    ]);
  });

  it('answers 404 for a place no fact its reader may see names, and for an unknown one', async () => {
    const secret = await pageOf('مكان سري');
    expect(secret.status).toBe(404);
    expect(secret.body.error).toBe(placeMessages.notFound);
    expect((await pageOf('مكان سري', asRelative)).status).toBe(404);
    expect((await asPublic(withId(api.places.get, 987654))).status).toBe(404);
    expect(JSON.stringify((await pageOf('مقبرة الصليبيخات')).body)).not.toContain('المخفي');
  });

  it('finds members by occupation and places by name, only where the reader may see them', async () => {
    const sailors = await search('نوخذه');
    expect(sailors.results.map((result: Json) => [result.name, result.matched])).toEqual([['الجد', 'نوخذة']]);
    const forRelative = await search('نوخذة', asRelative);
    expect(forRelative.results.map((result: Json) => result.name)).toEqual(['الجد', 'الحفيد']);
    expect((await search('القبلة')).places).toEqual([
      { id: ids['حي القبلة'], name: 'حي القبلة', full_name: 'حي القبلة، مدينة الكويت' },
    ]);
    expect((await search('سري')).places).toBeUndefined();
  });

  it('forgets the cached page, place and search once a member’s life changes', async () => {
    await lifeOf(ids['الجد']!);
    await pageOf('مقبرة الصليبيخات');
    const saved = await request(server, 'PUT', withId(api.familyMembers.update, ids['الجد']!), {
      ...auth(),
      json: memberBody({
        name: 'الجد',
        generation: 1,
        gender: 'male',
        birth: '1880',
        death: '1950',
        visibility: 'auto',
        spouses: [{ id: ids['الجدة']!, ended: null }],
        events: [{ kind: 'occupation', value: 'تاجر لؤلؤ' }],
      }),
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await lifeOf(ids['الجد']!))?.map((entry) => entry.value ?? entry.kind)).toEqual([
      'birth',
      'marriage',
      'تاجر لؤلؤ',
      'death',
    ]);
    expect((await pageOf('مقبرة الصليبيخات')).status).toBe(404);
    expect((await search('نوخذة')).results).toEqual([]);
  });
});
