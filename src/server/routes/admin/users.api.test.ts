import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { usersAdminMessages } from '#shared/messages/users-admin.ts';
import { memberBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * «المستخدمون» (decision 022): the owner invites keepers with a one-time temporary password, changes
 * roles, disables, enables and resets; the last owner stays. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('accounts', () => {
  let server: TestServer;
  const login = (username: string, password: string) =>
    request(server, 'POST', api.admin.login, { json: { username, password } });

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());

  it('a new keeper signs in with the temporary password, must replace it, and then works', async () => {
    const created = await request(server, 'POST', api.admin.users.create, {
      token: server.token,
      json: { username: 'cousin', role: 'editor' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      username: 'cousin',
      role: 'editor',
      must_change_password: true,
    });
    const temporary: string = created.body.temporary_password;
    expect(temporary.length).toBeGreaterThanOrEqual(16);

    const first = await login('cousin', temporary);
    expect(first.body.must_change_password).toBe(true);
    const token: string = first.body.token;
    const check = await request(server, 'GET', api.admin.checkAuth, { token });
    expect(check.body).toMatchObject({ role: 'editor', branch: null, mustChangePassword: true });
    const news = await request(server, 'GET', api.admin.news.list, { token });
    expect(news.status).toBe(403);
    expect(news.body.error).toBe(serverMessages.errors.passwordChangeRequired);

    const changed = await request(server, 'POST', api.admin.changePassword, {
      token,
      json: { currentPassword: temporary, newPassword: 'نخلة-الديوان-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await request(server, 'GET', api.admin.news.list, { token })).status).toBe(200);
    expect((await request(server, 'GET', api.admin.users.list, { token })).status).toBe(403);

    const taken = await request(server, 'POST', api.admin.users.create, {
      token: server.token,
      json: { username: 'cousin', role: 'editor' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(usersAdminMessages.usernameTaken);
  });

  it('a branch editor needs an existing member; the badge names the branch', async () => {
    const missing = await request(server, 'POST', api.admin.users.create, {
      token: server.token,
      json: { username: 'branchy', role: 'branch_editor' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.branch_member_id).toBe(usersAdminMessages.branchRequired);
    const member = (
      await request(server, 'POST', api.familyMembers.create, {
        token: server.token,
        json: memberBody({ name: 'عبدالله', generation: 2 }),
      })
    ).body.data;
    const created = await request(server, 'POST', api.admin.users.create, {
      token: server.token,
      json: { username: 'branchy', role: 'branch_editor', branch_member_id: member.id },
    });
    expect(created.body.data.branch).toEqual({ id: member.id, name: 'عبدالله' });
  });

  it('disabling ends the sessions at once; enabling and resetting work; every change is logged', async () => {
    const created = (
      await request(server, 'POST', api.admin.users.create, {
        token: server.token,
        json: { username: 'elder', role: 'editor' },
      })
    ).body;
    const id: number = created.data.id;
    const token: string = (await login('elder', created.temporary_password)).body.token;
    expect((await request(server, 'GET', api.admin.checkAuth, { token })).status).toBe(200);

    const disabled = await request(server, 'POST', withId(api.admin.users.disable, id), {
      token: server.token,
    });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await request(server, 'GET', api.admin.checkAuth, { token })).status).toBe(401);
    expect((await login('elder', created.temporary_password)).status).toBe(401);

    await request(server, 'POST', withId(api.admin.users.enable, id), { token: server.token });
    const reset = await request(server, 'POST', withId(api.admin.users.resetPassword, id), {
      token: server.token,
    });
    expect(reset.body.temporary_password).not.toBe(created.temporary_password);
    expect((await login('elder', created.temporary_password)).status).toBe(401);
    expect((await login('elder', reset.body.temporary_password)).body.must_change_password).toBe(true);

    const log = await request(server, 'GET', `${api.admin.audit.list}?type=account`, { token: server.token });
    const summaries = log.body.data
      .filter((entry: { record_id: number }) => entry.record_id === id)
      .map((entry: { summary: string }) => entry.summary);
    expect(summaries).toEqual(['reset password', 'enable', 'disable', 'create']);
    expect(JSON.stringify(log.body)).not.toContain('$argon2');
  });

  it('the last active owner can be neither disabled nor demoted; with a second owner, it can', async () => {
    const me = (await request(server, 'GET', api.admin.users.list, { token: server.token })).body.data.find(
      (user: { username: string }) => user.username === 'admin',
    );
    const demote = await request(server, 'POST', withId(api.admin.users.update, me.id), {
      token: server.token,
      json: { role: 'editor' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe(usersAdminMessages.lastOwner);
    expect(
      (await request(server, 'POST', withId(api.admin.users.disable, me.id), { token: server.token })).status,
    ).toBe(409);
    const second = (
      await request(server, 'POST', api.admin.users.create, {
        token: server.token,
        json: { username: 'second-owner', role: 'owner' },
      })
    ).body.data;
    const demoted = await request(server, 'POST', withId(api.admin.users.update, second.id), {
      token: server.token,
      json: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
  });
});
