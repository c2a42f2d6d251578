import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { siteSettingsBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { addMember, signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
let cookie: string;
const ids: Record<string, number> = {};

const directory = (query = '', sessionCookie: string | null = cookie) =>
  request(
    server,
    'GET',
    `${api.family.directory}${query}`,
    sessionCookie ? { headers: { cookie: sessionCookie } } : {},
  );

/**
 * The founder «جدّ الدليل», his sons «فهد» and «ناصر» (the two branches), and their children each
 * with one consent: the directory lists only `relatives` with something to share, never a hidden one.
 */
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  const site = await request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: siteSettingsBody({ founderName: 'جدّ الدليل' }),
  });
  expect(site.status).toBe(200);
  const add = async (key: string, overrides: Parameters<typeof addMember>[1]) => {
    ids[key] = (await addMember(server, overrides)).id;
  };
  await add('founder', { name: 'سالم جدّ الدليل', generation: 1 });
  await add('fahd', { name: 'فهد', generation: 2, parent: ids.founder });
  await add('nasser', { name: 'ناصر', generation: 2, parent: ids.founder });
  await add('fahdWife', {
    name: 'نورة زوجة فهد',
    generation: 2,
    gender: 'female',
    spouses: [{ id: ids.fahd! }],
    contact_phone: '+96590000003',
    contact_visibility: 'relatives',
  });
  await add('shared', {
    name: 'مُحمّد',
    generation: 3,
    parent: ids.fahd,
    contact_phone: '٩٩٩٩٠٠٠١',
    contact_area: 'الروضة',
    contact_visibility: 'relatives',
  });
  await add('emailOnly', {
    name: 'خالد',
    generation: 3,
    parent: ids.nasser,
    contact_email: 'khaled@example.com',
    contact_visibility: 'relatives',
  });
  await add('nobody', { name: 'سعد', generation: 3, parent: ids.nasser, contact_phone: '+96590000005' });
  await add('keepers', {
    name: 'بدر',
    generation: 3,
    parent: ids.nasser,
    contact_phone: '+96590000006',
    contact_visibility: 'keepers',
  });
  await add('hidden', {
    name: 'مخفي الدليل',
    generation: 3,
    parent: ids.nasser,
    visibility: 'hidden',
    contact_phone: '+96590000007',
    contact_visibility: 'relatives',
  });
  await add('nothingToShare', {
    name: 'عمر',
    generation: 3,
    parent: ids.fahd,
    contact_visibility: 'relatives',
  });
  await add('hiddensSon', {
    name: 'ابن المخفي',
    generation: 4,
    parent: ids.hidden,
    contact_phone: '+96590000008',
    contact_visibility: 'relatives',
  });
  ({ cookie } = await signedInRelative(server, 'directory-reader'));
});
afterAll(async () => server?.close());

describe('the family directory', () => {
  it('lists those who share with relatives and have something to share: never nobody, keepers-only nor hidden', async () => {
    const res = await directory();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const listed = res.body.data.entries
      .map((entry: { id: number }) => entry.id)
      .sort((a: number, b: number) => a - b);
    expect(listed).toEqual([ids.fahdWife, ids.shared, ids.emailOnly, ids.hiddensSon].sort((a, b) => a! - b!));
    expect(res.body.data.total).toBe(4);
    for (const secret of ['+96590000005', '+96590000006', '+96590000007', 'مخفي الدليل']) {
      expect(res.text).not.toContain(secret);
    }
    const shared = res.body.data.entries.find((entry: { id: number }) => entry.id === ids.shared);
    // The phone as stored (Arabic-Indic digits read as a Kuwaiti number), the nasab as search shows it.
    expect(shared).toMatchObject({
      name: 'مُحمّد',
      nasab: 'مُحمّد بن فهد بن سالم جدّ الدليل',
      branch: 'فهد',
      phone: '+96599990001',
      email: '',
      area: 'الروضة',
    });
    // A hidden father is «—» in his son's nasab, as everywhere.
    const son = res.body.data.entries.find((entry: { id: number }) => entry.id === ids.hiddensSon);
    expect(son.nasab).toContain('—');
    expect(res.body.data.branches).toEqual([
      { id: ids.fahd, name: 'فهد' },
      { id: ids.nasser, name: 'ناصر' },
    ]);
  });

  it('finds by name with the site’s Arabic matching, and by the nasab', async () => {
    const plain = await directory(`?q=${encodeURIComponent('محمد')}`);
    expect(plain.body.data.entries.map((entry: { id: number }) => entry.id)).toEqual([ids.shared]);
    const lineage = await directory(`?q=${encodeURIComponent('محمد بن فهد')}`);
    expect(lineage.body.data.entries.map((entry: { id: number }) => entry.id)).toEqual([ids.shared]);
    const none = await directory(`?q=${encodeURIComponent('سعد')}`);
    expect(none.body.data).toMatchObject({ entries: [], total: 0 });
  });

  it('filters by branch: a son of the founder’s line, his wife included', async () => {
    const fahd = await directory(`?branch=${ids.fahd}`);
    expect(fahd.body.data.entries.map((entry: { id: number }) => entry.id).sort()).toEqual(
      [ids.fahdWife, ids.shared].sort(),
    );
    const nasser = await directory(`?branch=${ids.nasser}&q=${encodeURIComponent('خالد')}`);
    expect(nasser.body.data.entries.map((entry: { id: number }) => entry.id)).toEqual([ids.emailOnly]);
  });

  it('a consent withdrawn by a keeper takes the member out at once', async () => {
    const saved = await request(server, 'PUT', `${api.familyMembers.update}?id=${ids.emailOnly}`, {
      token: server.token,
      json: { name: 'خالد', generation: 3, parent: ids.nasser, gender: 'male', contact_visibility: 'nobody' },
    });
    expect(saved.status).toBe(200);
    const res = await directory();
    expect(res.text).not.toContain('khaled@example.com');
  });

  it('answers 401 in Arabic to the public, to an unknown cookie and to a revoked account', async () => {
    const signedOut = { success: false, error: familyHouseholdMessages.errors.signedOut };
    const publicAnswer = await directory('', null);
    expect(publicAnswer.status).toBe(401);
    expect(publicAnswer.body).toEqual(signedOut);
    expect(publicAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(publicAnswer.text).not.toContain('+96599990001');
    const forged = await directory('', 'nasab_family=' + 'A'.repeat(43));
    expect(forged.status).toBe(401);

    const revoked = await signedInRelative(server, 'directory-revoked');
    expect((await directory('', revoked.cookie)).status).toBe(200);
    const account = (await server.app.repos.relatives.findAccountByUsername('directory-revoked'))!;
    await request(server, 'POST', api.admin.relatives.revoke, {
      token: server.token,
      json: { id: account.id },
    });
    const after = await directory('', revoked.cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(signedOut);
  });
});
