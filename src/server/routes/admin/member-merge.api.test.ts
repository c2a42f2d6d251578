import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { conflictMessages } from '#shared/messages/conflicts.ts';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import { memberReferences, type MemberReference } from '#server/repositories/member-references.ts';
import { memberBody, newsBody, occasionBody, sourceBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * Merging two members into one and undoing it (decision 057), over HTTP on a real database: every
 * reference moves to the member that stays and comes back with the undo, one change-history entry
 * each, the link rules and a branch editor's branch refuse what they must. On SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
describe('merging two members', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  const db = () => server.app.database.db;
  const create = async (key: string, body: Record<string, unknown>, token = server.token) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ name: key, ...body }),
    });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.data.id;
    return res.body.data.id as number;
  };
  const merge = (body: Record<string, unknown>, token = server.token) =>
    request(server, 'POST', api.admin.familyMembers.merge, { token, json: body });
  const undo = (mergeId: number, token = server.token) =>
    request(server, 'POST', withId(api.admin.familyMembers.undoMerge, mergeId), { token });
  const auditCount = async () => (await db().selectFrom('audit_log').select('id').execute()).length;

  /** Every row that names one of these members, by the one list, without what a write stamps. */
  async function referencesTo(memberIds: number[]): Promise<Record<string, Json[]>> {
    const out: Record<string, Json[]> = {};
    for (const { table, column } of memberReferences as readonly MemberReference[]) {
      const rows = await (db() as Json)
        .selectFrom(table)
        .selectAll()
        .where(column, 'in', memberIds)
        .execute();
      out[`${table}.${column}`] = rows
        .map(({ updated_at: _u, version: _v, ...row }: Json) => row)
        .sort((a: Json, b: Json) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return out;
  }
  const memberRow = async (id: number) => {
    const row = await db().selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const { updated_at: _u, version: _v, ...rest } = row;
    return rest;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await create('جد', { generation: 1, birth: '1850' });
    await create('صالح', { generation: 2, parent: ids['جد'], birth: '1880', bio: '' });
    // The same man from a second file: his father's record is missing, his date approximate.
    await create('صالح-2', { name: 'صالح', generation: 2, birth: 'ABT 1880', bio: 'نبذة الملف الثاني' });
    ids.survivor = ids['صالح']!;
    ids.absorbed = ids['صالح-2']!;
    await create('زوجة-أولى', {
      generation: 2,
      gender: 'female',
      spouses: [{ id: ids.survivor, ended: null }],
    });
    // The wife both records name, and the date only the merged record's marriage has.
    await create('زوجة-مشتركة', {
      generation: 2,
      gender: 'female',
      spouses: [
        { id: ids.survivor, ended: null },
        { id: ids.absorbed, ended: null },
      ],
    });
    await create('زوجة-ثانية', {
      generation: 2,
      gender: 'female',
      spouses: [{ id: ids.absorbed, ended: null }],
    });
    await db()
      .updateTable('marriages')
      .set({ married_on: '1905' })
      .where('husband_id', '=', ids.absorbed)
      .where('wife_id', '=', ids['زوجة-مشتركة']!)
      .execute();
    await create('ابن', { generation: 3, parent: ids.absorbed, mother_id: ids['زوجة-ثانية'] });
  });
  afterAll(async () => server?.close());

  it('lists the two records of one man as a likely pair, with its reasons', async () => {
    const res = await request(server, 'GET', api.admin.familyMembers.duplicates, { token: server.token });
    expect(res.status, res.text).toBe(200);
    const pair = res.body.data.find((c: Json) => c.first.id === ids.survivor && c.second.id === ids.absorbed);
    expect(pair).toBeDefined();
    expect(pair.reasons).toEqual(
      expect.arrayContaining(['same_name', 'close_birth', 'same_spouse', 'same_gender']),
    );
    expect(pair.first.nasab).toContain('صالح');
    expect(pair.second.children).toBe(1);
  });

  it('moves every reference to the member that stays, in one change-history entry, and the undo puts all back', async () => {
    const { survivor, absorbed } = ids as { survivor: number; absorbed: number };
    const news = (
      await request(server, 'POST', api.admin.news.create, {
        token: server.token,
        json: newsBody({ member_ids: [absorbed] }),
      })
    ).body.data.id;
    const bothNews = (
      await request(server, 'POST', api.admin.news.create, {
        token: server.token,
        json: newsBody({ member_ids: [survivor, absorbed] }),
      })
    ).body.data.id;
    const occasion = (
      await request(server, 'POST', api.admin.occasions.create, {
        token: server.token,
        json: occasionBody({ member_ids: [absorbed] }),
      })
    ).body.data.id;
    const now = new Date().toISOString();
    await db()
      .insertInto('member_suggestions')
      .values({
        member_id: absorbed,
        member_name: 'صالح',
        field: 'birth',
        message: 'ولد سنة 1881',
        correct_value: '1881',
        name: 'زائر',
        phone: '',
        created_at: now,
        read_at: null,
        applied_at: null,
        dismissed_at: null,
        proposer_member_id: absorbed,
        applied_member_id: absorbed,
      })
      .execute();
    const branchKeeper = await addKeeper(server, 'merge-branch-root', 'branch_editor', absorbed);
    await db()
      .insertInto('relative_accounts')
      .values({
        member_id: absorbed,
        username: 'saleh-2',
        password_hash: null,
        created_at: now,
        last_sign_in_at: null,
        revoked_at: null,
      })
      .execute();
    await request(server, 'POST', api.admin.relatives.invite, {
      token: server.token,
      json: { member_id: absorbed },
    });
    await db()
      .updateTable('family_members')
      .set({ image: '/uploads/saleh-2.webp', contact_phone: '+96599998888', contact_visibility: 'relatives' })
      .where('id', '=', absorbed)
      .execute();

    const before = {
      refs: await referencesTo([survivor, absorbed]),
      survivor: await memberRow(survivor),
      absorbed: await memberRow(absorbed),
    };
    const logged = await auditCount();
    const res = await merge({
      survivor_id: survivor,
      absorbed_id: absorbed,
      fields: { bio: 'absorbed', image: 'absorbed', contact: 'absorbed' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: m.merged, data: { survivor_id: survivor } });
    const mergeId: number = res.body.data.merge_id;

    // Nothing names the merged member any more; it is gone.
    const after = await referencesTo([absorbed]);
    for (const [reference, rows] of Object.entries(after)) expect(rows, reference).toEqual([]);
    expect(await memberRow(absorbed)).toBeUndefined();
    const kept = (await memberRow(survivor))!;
    expect(kept).toMatchObject({
      parent_id: ids['جد'],
      birth: '1880',
      bio: 'نبذة الملف الثاني',
      image: '/uploads/saleh-2.webp',
      contact_phone: '+96599998888',
      contact_visibility: 'relatives',
    });
    const child = await db()
      .selectFrom('family_members')
      .select('parent_id')
      .where('id', '=', ids['ابن']!)
      .executeTakeFirstOrThrow();
    expect(child.parent_id).toBe(survivor);
    // His wives: his own first, the merged record's after them; the shared wife once, with its date.
    const marriages = await db()
      .selectFrom('marriages')
      .selectAll()
      .where('husband_id', '=', survivor)
      .orderBy('wife_order')
      .execute();
    expect(marriages.map((x) => [x.wife_id, x.wife_order])).toEqual([
      [ids['زوجة-أولى'], 1],
      [ids['زوجة-مشتركة'], 2],
      [ids['زوجة-ثانية'], 3],
    ]);
    expect(marriages[1]!.married_on).toBe('1905');
    const named = await db()
      .selectFrom('news_members')
      .select(['news_id', 'member_id'])
      .where('news_id', 'in', [news, bothNews])
      .execute();
    expect(named.sort((a, b) => a.news_id - b.news_id)).toEqual([
      { news_id: news, member_id: survivor },
      { news_id: bothNews, member_id: survivor },
    ]);
    const concerned = await db()
      .selectFrom('occasion_members')
      .select('member_id')
      .where('occasion_id', '=', occasion)
      .execute();
    expect(concerned).toEqual([{ member_id: survivor }]);
    const keeper = await db()
      .selectFrom('admin_users')
      .select('branch_member_id')
      .where('id', '=', branchKeeper.id)
      .executeTakeFirstOrThrow();
    expect(keeper.branch_member_id).toBe(survivor);
    const account = await db()
      .selectFrom('relative_accounts')
      .select('member_id')
      .where('username', '=', 'saleh-2')
      .executeTakeFirstOrThrow();
    expect(account.member_id).toBe(survivor);

    // One entry, naming both.
    expect(await auditCount()).toBe(logged + 1);
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'merge',
      record_type: 'member',
      record_id: survivor,
      username: 'admin',
    });
    expect(JSON.parse(entry.before_json!).merged_member.id).toBe(absorbed);

    // The public pages know the merged member no more.
    const gone = await request(server, 'GET', `${api.familyMembers.profile}?id=${absorbed}`);
    expect(gone.status).toBe(404);

    const undone = await undo(mergeId);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ success: true, message: m.undone, data: { absorbed_id: absorbed } });
    expect(await auditCount()).toBe(logged + 2);
    expect(await referencesTo([survivor, absorbed])).toEqual(before.refs);
    expect(await memberRow(survivor)).toEqual(before.survivor);
    expect(await memberRow(absorbed)).toEqual(before.absorbed);
    const back = await request(server, 'GET', `${api.familyMembers.profile}?id=${absorbed}`);
    expect(back.status).toBe(200);

    const again = await undo(mergeId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(m.errors.alreadyUndone);

    // Cleared for the tests below: the account would refuse another merge.
    await db().deleteFrom('relative_accounts').where('username', '=', 'saleh-2').execute();
  });

  it('an undo keeps what a keeper changed since on the survivor', async () => {
    const a = await create('ناصر', { generation: 2, birth: '1900', bio: '' });
    const b = await create('ناصر-2', {
      name: 'ناصر',
      generation: 2,
      birth: '1900',
      bio: 'من الملف الثاني',
      role: 'تاجر',
    });
    const res = await merge({
      survivor_id: a,
      absorbed_id: b,
      fields: { bio: 'absorbed', role: 'absorbed' },
    });
    expect(res.status, res.text).toBe(200);
    await db().updateTable('family_members').set({ role: 'نوخذة' }).where('id', '=', a).execute();
    expect((await undo(res.body.data.merge_id)).status).toBe(200);
    const survivor = (await memberRow(a))!;
    expect(survivor.bio).toBe('');
    expect(survivor.role).toBe('نوخذة');
  });

  it('a mother and a wife follow a woman merged into her duplicate', async () => {
    const husband = await create('حمد', { generation: 2 });
    const kept = await create('نورة', { generation: 2, gender: 'female' });
    const merged = await create('نورة-2', {
      name: 'نورة',
      generation: 2,
      gender: 'female',
      spouses: [{ id: husband, ended: 'widowed' }],
    });
    const daughter = await create('ابنة', {
      generation: 3,
      gender: 'female',
      parent: husband,
      mother_id: merged,
    });
    const res = await merge({ survivor_id: kept, absorbed_id: merged });
    expect(res.status, res.text).toBe(200);
    const row = await db()
      .selectFrom('family_members')
      .select('mother_id')
      .where('id', '=', daughter)
      .executeTakeFirstOrThrow();
    expect(row.mother_id).toBe(kept);
    const marriage = await db()
      .selectFrom('marriages')
      .selectAll()
      .where('husband_id', '=', husband)
      .executeTakeFirstOrThrow();
    expect(marriage).toMatchObject({ wife_id: kept, ended: 'widowed' });
  });

  it('the sources follow: the merged member’s citations and the sources he told move, a folded marriage’s citations go to the marriage kept, and the undo puts each back (decision 060)', async () => {
    const a = await create('راشد', { generation: 2, birth: '1910' });
    const b = await create('راشد-2', { name: 'راشد', generation: 2, birth: '1910' });
    const wife = await create('زوجة-راشد', {
      generation: 2,
      gender: 'female',
      spouses: [
        { id: a, ended: null },
        { id: b, ended: null },
      ],
    });
    const marriageOf = async (husband: number) =>
      (
        await db()
          .selectFrom('marriages')
          .select('id')
          .where('husband_id', '=', husband)
          .where('wife_id', '=', wife)
          .executeTakeFirstOrThrow()
      ).id;
    const [kept, dropped] = [await marriageOf(a), await marriageOf(b)];
    const told = await request(server, 'POST', api.admin.sources.create, {
      token: server.token,
      json: sourceBody({ kind: 'person', author: 'راشد', author_member_id: b }),
    });
    expect(told.status, told.text).toBe(201);
    const source: number = told.body.data.id;
    const cite = async (body: Record<string, unknown>) => {
      const res = await request(server, 'POST', api.admin.citations.create, {
        token: server.token,
        json: { source_id: source, page: '', note: '', ...body },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.data.id as number;
    };
    const ofBirth = await cite({ fact: 'birth', member_id: b, page: 'ص 1' });
    const ofDropped = await cite({ fact: 'marriage', marriage_id: dropped, page: 'ص 2' });
    const ofKept = await cite({ fact: 'marriage', marriage_id: kept, page: 'ص 3' });
    const citations = () =>
      db()
        .selectFrom('citations')
        .select(['id', 'fact', 'member_id', 'marriage_id'])
        .where('source_id', '=', source)
        .orderBy('id')
        .execute();
    const teller = async () =>
      (
        await db()
          .selectFrom('sources')
          .select('author_member_id')
          .where('id', '=', source)
          .executeTakeFirstOrThrow()
      ).author_member_id;
    const before = await citations();

    const res = await merge({ survivor_id: a, absorbed_id: b });
    expect(res.status, res.text).toBe(200);
    expect(await citations()).toEqual([
      { id: ofBirth, fact: 'birth', member_id: a, marriage_id: null },
      { id: ofDropped, fact: 'marriage', member_id: null, marriage_id: kept },
      { id: ofKept, fact: 'marriage', member_id: null, marriage_id: kept },
    ]);
    expect(await teller()).toBe(a);

    expect((await undo(res.body.data.merge_id)).status).toBe(200);
    expect(await citations()).toEqual(before);
    expect(await teller()).toBe(b);
  });

  it('refuses what cannot be one person, and writes nothing', async () => {
    const husband = await create('زوج', { generation: 2, gender: null });
    const wife = await create('زوج-2', {
      generation: 2,
      gender: null,
      spouses: [{ id: husband, ended: null }],
    });
    const logged = await auditCount();
    const { survivor } = ids as { survivor: number };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ survivor_id: ids['جد'], absorbed_id: survivor }, 409, m.errors.lineage],
      [{ survivor_id: survivor, absorbed_id: ids['زوجة-أولى'] }, 409, m.errors.gendersDiffer],
      [{ survivor_id: survivor, absorbed_id: survivor }, 400, m.errors.sameMember],
      [{ survivor_id: survivor, absorbed_id: 987654 }, 404, m.errors.memberNotFound],
    ];
    for (const [body, status, error] of cases) {
      const res = await merge(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    expect((await merge({ survivor_id: husband, absorbed_id: wife })).body.error).toBe(m.errors.spouses);
    expect(await auditCount()).toBe(logged);
  });

  it('refuses when both members have a relative account', async () => {
    const a = await create('فهد', { generation: 2 });
    const b = await create('فهد-2', { name: 'فهد', generation: 2 });
    const now = new Date().toISOString();
    for (const [member, username] of [
      [a, 'fahd-1'],
      [b, 'fahd-2'],
    ] as const) {
      await db()
        .insertInto('relative_accounts')
        .values({
          member_id: member,
          username,
          password_hash: null,
          created_at: now,
          last_sign_in_at: null,
          revoked_at: null,
        })
        .execute();
    }
    const res = await merge({ survivor_id: a, absorbed_id: b });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(m.errors.bothHaveAccounts);
    expect(await memberRow(b)).toBeDefined();
  });

  it('a stale version is refused with both members as they are now (decision 026)', async () => {
    const a = await create('يوسف', { generation: 2 });
    const b = await create('يوسف-2', { name: 'يوسف', generation: 2 });
    const res = await merge({ survivor_id: a, absorbed_id: b, survivor_version: 1, absorbed_version: 0 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(conflictMessages.stale);
    expect(res.body.current.absorbed).toMatchObject({ id: b, version: 1 });
    expect(res.body.current.survivor).toMatchObject({ id: a, version: 1 });
    expect(await memberRow(b)).toBeDefined();
    const fresh = await merge({ survivor_id: a, absorbed_id: b, survivor_version: 1, absorbed_version: 1 });
    expect(fresh.status, fresh.text).toBe(200);
  });

  it('an undo waits for the later merge that took the survivor in turn', async () => {
    const a = await create('بدر', { generation: 2 });
    const b = await create('بدر-2', { name: 'بدر', generation: 2 });
    const c = await create('بدر-3', { name: 'بدر', generation: 2 });
    const first = (await merge({ survivor_id: a, absorbed_id: b })).body.data.merge_id;
    const second = (await merge({ survivor_id: c, absorbed_id: a })).body.data.merge_id;
    const early = await undo(first);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(m.errors.survivorGone);
    expect((await undo(second)).status).toBe(200);
    expect((await undo(first)).status).toBe(200);
    expect(await memberRow(b)).toBeDefined();
  });

  it('lists the merges, newest first, with who merged and whether each was undone', async () => {
    const res = await request(server, 'GET', api.admin.familyMembers.merges, { token: server.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBeGreaterThan(3);
    const [newest] = res.body.data;
    expect(newest).toMatchObject({ merged_by: 'admin', undone_by: 'admin' });
    expect(newest.survivor.name).toBe('بدر');
  });
});

describe('a branch editor merging', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  let branchToken = '';

  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody({ name: key, ...body }),
    });
    ids[key] = res.body.data.id;
    return res.body.data.id as number;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await create('الجد', { generation: 1 });
    await create('صاحب الفرع', { generation: 2, parent: ids['الجد'] });
    await create('أخوه', { generation: 2, parent: ids['الجد'] });
    await create('ابن', { generation: 3, parent: ids['صاحب الفرع'], birth: '1950' });
    await create('ابن-2', { name: 'ابن', generation: 3, parent: ids['صاحب الفرع'], birth: '1950' });
    await create('ابن-عم', { name: 'ابن', generation: 3, parent: ids['أخوه'], birth: '1950' });
    branchToken = (await addKeeper(server, 'merge-branch', 'branch_editor', ids['صاحب الفرع'])).token;
  });
  afterAll(async () => server?.close());

  it('sees and merges only pairs inside the branch', async () => {
    const seen = await request(server, 'GET', api.admin.familyMembers.duplicates, { token: branchToken });
    expect(seen.status).toBe(200);
    const pairs = seen.body.data.map((c: Json) => [c.first.id, c.second.id]);
    expect(pairs).toEqual([[ids['ابن'], ids['ابن-2']]]);

    const outside = await request(server, 'POST', api.admin.familyMembers.merge, {
      token: branchToken,
      json: { survivor_id: ids['ابن'], absorbed_id: ids['ابن-عم'] },
    });
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe(branchMessages.outsideBranch);

    const inside = await request(server, 'POST', api.admin.familyMembers.merge, {
      token: branchToken,
      json: { survivor_id: ids['ابن'], absorbed_id: ids['ابن-2'] },
    });
    expect(inside.status, inside.text).toBe(200);
    const undone = await request(
      server,
      'POST',
      withId(api.admin.familyMembers.undoMerge, inside.body.data.merge_id),
      {
        token: branchToken,
      },
    );
    expect(undone.status, undone.text).toBe(200);
  });
});
