import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { memberBody, siteSettingsBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir } from '#server/test/web-dir.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';

// Privacy of the living (decision 015): nothing the family keeps private leaves the
// server, whichever public output is asked. One family, every output.

let server: TestServer;
let webDir: string;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

const PRIVATE_BIRTH = '1987-04-12';
const PRIVATE_BIO = unique('سيرة خاصة');

async function add(key: string, overrides: Json) {
  names[key] = unique(`فرد ${key}`);
  const res = await request(server, 'POST', api.familyMembers.create, {
    token: server.token,
    json: memberBody({ name: names[key], visibility: 'auto', ...overrides }),
  });
  expect(res.status, res.text).toBe(201);
  ids[key] = res.body.data.id;
}

const get = (path: string) => request(server, 'GET', path);

async function saveSettings(overrides: Json) {
  const res = await request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: siteSettingsBody({ founderName: names.founder!, ...overrides }),
  });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  await add('founder', { generation: 1, birth: '1850', death: '1920', bio: 'المؤسس' });
  await add('son', {
    generation: 2,
    parent: ids.founder,
    birth: '1880',
    death: '1950',
    image: '/uploads/son.webp',
  });
  await add('wife', {
    generation: 2,
    gender: 'female',
    birth: '1885',
    death: '1960',
    image: '/uploads/wife.webp',
    spouses: [{ id: ids.son!, ended: null }],
  });
  // Living, left on `auto`: limited by the site's default rule.
  await add('living', {
    generation: 3,
    parent: ids.son,
    mother_id: ids.wife,
    birth: PRIVATE_BIRTH,
    bio: PRIVATE_BIO,
    image: '/uploads/living.webp',
    role: 'دور خاص',
  });
  // Hidden by the admin, with a son shown in full: he stays as «—» so the line reads.
  await add('hidden', { generation: 3, parent: ids.son, visibility: 'hidden', birth: '1970' });
  await add('grandson', { generation: 4, parent: ids.hidden, visibility: 'public', birth: '1995' });
  // Hidden with nobody below: absent everywhere.
  await add('secret', { generation: 3, parent: ids.son, visibility: 'hidden', bio: PRIVATE_BIO });
  await saveSettings({});
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

describe('every public output honours each member’s visibility', () => {
  it('the list: limited members carry their name and links only; hidden ones are «—» or absent', async () => {
    const res = await get(api.familyMembers.list);
    expect(res.status).toBe(200);
    const byId = new Map<number, Json>(res.body.map((member: Json) => [member.id, member]));
    expect(byId.get(ids.founder!)).toMatchObject({ visibility: 'public', birth: '1850', bio: 'المؤسس' });
    expect(byId.get(ids.living!)).toEqual({
      id: ids.living,
      name: names.living,
      surname: '',
      name_prefix: '',
      name_suffix: '',
      generation: 3,
      parent: ids.son,
      mother_id: ids.wife,
      gender: 'male',
      spouses: [],
      spouse_id: null,
      visibility: 'limited',
    });
    expect(byId.get(ids.hidden!)).toEqual({
      id: ids.hidden,
      name: '—',
      generation: 3,
      parent: ids.son,
      mother_id: null,
      gender: null,
      spouses: [],
      spouse_id: null,
      visibility: 'hidden',
    });
    expect(byId.get(ids.grandson!)).toMatchObject({ parent: ids.hidden, visibility: 'public' });
    expect(byId.has(ids.secret!)).toBe(false);
    for (const text of [PRIVATE_BIRTH, PRIVATE_BIO, names.hidden, names.secret]) {
      expect(res.text).not.toContain(text);
    }
  });

  it('get-member.php and profile.php: a hidden id is a 404; a limited member has no private field', async () => {
    for (const key of ['hidden', 'secret']) {
      expect((await get(withId(api.familyMembers.get, ids[key]!))).status, key).toBe(404);
      expect((await get(withId(api.familyMembers.profile, ids[key]!))).status, key).toBe(404);
    }
    const one = await get(withId(api.familyMembers.get, ids.living!));
    expect(one.status).toBe(200);
    for (const field of ['birth', 'death', 'image', 'bio', 'role']) {
      expect(one.body, field).not.toHaveProperty(field);
    }

    const page = await get(withId(api.familyMembers.profile, ids.grandson!));
    expect(page.status, page.text).toBe(200);
    expect(page.body.profile.lineage).toEqual([
      { id: ids.hidden, name: '—', visibility: 'hidden' },
      { id: ids.son, name: names.son, visibility: 'public' },
      { id: ids.founder, name: names.founder, visibility: 'public' },
    ]);
    const father = await get(withId(api.familyMembers.profile, ids.son!));
    const children = father.body.profile.children.flatMap((group: Json) => group.children);
    expect(children.map((child: Json) => child.id).sort()).toEqual([ids.living, ids.hidden].sort());
    expect(children.find((child: Json) => child.id === ids.living)).not.toHaveProperty('birth');
    for (const text of [PRIVATE_BIRTH, PRIVATE_BIO, names.hidden, names.secret, '/uploads/living.webp']) {
      expect(father.text).not.toContain(text);
      expect(page.text).not.toContain(text);
    }
  });

  it('branch.php: each member exactly as in the list; a hidden id cannot be opened or looked for', async () => {
    const list = await get(api.familyMembers.list);
    const listed = new Map<number, Json>(list.body.map((member: Json) => [member.id, member]));
    for (const query of ['', `?member=${ids.grandson}`, `?id=${ids.son}&depth=3`]) {
      const res = await get(`${api.familyMembers.branch}${query}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.members.length, query).toBeGreaterThan(0);
      for (const member of res.body.members) expect(member, query).toEqual(listed.get(member.id));
      const shown = res.body.members.map((member: Json) => member.id);
      expect(shown, query).toContain(ids.living);
      expect(shown, query).not.toContain(ids.secret);
      for (const text of [PRIVATE_BIRTH, PRIVATE_BIO, names.hidden, names.secret, '/uploads/living.webp']) {
        expect(res.text, query).not.toContain(text);
      }
    }
    for (const key of ['hidden', 'secret']) {
      for (const query of [`?id=${ids[key]}`, `?member=${ids[key]}`]) {
        const res = await get(`${api.familyMembers.branch}${query}`);
        expect(res.status, `${key} ${query}`).toBe(404);
        expect(res.body).toEqual({ success: false, error: treeChartMessages.branch.notFound });
      }
    }
  });

  it('search.php finds limited members without their dates and never a hidden one', async () => {
    const search = (q: string) => get(`${api.familyMembers.search}?q=${encodeURIComponent(q)}`);
    const living = await search(names.living!);
    expect(living.status).toBe(200);
    expect(living.body.results).toEqual([
      expect.objectContaining({ id: ids.living, name: names.living, generation: 3 }),
    ]);
    expect(living.body.results[0]).not.toHaveProperty('birth');
    expect((await search(names.hidden!)).body.results).toEqual([]);
    expect((await search(names.secret!)).body.results).toEqual([]);
    expect((await search('فرد')).body.results.map((result: Json) => result.name)).not.toContain('—');
  });

  it('relationship.php: a hidden member cannot be asked about', async () => {
    expect((await get(`${api.familyMembers.relationship}?from=${ids.founder}&to=${ids.secret}`)).status).toBe(
      404,
    );
    expect((await get(`${api.familyMembers.relationship}?from=${ids.hidden}&to=${ids.founder}`)).status).toBe(
      404,
    );
    const res = await get(`${api.familyMembers.relationship}?from=${ids.founder}&to=${ids.grandson}`);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(names.hidden);
  });

  it('the server-rendered tree, the sitemap and the home founder say nothing private', async () => {
    const tree = await get('/family-tree');
    expect(tree.status).toBe(200);
    expect(tree.text).toContain(names.living);
    for (const text of [PRIVATE_BIRTH, PRIVATE_BIO, names.hidden, names.secret, '/uploads/living.webp']) {
      expect(tree.text).not.toContain(text);
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain(`/family-tree/member/${ids.founder}<`);
    expect(sitemap.text).toContain(`/family-tree/member/${ids.grandson}<`);
    for (const key of ['living', 'hidden', 'secret']) {
      expect(sitemap.text, key).not.toContain(`/family-tree/member/${ids[key]}<`);
    }
    const founder = await get(api.familyMembers.founder);
    expect(founder.body.member).toMatchObject({ id: ids.founder, visibility: 'public' });
  });

  it('the admin sees everything, and what the public sees of each member', async () => {
    const res = await request(
      server,
      'GET',
      `${api.admin.familyMembers.list}?ids=${ids.living},${ids.secret}`,
      {
        token: server.token,
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ birth: PRIVATE_BIRTH, visibility: 'auto', public_visibility: 'limited' }),
      expect.objectContaining({ bio: PRIVATE_BIO, visibility: 'hidden', public_visibility: 'hidden' }),
    ]);
  });
});

describe('a limited member is named in full and no more', () => {
  const FAMILY_NAME = unique('الفلاني');

  beforeAll(async () => {
    // Both living, left on `auto`: limited. He divorced her.
    await add('salman', { generation: 3, birth: '1990', surname: FAMILY_NAME });
    await add('salmanEx', {
      generation: 3,
      gender: 'female',
      birth: '1992',
      spouses: [{ id: ids.salman!, ended: 'divorced' }],
    });
    // Dead, and public: her first husband, whom she was widowed by.
    await add('salmanExFirst', {
      generation: 3,
      birth: '1900',
      death: '1990',
      spouses: [{ id: ids.salmanEx!, ended: 'widowed' }],
    });
  });

  it('keeps the family name: «سلمان الفلاني», not «سلمان»', async () => {
    const list: Json[] = (await get(api.familyMembers.list)).body;
    expect(list.find((member) => member.id === ids.salman)).toMatchObject({
      name: names.salman,
      surname: FAMILY_NAME,
      visibility: 'limited',
    });
    const one = await get(withId(api.familyMembers.get, ids.salman!));
    expect(one.body).toMatchObject({ surname: FAMILY_NAME, visibility: 'limited' });
    const page = await get(withId(api.familyMembers.profile, ids.salman!));
    expect(page.body.profile.member).toMatchObject({ surname: FAMILY_NAME });
  });

  it('says nothing of how a marriage ended, from either side, in any output', async () => {
    const list: Json[] = (await get(api.familyMembers.list)).body;
    const byId = new Map(list.map((member) => [member.id, member]));
    expect(byId.get(ids.salman!).spouses).toEqual([{ id: ids.salmanEx, order: 1 }]);
    expect(byId.get(ids.salmanEx!).spouses).toEqual([
      { id: ids.salman, order: 1 },
      { id: ids.salmanExFirst, order: 1 },
    ]);
    expect(byId.get(ids.salmanExFirst!)).toMatchObject({
      visibility: 'public',
      spouses: [{ id: ids.salmanEx, order: 1 }],
    });
    const outputs = [
      await get(api.familyMembers.list),
      await get(withId(api.familyMembers.get, ids.salman!)),
      await get(withId(api.familyMembers.get, ids.salmanEx!)),
      await get(withId(api.familyMembers.get, ids.salmanExFirst!)),
      await get(withId(api.familyMembers.profile, ids.salman!)),
      await get(withId(api.familyMembers.profile, ids.salmanEx!)),
      await get(withId(api.familyMembers.profile, ids.salmanExFirst!)),
      await get(`${api.familyMembers.branch}?id=${ids.salmanExFirst}&depth=3`),
    ];
    for (const res of outputs) {
      expect(res.status, res.text).toBe(200);
      expect(res.text).not.toMatch(/divorced|widowed/);
    }
    const page = (await get(withId(api.familyMembers.profile, ids.salmanEx!))).body.profile;
    expect(page.spouses.map((spouse: Json) => spouse.id)).toEqual([ids.salman, ids.salmanExFirst]);
    for (const spouse of page.spouses) expect(spouse).not.toHaveProperty('ended');
  });
});

describe('the family’s rules in the site settings', () => {
  it('living members may be shown in full, or hidden; women’s photos may be kept back', async () => {
    await saveSettings({ privacyLiving: 'public', hideWomenPhotos: true });
    const members: Json[] = (await get(api.familyMembers.list)).body;
    const byId = new Map(members.map((member) => [member.id, member]));
    expect(byId.get(ids.living!)).toMatchObject({ birth: PRIVATE_BIRTH, visibility: 'public' });
    expect(byId.get(ids.wife!)).not.toHaveProperty('image');
    expect(byId.get(ids.son!)).toMatchObject({ image: '/uploads/son.webp' });
    // The admin's own choice wins over the rule.
    expect(byId.get(ids.hidden!)).toMatchObject({ name: '—' });

    await saveSettings({ privacyLiving: 'hidden', hideWomenPhotos: false });
    const hidden: Json[] = (await get(api.familyMembers.list)).body;
    expect(hidden.some((member) => member.id === ids.living)).toBe(false);
    expect((await get(withId(api.familyMembers.profile, ids.living!))).status).toBe(404);

    await saveSettings({});
  });

  it('a member born a hundred years ago is no longer taken for living, without a write', async () => {
    await add('elder', { generation: 2, parent: ids.founder, birth: '1926' });
    const visibility = async () =>
      (await get(withId(api.familyMembers.get, ids.elder!))).body.visibility as string;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T00:00:00Z') });
    expect(await visibility()).toBe('limited');
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
    expect(await visibility()).toBe('public');
  });
});
