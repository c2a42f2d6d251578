import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { auditMessages } from '#shared/messages/audit.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { memberBody, newsBody } from '#server/test/factories.ts';
import { fileForm, gedcomFamily, gedcomFamilyNames } from '#server/test/family-files.ts';
import { request } from '#server/test/http.ts';
import { KEEPER_PASSWORD, addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * The change history (decision 025): who changed what, the values before and after,
 * a record's own history, and an owner's restore. (Every write route leaving its entry is checked
 * route by route in security.api.test.ts.) On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('the change history', () => {
  let server: TestServer;
  let editor = '';
  let memberId = 0;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    editor = (await addKeeper(server, 'cousin', 'editor')).token;
    memberId = (
      await request(server, 'POST', api.familyMembers.create, {
        token: server.token,
        json: memberBody({ name: 'سالم', generation: 1 }),
      })
    ).body.data.id;
    await request(server, 'PUT', withId(api.familyMembers.update, memberId), {
      token: editor,
      json: memberBody({ name: 'سالم بن محمد', generation: 1 }),
    });
  });
  afterAll(async () => server?.close());

  it("a record's history says who changed it, from where, and the values before and after", async () => {
    const res = await request(server, 'GET', `${api.admin.audit.record}?type=member&id=${memberId}`, {
      token: editor,
    });
    expect(res.status).toBe(200);
    const [update, create] = res.body.data;
    expect(update).toMatchObject({
      action: 'update',
      username: 'cousin',
      record_type: 'member',
      restorable: true,
    });
    expect(update.before).toMatchObject({ name: 'سالم', version: 1 });
    expect(update.after).toMatchObject({ name: 'سالم بن محمد', version: 2 });
    expect(update.ip).toBe('127.0.0.1');
    expect(create).toMatchObject({ action: 'create', username: 'admin', before: null });
  });

  it('the owner filters the whole log; editors may not read it', async () => {
    const byCousin = await request(server, 'GET', `${api.admin.audit.list}?user=cousin&type=member`, {
      token: server.token,
    });
    expect(byCousin.body.total).toBe(1);
    const logins = await request(server, 'GET', `${api.admin.audit.list}?action=login`, {
      token: server.token,
    });
    expect(logins.body.data.every((entry: { action: string }) => entry.action === 'login')).toBe(true);
    expect(logins.body.total).toBeGreaterThanOrEqual(2);
    const future = await request(server, 'GET', `${api.admin.audit.list}?from=2999-01-01`, {
      token: server.token,
    });
    expect(future.body).toMatchObject({ total: 0, data: [] });
    expect((await request(server, 'GET', api.admin.audit.list, { token: editor })).status).toBe(403);
  });

  it("an account's history is its keeper's own and the owners'; each record's as its kind is read", async () => {
    // The exact request of the report: a branch editor reading another keeper's account (id 2 is
    // the first keeper after the bootstrap owner), with its password changes and addresses.
    const cousinId = (await server.app.repos.admins.findUserByUsername('cousin'))!.id;
    expect(cousinId).toBe(2);
    const changed = await request(server, 'POST', api.admin.changePassword, {
      token: editor,
      json: { currentPassword: KEEPER_PASSWORD, newPassword: 'نخلة-الديوان-على-البحر' },
    });
    expect(changed.status).toBe(200);
    const branch = await addKeeper(server, 'branch-cousin', 'branch_editor', memberId);
    const history = (token: string, type: string, id: number) =>
      request(server, 'GET', `${api.admin.audit.record}?type=${type}&id=${id}`, { token });

    const refused = await history(branch.token, 'account', 2);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: serverMessages.errors.forbidden });
    expect(refused.text).not.toContain('password_change');
    expect((await history(branch.token, 'account', branch.id)).status).toBe(200);
    const own = await history(editor, 'account', 2);
    expect(own.body.data.map((entry: { action: string }) => entry.action)).toContain('password_change');
    const byOwner = await history(server.token, 'account', 2);
    expect(byOwner.body.data).toEqual(own.body.data);

    // Every kind of record: its history is for those who may read that kind (site settings and
    // backups are the owners', messages the editors'); a member's is any keeper's.
    expect((await history(branch.token, 'member', memberId)).status).toBe(200);
    for (const type of ['site_settings', 'backup', 'session']) {
      expect((await history(editor, type, 1)).status, type).toBe(403);
      expect((await history(server.token, type, 1)).status, type).toBe(200);
    }
    expect((await history(branch.token, 'message', 1)).status).toBe(403);
    expect((await history(editor, 'message', 1)).status).toBe(200);
  });

  it('an owner restores a previous version, and the restore is itself logged; editors may not', async () => {
    const history = (
      await request(server, 'GET', `${api.admin.audit.record}?type=member&id=${memberId}`, {
        token: server.token,
      })
    ).body.data;
    const created = history.find((entry: { action: string }) => entry.action === 'create');
    expect(
      (await request(server, 'POST', withId(api.admin.audit.restore, created.id), { token: editor })).status,
    ).toBe(403);
    // The public page was read (and cached) before the restore: the restore empties the cache.
    const publicMember = () => request(server, 'GET', withId(api.familyMembers.get, memberId));
    expect((await publicMember()).body.name).toBe('سالم بن محمد');
    const restored = await request(server, 'POST', withId(api.admin.audit.restore, created.id), {
      token: server.token,
    });
    expect(restored.body).toEqual({
      success: true,
      message: auditMessages.restored,
      data: { record_type: 'member', record_id: memberId },
    });
    expect((await server.app.repos.familyMembers.find(memberId))?.name).toBe('سالم');
    expect((await publicMember()).body.name).toBe('سالم');
    const after = (
      await request(server, 'GET', `${api.admin.audit.record}?type=member&id=${memberId}`, {
        token: server.token,
      })
    ).body.data;
    expect(after[0]).toMatchObject({ action: 'restore', username: 'admin' });
    expect(after[0].before).toMatchObject({ name: 'سالم بن محمد' });
    expect(after[0].after).toMatchObject({ name: 'سالم' });
    // A login is not a record to restore.
    const login = (
      await request(server, 'GET', `${api.admin.audit.list}?action=login`, { token: server.token })
    ).body.data[0];
    expect(
      (await request(server, 'POST', withId(api.admin.audit.restore, login.id), { token: server.token }))
        .status,
    ).toBe(400);
  });

  it('a deleted member or news item comes back once, under a new id, from the values it had', async () => {
    const auth = { token: server.token };
    const wife = (
      await request(server, 'POST', api.familyMembers.create, {
        ...auth,
        json: memberBody({ name: 'هيا', gender: 'female', generation: 1 }),
      })
    ).body.data.id;
    const husband = (
      await request(server, 'POST', api.familyMembers.create, {
        ...auth,
        json: memberBody({
          name: 'ناصر',
          gender: 'male',
          generation: 1,
          spouses: [{ id: wife, ended: null }],
        }),
      })
    ).body.data.id;
    const item = (
      await request(server, 'POST', api.admin.news.create, {
        ...auth,
        json: newsBody({ title: 'زواج ناصر', member_ids: [husband] }),
      })
    ).body.data.id;
    await request(server, 'DELETE', withId(api.admin.news.item, item), auth);
    await request(server, 'DELETE', withId(api.familyMembers.delete, husband), auth);

    const deletion = async (type: string, id: number) => {
      const entries = (await request(server, 'GET', `${api.admin.audit.record}?type=${type}&id=${id}`, auth))
        .body.data;
      const entry = entries.find((e: { action: string }) => e.action === 'delete');
      expect(entry).toMatchObject({ restorable: true, after: null });
      return entry.id as number;
    };
    const memberDeletion = await deletion('member', husband);
    const back = await request(server, 'POST', withId(api.admin.audit.restore, memberDeletion), auth);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(auditMessages.recreated);
    const newId: number = back.body.data.record_id;
    expect(newId).not.toBe(husband);
    const member = (await server.app.repos.familyMembers.findWithSpouses(newId))!;
    expect(member.row.name).toBe('ناصر');
    expect(member.spouses.map((spouse) => spouse.id)).toEqual([wife]);
    const again = await request(server, 'POST', withId(api.admin.audit.restore, memberDeletion), auth);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(auditMessages.alreadyRecreated);
    const [recreation] = (
      await request(server, 'GET', `${api.admin.audit.record}?type=member&id=${newId}`, auth)
    ).body.data;
    expect(recreation).toMatchObject({ action: 'restore', before: null, after: { name: 'ناصر' } });

    // The news item named the member deleted since: refused, and the reason said.
    const newsDeletion = await deletion('news', item);
    const refused = await request(server, 'POST', withId(api.admin.audit.restore, newsDeletion), auth);
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toHaveProperty('member_ids');
    expect(await server.app.repos.news.count()).toBe(0);
  });

  it("an import's entry names its batch, file and counts", async () => {
    const res = await request(server, 'POST', api.admin.import.gedcom, {
      token: server.token,
      body: fileForm(gedcomFamily, 'family.ged'),
    });
    const [entry] = (
      await request(server, 'GET', `${api.admin.audit.list}?type=import_batch`, { token: server.token })
    ).body.data;
    expect(entry).toMatchObject({
      action: 'import',
      record_id: res.body.batch_id,
      after: { file_name: 'family.ged', format: 'gedcom', members: gedcomFamilyNames.length },
    });
  });

  it('is append-only: the database itself refuses to change or delete an entry', async () => {
    const db = server.app.database.db;
    await expect(sql`UPDATE audit_log SET username = 'someone'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const names = await db.selectFrom('audit_log').select('username').execute();
    expect(names.some((row) => row.username === 'someone')).toBe(false);
  });
});
