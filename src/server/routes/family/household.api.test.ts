import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { siteSettingsBody } from '#server/test/factories.ts';
import { imageForm, request, type RequestOptions } from '#server/test/http.ts';
import { pngBytes } from '#server/test/images.ts';
import { addMember, invite, accept, sessionCookie } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const errors = familyHouseholdMessages.errors;
let server: TestServer;
/** The relative «يوسف», his wife «مريم», his son «علي», a hidden daughter, and a cousin «حمد» with his wife. */
const ids: Record<string, number> = {};
let cookie: string;

// Node's fetch sends neither Sec-Fetch-Site nor Origin: a form upload says it is the site's own.
const sameSite = { 'sec-fetch-site': 'same-origin' };
const asRelative = (options: RequestOptions = {}, sessionCookie = cookie): RequestOptions => ({
  ...options,
  headers: { cookie: sessionCookie, ...sameSite, ...options.headers },
});
const household = async () => (await request(server, 'GET', api.family.household, asRelative())).body.data;
const stored = (id: number) =>
  server.app.database.db
    .selectFrom('family_members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const ownEntries = () =>
  server.app.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('relative_account_id', 'is not', null)
    .orderBy('id')
    .execute();
const queue = async () =>
  (await request(server, 'GET', api.admin.suggestions.list, { token: server.token })).body.data;
const setDirect = (on: boolean) =>
  request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: { ...siteSettingsBody(), relativesHouseholdDirect: on },
  });
const propose = (json: unknown, sessionCookie = cookie) =>
  request(server, 'POST', api.family.propose, asRelative({ json }, sessionCookie));

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  const add = async (key: string, overrides: Parameters<typeof addMember>[1]) => {
    ids[key] = (await addMember(server, overrides)).id;
  };
  await add('father', { name: 'إبراهيم', generation: 2 });
  await add('yousef', { name: 'يوسف', generation: 3, parent: ids.father, bio: 'نبذة قديمة' });
  await add('maryam', { name: 'مريم', generation: 3, gender: 'female', spouses: [{ id: ids.yousef! }] });
  await add('ali', { name: 'علي', generation: 4, parent: ids.yousef, mother_id: ids.maryam });
  await add('hiddenDaughter', {
    name: 'ابنة محجوبة',
    generation: 4,
    gender: 'female',
    parent: ids.yousef,
    visibility: 'hidden',
  });
  await add('hamad', { name: 'حمد', generation: 3, parent: ids.father, contact_phone: '+96590001111' });
  await add('hamadWife', { name: 'سارة', generation: 3, gender: 'female', spouses: [{ id: ids.hamad! }] });
  const { token } = await invite(server, ids.yousef!);
  cookie = sessionCookie(await accept(server, token, 'yousef-household'))!;
});
afterAll(async () => server?.close());

describe('a relative’s own details', () => {
  it('«بياناتي» reads the own member, the spouses and the children the relative may see', async () => {
    const res = await request(server, 'GET', api.family.household, asRelative());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = res.body.data;
    expect(data.member).toMatchObject({
      id: ids.yousef,
      name: 'يوسف',
      nasab: 'يوسف بن إبراهيم',
      bio: 'نبذة قديمة',
    });
    expect(data.spouses.map((spouse: { id: number }) => spouse.id)).toEqual([ids.maryam]);
    expect(data.children).toEqual([
      expect.objectContaining({ id: ids.ali, name: 'علي', other_parent_id: ids.maryam }),
    ]);
    expect(res.text).not.toContain('ابنة محجوبة');
    expect(data.direct).toBe(false);
    expect((await request(server, 'GET', api.family.household)).status).toBe(401);
  });

  it('saves contact details, consent and biography directly, logged as the relative’s own change', async () => {
    const before = await stored(ids.yousef!);
    const res = await request(
      server,
      'POST',
      api.family.updateMe,
      asRelative({
        json: {
          contact_phone: '٩٩٩٩ ٨٨٨٨',
          contact_email: 'yousef@example.com',
          contact_area: 'كيفان',
          contact_visibility: 'relatives',
          bio: 'نبذة جديدة',
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contact_phone: '+96599998888', contact_visibility: 'relatives' });
    const after = await stored(ids.yousef!);
    expect(after).toMatchObject({
      name: 'يوسف',
      parent_id: ids.father,
      contact_phone: '+96599998888',
      contact_email: 'yousef@example.com',
      contact_area: 'كيفان',
      contact_visibility: 'relatives',
      bio: 'نبذة جديدة',
      version: before.version + 1,
    });
    const entries = await ownEntries();
    expect(entries.at(-1)).toMatchObject({
      username: 'yousef-household',
      user_id: null,
      action: 'update',
      record_type: 'member',
      record_id: ids.yousef,
    });
    expect(JSON.parse(entries.at(-1)!.before_json!).bio).toBe('نبذة قديمة');
    expect(JSON.parse(entries.at(-1)!.after_json!).bio).toBe('نبذة جديدة');
    // The owner's history names it a relative's.
    const list = await request(server, 'GET', `${api.admin.audit.list}?type=member`, { token: server.token });
    expect(list.body.data[0]).toMatchObject({ username: 'yousef-household', by_relative: true });
    const keepers = list.body.data.filter((entry: { username: string }) => entry.username === 'admin');
    expect(keepers.every((entry: { by_relative: boolean }) => entry.by_relative === false)).toBe(true);
  });

  it('keeps everything else as stored, and a bad phone is refused in Arabic', async () => {
    const res = await request(
      server,
      'POST',
      api.family.updateMe,
      asRelative({ json: { contact_phone: '12', contact_visibility: 'nobody' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/رقم الهاتف/);
    expect((await stored(ids.yousef!)).contact_visibility).toBe('relatives');
  });

  it('never writes another member: every id-bearing field is refused, and a query’s id is ignored', async () => {
    const cousin = await stored(ids.hamad!);
    const body = { contact_phone: '+96511112222', contact_visibility: 'relatives', bio: 'كتبها يوسف' };
    for (const field of [
      'id',
      'member_id',
      'parent',
      'mother_id',
      'spouses',
      'image',
      'name',
      'visibility',
    ]) {
      const value = field === 'spouses' ? [{ id: ids.hamad }] : ids.hamad;
      const res = await request(
        server,
        'POST',
        api.family.updateMe,
        asRelative({ json: { ...body, [field]: value } }),
      );
      expect(res.status, field).toBe(400);
    }
    const aimed = await request(
      server,
      'POST',
      `${api.family.updateMe}?id=${ids.hamad}`,
      asRelative({ json: body }),
    );
    expect(aimed.status).toBe(200);
    expect(aimed.body.data.id).toBe(ids.yousef);
    const photo = await request(
      server,
      'POST',
      `${api.family.photo}?id=${ids.hamad}&member_id=${ids.hamad}`,
      asRelative({ body: imageForm(await pngBytes()) }),
    );
    expect(photo.status).toBe(200);
    expect(photo.body.data.id).toBe(ids.yousef);
    expect(await stored(ids.hamad!)).toEqual(cousin);
    // A change to a member outside the relative's household is refused, not proposed.
    for (const kind of ['spouse', 'child']) {
      for (const memberId of [ids.hamad, ids.hamadWife, ids.father, ids.yousef, ids.hiddenDaughter]) {
        const res = await propose({ kind, member_id: memberId, name: 'اسم', gender: 'male' });
        expect(res.status, `${kind} ${memberId}`).toBe(403);
        expect(res.body.error).toBe(errors.notYours);
      }
    }
    expect(await stored(ids.hamad!)).toEqual(cousin);
  });

  it('a photo goes through the keepers’ upload rules: re-encoded, or refused in Arabic', async () => {
    const res = await request(
      server,
      'POST',
      api.family.photo,
      asRelative({ body: imageForm(await pngBytes()) }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/uploads\/[0-9a-f-]+[^/]*\.webp$/);
    expect((await stored(ids.yousef!)).image).toBe(res.body.data.image);
    const fake = await request(
      server,
      'POST',
      api.family.photo,
      asRelative({ body: imageForm(new TextEncoder().encode('not an image'), 'x.png') }),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe(serverMessages.errors.unsupportedMedia);
    const none = await request(server, 'POST', api.family.photo, asRelative({ body: new FormData() }));
    expect(none.status).toBeGreaterThanOrEqual(400);
    // From another site the browser says so, and the write is refused.
    const crossSite = await request(
      server,
      'POST',
      api.family.photo,
      asRelative({ body: imageForm(await pngBytes()), headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
    const signedOut = await request(server, 'POST', api.family.photo, {
      body: imageForm(await pngBytes()),
      headers: sameSite,
    });
    expect(signedOut.status).toBe(401);
    const removed = await request(
      server,
      'POST',
      api.family.updateMe,
      asRelative({ json: { contact_visibility: 'relatives', remove_photo: true } }),
    );
    expect(removed.body.data.image).toBe('');
  });
});

describe('household proposals', () => {
  it('a newborn son with his mother among the relative’s wives joins the keepers’ queue with who proposed it', async () => {
    const res = await propose({
      kind: 'child',
      name: 'سالم',
      gender: 'male',
      birth: '2026-11-20',
      other_parent_id: ids.maryam,
      note: 'وُلد في المستشفى الأميري',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: familyHouseholdMessages.proposal.sent,
      data: { status: 'open', member_id: null },
    });
    const children = await server.app.repos.familyMembers.childrenOf(ids.yousef!);
    expect(children.map((child) => child.name)).not.toContain('سالم');
    const queued = (await queue()).find((item: { id: number }) => item.id === res.body.data.proposal_id);
    expect(queued).toMatchObject({
      memberId: ids.yousef,
      status: 'open',
      name: 'yousef-household',
      message: 'وُلد في المستشفى الأميري',
      proposer: { username: 'yousef-household', memberId: ids.yousef, memberName: 'يوسف' },
      proposal: {
        kind: 'new_child',
        target_id: null,
        name: 'سالم',
        gender: 'male',
        birth: '2026-11-20',
        other_parent_id: ids.maryam,
        otherParentName: 'مريم',
        appliedMemberId: null,
      },
    });
    expect((await household()).proposals[0]).toMatchObject({
      kind: 'new_child',
      name: 'سالم',
      status: 'open',
    });
    // «تطبيق» saves through the member form; the queue then marks it applied.
    const applied = await request(server, 'POST', `${api.admin.suggestions.apply}?id=${queued.id}`, {
      token: server.token,
    });
    expect(applied.status).toBe(200);
    expect((await household()).proposals[0].status).toBe('applied');
  });

  it('a child’s other parent must be one of the relative’s spouses', async () => {
    for (const other of [ids.hamadWife, ids.hamad, ids.ali, 999_999]) {
      const res = await propose({ kind: 'child', name: 'نورة', gender: 'female', other_parent_id: other });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: errors.otherParentNotSpouse,
        fields: { other_parent_id: errors.otherParentNotSpouse },
      });
    }
    const bad = await propose({ kind: 'cousin', name: 'x', gender: 'male' });
    expect(bad.status).toBe(400);
    const noName = await propose({ kind: 'child', name: ' ', gender: 'male' });
    expect(noName.body.fields?.name ?? noName.body.error).toBe(errors.nameRequired);
  });

  it('when the owner allows it, a proposal creates or changes the member at once, logged as the relative’s and shown applied', async () => {
    expect((await setDirect(true)).status).toBe(200);
    expect((await household()).direct).toBe(true);
    const born = await propose({
      kind: 'child',
      name: 'عبدالله',
      gender: 'male',
      birth: '2026-11-25',
      other_parent_id: ids.maryam,
    });
    expect(born.status).toBe(200);
    expect(born.body.data.status).toBe('applied');
    const childId = born.body.data.member_id;
    expect(await stored(childId)).toMatchObject({
      name: 'عبدالله',
      parent_id: ids.yousef,
      mother_id: ids.maryam,
      generation: 4,
      gender: 'male',
      birth: '2026-11-25',
      version: 1,
    });
    // The public sees him at once: the public cache was told.
    const profile = await request(server, 'GET', `${api.familyMembers.profile}?id=${ids.yousef}`);
    expect(profile.text).toContain('عبدالله');
    expect((await ownEntries()).at(-1)).toMatchObject({ action: 'create', record_id: childId });
    const queued = (await queue()).find((item: { id: number }) => item.id === born.body.data.proposal_id);
    expect(queued).toMatchObject({ status: 'applied', proposal: { appliedMemberId: childId } });

    const renamed = await propose({
      kind: 'child',
      member_id: childId,
      name: 'عبدالله الصغير',
      gender: 'male',
    });
    expect(renamed.status).toBe(200);
    // A change without a birth date keeps the stored one.
    expect(await stored(childId)).toMatchObject({ name: 'عبدالله الصغير', birth: '2026-11-25', version: 2 });

    const wife = await propose({ kind: 'spouse', name: 'هيا', gender: 'female' });
    const wifeId = wife.body.data.member_id;
    expect((await household()).spouses.map((spouse: { id: number }) => spouse.id)).toEqual([
      ids.maryam,
      wifeId,
    ]);
    expect(await stored(wifeId)).toMatchObject({ generation: 3, parent_id: null });
    expect(await setDirect(false)).toMatchObject({ status: 200 });
  });
});
