import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { passwordRuleMessages } from '#shared/messages/password-rules.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { tablesOfABackupAt } from '#server/db/logical-dump.ts';
import { migrations } from '#server/db/migrate.ts';
import { newToken } from '#server/plugins/auth.ts';
import { request } from '#server/test/http.ts';
import { KEEPER_PASSWORD, addKeeper } from '#server/test/keepers.ts';
import {
  RELATIVE_PASSWORD,
  accept,
  addMember,
  cookieOf,
  invite,
  sessionCookie,
  signedInRelative,
} from '#server/test/relatives.ts';
import { registeredRoutes } from '#server/test/snapshot.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const errors = familyAccountMessages.errors;
const me = (server: TestServer, cookie?: string) =>
  request(server, 'GET', api.family.me, cookie ? { headers: { cookie } } : {});

describe('invitations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.useRealTimers());

  it('a keeper invites a member: a one-time link for seven days, logged in the change history', async () => {
    const member = await addMember(server);
    const before = Date.now();
    const { res, token } = await invite(server, member.id);
    expect(res.status).toBe(200);
    expect(res.body.data.invite_url).toBe(`${server.baseURL}/family/invite/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(res.body.data.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(7 * 24 * 3600_000 + 5000);
    const stored = await server.app.database.db.selectFrom('relative_invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    const logged = await server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'invite')
      .where('record_id', '=', member.id)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ record_type: 'relative', username: 'admin' });
  });

  it('the preview says who it is for by the name the public may see, and nothing for a hidden member', async () => {
    const shown = await addMember(server);
    const hidden = await addMember(server, { visibility: 'hidden' });
    const preview = (token: string) => request(server, 'GET', `${api.family.invite}?token=${token}`);
    const open = await preview((await invite(server, shown.id)).token);
    expect(open.status).toBe(200);
    expect(open.body.data.name).toBe(shown.name);
    const secret = await preview((await invite(server, hidden.id)).token);
    expect(secret.status).toBe(200);
    expect(secret.body.data.name).toBeNull();
    expect(secret.text).not.toContain(hidden.name);
  });

  it('an unknown, a used and a replaced link answer alike; accepted once, never twice', async () => {
    const member = await addMember(server);
    const first = (await invite(server, member.id)).token;
    const second = (await invite(server, member.id)).token;
    const preview = (token: string) => request(server, 'GET', `${api.family.invite}?token=${token}`);
    const unknown = await preview(newToken().token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: errors.inviteInvalid });
    // A new invitation replaces the member's unused one.
    expect((await preview(first)).body).toEqual(unknown.body);
    expect((await accept(server, first, 'replaced-link')).status).toBe(404);

    const accepted = await accept(server, second, 'once-only');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ member_id: member.id, name: member.name });
    const used = await preview(second);
    expect([used.status, used.body]).toEqual([unknown.status, unknown.body]);
    const again = await accept(server, second, 'twice-over');
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(errors.inviteInvalid);
    expect(await server.app.repos.relatives.findAccountByUsername('twice-over')).toBeUndefined();
  });

  it('a link seven days old is refused with its own message', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1000);
    const preview = await request(server, 'GET', `${api.family.invite}?token=${token}`);
    expect(preview.status).toBe(410);
    expect(preview.body.error).toBe(errors.inviteExpired);
    const res = await accept(server, token, 'too-late');
    expect(res.status).toBe(410);
    expect(res.body.error).toBe(errors.inviteExpired);
  });

  it("accepting follows the keepers' password rules and keeps usernames unique", async () => {
    const taken = await signedInRelative(server, 'first-cousin');
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const weak = await accept(server, token, 'second-cousin', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toBe(passwordRuleMessages.refused.tooShort);
    const guessable = await accept(server, token, 'second-cousin', 'second-cousin-second-cousin');
    expect(guessable.status).toBe(400);
    expect(guessable.body.fields.password).toContain(passwordRuleMessages.refused.sameAsUsername);
    const badName = await accept(server, token, 'ab');
    expect(badName.status).toBe(400);
    expect(badName.body.fields.username).toBe(errors.usernameInvalid);
    const clash = await accept(server, token, 'First-Cousin');
    expect(clash.status).toBe(409);
    expect(clash.body.fields.username).toBe(errors.usernameTaken);
    // Refusals leave the link usable, and the other account as it was.
    expect((await accept(server, token, 'second-cousin')).status).toBe(200);
    expect((await me(server, taken.cookie)).body.data.member_id).toBe(taken.member.id);
  });

  it('invite, list and revoke are for owners and editors; an invitation for a missing member is refused', async () => {
    const branch = await addKeeper(server, 'branch-keeper', 'branch_editor', (await addMember(server)).id);
    const member = await addMember(server);
    expect((await invite(server, member.id, branch.token)).res.status).toBe(403);
    expect((await request(server, 'GET', api.admin.relatives.list, { token: branch.token })).status).toBe(
      403,
    );
    const editor = await addKeeper(server, 'relatives-editor', 'editor');
    expect((await invite(server, member.id, editor.token)).res.status).toBe(200);
    const missing = await invite(server, 987654);
    expect(missing.res.status).toBe(404);
  });
});

describe('signing in, out, and revoking', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());

  it('accepting signs in with an HttpOnly, SameSite=Lax cookie for the whole site; me and logout', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const res = await accept(server, token, 'nephew');
    const line = res.headers.getSetCookie().find((l) => l.startsWith('nasab_family='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/);
    // Beside it, the hint a page reads to know it should ask who is signed in: no secret in it.
    expect(cookieOf(res, 'nasab-family-signed-in')).toBe('nasab-family-signed-in=1');
    const cookie = sessionCookie(res)!;
    const stored = await server.app.database.db.selectFrom('relative_sessions').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(cookie.split('=')[1]);

    const who = await me(server, cookie);
    expect(who.status).toBe(200);
    expect(who.body).toEqual({ success: true, data: { member_id: member.id, name: member.name } });
    // As a browser sends it: from the site's own page.
    const out = await request(server, 'POST', api.family.logout, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((l) => /^nasab-family-signed-in=;/.test(l))).toBe(true);
    const signedOut = await me(server, cookie);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, error: errors.signedOut });
    // A page that still holds the hint is told to forget it.
    expect(signedOut.headers.getSetCookie().some((l) => /^nasab-family-signed-in=;/.test(l))).toBe(true);
    expect((await me(server)).status).toBe(401);
  });

  it('login: a wrong password or unknown name answer alike; the right one opens a session', async () => {
    const { member } = await signedInRelative(server, 'niece');
    const login = (username: string, password: string) =>
      request(server, 'POST', api.family.login, { json: { username, password } });
    const wrong = await login('niece', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: errors.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
    // Any case of the name is the same name.
    const right = await login('Niece', RELATIVE_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.body.data.member_id).toBe(member.id);
    expect((await me(server, sessionCookie(right))).status).toBe(200);
  });

  it('revoking ends every session of the account at once, and sign-in with it; a new invitation renews it', async () => {
    const { member, cookie } = await signedInRelative(server, 'cousin-revoked');
    const second = sessionCookie(
      await request(server, 'POST', api.family.login, {
        json: { username: 'cousin-revoked', password: RELATIVE_PASSWORD },
      }),
    );
    const account = (await server.app.repos.relatives.findAccountByUsername('cousin-revoked'))!;
    const revoke = await request(server, 'POST', api.admin.relatives.revoke, {
      token: server.token,
      json: { id: account.id },
    });
    expect(revoke.status).toBe(200);
    expect((await me(server, cookie)).status).toBe(401);
    expect((await me(server, second)).status).toBe(401);
    const login = await request(server, 'POST', api.family.login, {
      json: { username: 'cousin-revoked', password: RELATIVE_PASSWORD },
    });
    expect(login.status).toBe(401);

    const list = await request(server, 'GET', api.admin.relatives.list, { token: server.token });
    const entry = list.body.data.find((row: { member_id: number }) => row.member_id === member.id);
    expect(entry.account.revoked_at).not.toBeNull();
    expect(entry.invitation).toBeNull();
    const logged = await server.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('record_type', '=', 'relative')
      .where('record_id', '=', member.id)
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['invite', 'create', 'account']);

    const { token } = await invite(server, member.id);
    const pending = await request(server, 'GET', api.admin.relatives.list, { token: server.token });
    expect(
      pending.body.data.find((row: { member_id: number }) => row.member_id === member.id).invitation,
    ).not.toBeNull();
    const renewed = await accept(server, token, 'cousin-renewed');
    expect(renewed.status).toBe(200);
    expect((await me(server, sessionCookie(renewed))).status).toBe(200);
    const after = (await server.app.repos.relatives.findAccount(account.id))!;
    expect(after).toMatchObject({ username: 'cousin-renewed', revoked_at: null, member_id: member.id });
  });

  it('a session is kept 30 days from its last use, and never past 180 days from its sign-in', async () => {
    const { cookie } = await signedInRelative(server, 'idle-reader');
    const idleMember = await addMember(server);
    const idleInvitation = (await invite(server, idleMember.id)).token;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let day = 29; day <= 29 * 6; day += 29) {
        vi.setSystemTime(start + day * 24 * 3600_000);
        expect((await me(server, cookie)).status, `day ${day}`).toBe(200);
      }
      vi.setSystemTime(start + 181 * 24 * 3600_000);
      expect((await me(server, cookie)).status).toBe(401);
      vi.setSystemTime(start);
      const idle = sessionCookie(await accept(server, idleInvitation, 'idle-reader-2'));
      vi.setSystemTime(start + 31 * 24 * 3600_000);
      expect((await me(server, idle)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a write with the cookie from another site is refused, and the session stays', async () => {
    const { cookie } = await signedInRelative(server, 'csrf-target');
    const logout = (headers: Record<string, string>) =>
      request(server, 'POST', api.family.logout, { headers: { cookie, ...headers } });
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of crossSite) {
      const res = await logout(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error).toBe(errors.crossSite);
    }
    expect((await me(server, cookie)).status).toBe(200);
    expect((await logout({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('no /api/admin/ route answers a relative cookie alone with a success', async () => {
    const { cookie } = await signedInRelative(server, 'not-a-keeper');
    const routes = registeredRoutes(server.app).filter((route) => route.path.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(50);
    const signIn: string[] = [api.admin.login, api.admin.loginTwoFactor];
    for (const route of routes) {
      const res = await request(server, route.method, `${route.path}?id=1`, {
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
      });
      const label = `${route.method} ${route.path}`;
      // The sign-in is open to anyone: it refuses the empty body, never takes the cookie for a keeper.
      if (signIn.includes(route.path)) expect(res.status, label).toBe(400);
      else expect(res.body, label).toEqual({ success: false, error: serverMessages.errors.unauthorized });
    }
  });
});

describe('throttling and https', () => {
  it("the relatives' sign-in is throttled like the keepers', on lanes of its own", async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      await signedInRelative(server, 'guessed');
      const login = (password: string) =>
        request(server, 'POST', api.family.login, { json: { username: 'guessed', password } });
      for (let i = 0; i < 5; i += 1) expect((await login('wrong-password')).status).toBe(401);
      const locked = await login(RELATIVE_PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      const failures = await server.app.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'login_failed')
        .where('record_type', '=', 'relative')
        .execute();
      expect(failures).toHaveLength(5);
      // A keeper named like the relative is not held back by the relatives' guesses.
      await addKeeper(server, 'guessed', 'editor');
      const keeper = await request(server, 'POST', api.admin.login, {
        json: { username: 'guessed', password: KEEPER_PASSWORD },
      });
      expect(keeper.status).toBe(200);
      // The owner's card tells the two apart: the same name, a relative's account and a keeper's.
      await request(server, 'POST', api.admin.login, {
        json: { username: 'guessed', password: 'wrong-password' },
      });
      const card = await request(server, 'GET', api.admin.failedLogins, { token: server.token });
      expect(
        card.body.data.map((row: { account: string; tries: number }) => [row.account, row.tries]),
      ).toEqual([
        ['keeper', 1],
        ['relative', 5],
      ]);
    } finally {
      await server.close();
    }
  });

  it('a browser that signed in before is not held back by strangers (its device cookie)', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const member = await addMember(server);
      const { token } = await invite(server, member.id);
      const accepted = await accept(server, token, 'known-phone');
      const device = cookieOf(accepted, 'nasab_family_device')!;
      expect(device).toBeTruthy();
      const login = (password: string, headers: Record<string, string> = {}) =>
        request(server, 'POST', api.family.login, { json: { username: 'known-phone', password }, headers });
      for (let i = 0; i < 6; i += 1) await login('stranger-guess');
      expect((await login(RELATIVE_PASSWORD)).status).toBe(429);
      expect((await login(RELATIVE_PASSWORD, { cookie: device })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the session cookie is Secure when the site is served over https', async () => {
    const server = await startTestServer({ seedDemo: false, env: { PUBLIC_URL: 'https://family.example' } });
    try {
      const member = await addMember(server);
      const { res, token } = await invite(server, member.id);
      expect(res.body.data.invite_url).toBe(`https://family.example/family/invite/${token}`);
      const accepted = await accept(server, token, 'secure-cousin');
      const line = accepted.headers.getSetCookie().find((l) => l.startsWith('nasab_family='))!;
      expect(line).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });
});

describe('backups', () => {
  it('carry the accounts, never the sessions, devices or invitations', async () => {
    const latest = Object.keys(migrations).sort().at(-1)!;
    const tables = await tablesOfABackupAt(latest);
    expect(tables).toContain('relative_accounts');
    for (const table of ['relative_sessions', 'relative_devices', 'relative_invitations']) {
      expect(tables).not.toContain(table);
    }
  });
});
