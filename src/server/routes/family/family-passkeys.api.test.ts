import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { tablesOfABackupAt } from '#server/db/logical-dump.ts';
import { migrations } from '#server/db/migrate.ts';
import { request, type TestResponse } from '#server/test/http.ts';
import { SoftAuthenticator, type Tamper } from '#server/test/passkeys.ts';
import { registeredRoutes } from '#server/test/snapshot.ts';
import {
  RELATIVE_PASSWORD,
  accept,
  addMember,
  cookieOf,
  invite,
  sessionCookie,
  signedInRelative,
} from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const errors = familyAccountMessages.errors;
const paths = api.family.passkeys;

/** The ceremony's cookie as a request sends it back. */
const ceremonyCookie = (res: TestResponse) => cookieOf(res, 'nasab_passkey') ?? '';
const cookies = (...values: (string | undefined)[]) => values.filter(Boolean).join('; ');

function post(server: TestServer, path: string, json: unknown, cookie = '') {
  return request(server, 'POST', path, { json, headers: cookie ? { cookie } : {} });
}
const me = (server: TestServer, cookie: string | undefined) =>
  request(server, 'GET', api.family.me, { headers: { cookie: cookie ?? '' } });

/** Accepts an invitation with a new passkey; both answers, and the authenticator that holds it. */
async function acceptWithPasskey(
  server: TestServer,
  token: string,
  username: string,
  tamper: Tamper = {},
  authenticator = new SoftAuthenticator(server.baseURL),
) {
  const options = await post(server, paths.inviteOptions, { token, username });
  const response = options.status === 200 ? authenticator.create(options.body.data, tamper) : null;
  const verified = await post(server, paths.invite, { token, response }, ceremonyCookie(options));
  return { options, verified, authenticator };
}

/** Signs in with the authenticator's passkey; the answer. */
async function signInWithPasskey(server: TestServer, authenticator: SoftAuthenticator, tamper: Tamper = {}) {
  const options = await post(server, paths.loginOptions, {});
  expect(options.status, options.text).toBe(200);
  return post(
    server,
    paths.login,
    { response: authenticator.get(options.body.data, tamper) },
    ceremonyCookie(options),
  );
}

/** A member invited and signed in with a passkey. */
async function passkeyRelative(server: TestServer, username: string) {
  const member = await addMember(server);
  const { token } = await invite(server, member.id);
  const { verified, authenticator } = await acceptWithPasskey(server, token, username);
  expect(verified.status, verified.text).toBe(200);
  return { member, authenticator, cookie: sessionCookie(verified)! };
}

describe('an invitation accepted with a passkey', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.useRealTimers());

  it('creates the account without a password, spends the invitation, and signs in', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const { options, verified, authenticator } = await acceptWithPasskey(server, token, 'Passkey-Cousin');
    expect(options.status).toBe(200);
    const { data } = options.body;
    const rpID = new URL(server.baseURL).hostname;
    expect(data.rp.id).toBe(rpID);
    // The name the phone shows is the username chosen (kept in lower case, as the password path does).
    expect(data.user.name).toBe('passkey-cousin');
    expect(data.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(data.attestation).toBe('none');
    const line = options.headers.getSetCookie().find((l) => l.startsWith('nasab_passkey='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);

    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data).toEqual({ member_id: member.id, name: member.name });
    expect((await me(server, sessionCookie(verified))).status).toBe(200);
    const account = (await server.app.repos.relatives.findAccountByUsername('passkey-cousin'))!;
    expect(account.password_hash).toBeNull();
    expect(account.passkey_user_id).toBe(data.user.id);
    const stored = await server.app.repos.passkeys.listPasskeys(account.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      credential_id: authenticator.id,
      device_type: 'multiDevice',
      backed_up: 1,
    });
    expect(JSON.parse(stored[0]!.transports)).toEqual(['internal']);
    // Spent: the link opens nothing more, by either path.
    expect((await request(server, 'GET', `${api.family.invite}?token=${token}`)).status).toBe(404);
    expect((await accept(server, token, 'another-name')).status).toBe(404);
    // No password to guess: the password path answers as for a wrong one.
    const login = await post(server, api.family.login, {
      username: 'passkey-cousin',
      password: RELATIVE_PASSWORD,
    });
    expect(login.status).toBe(401);
  });

  it('refuses a wrong origin, a wrong challenge, another RP ID, and leaves the invitation usable', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const wrong: Tamper[] = [
      { origin: 'https://evil.example' },
      { challenge: 'not-the-challenge-the-server-gave' },
      { rpID: 'evil.example' },
      { type: 'webauthn.get' },
    ];
    for (const tamper of wrong) {
      const { verified } = await acceptWithPasskey(server, token, 'tampered', tamper);
      expect([verified.status, verified.body.error], JSON.stringify(tamper)).toEqual([
        400,
        errors.passkeyFailed,
      ]);
      expect(sessionCookie(verified)).toBeUndefined();
    }
    expect(await server.app.repos.relatives.findAccountByUsername('tampered')).toBeUndefined();
    expect((await acceptWithPasskey(server, token, 'tampered')).verified.status).toBe(200);
  });

  it('every try of an invitation gives the same user handle, so a phone keeps one passkey for it', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const first = await post(server, paths.inviteOptions, { token, username: 'same-handle' });
    const second = await post(server, paths.inviteOptions, { token, username: 'same-handle-2' });
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.challenge).not.toBe(first.body.data.challenge);
    const other = (await invite(server, (await addMember(server)).id)).token;
    const elsewhere = await post(server, paths.inviteOptions, { token: other, username: 'other-handle' });
    expect(elsewhere.body.data.user.id).not.toBe(first.body.data.user.id);
  });

  it('a challenge answers once: a replay, a missing cookie and a ceremony five minutes old are refused', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const authenticator = new SoftAuthenticator(server.baseURL);
    const noCookie = await post(server, paths.inviteOptions, { token, username: 'no-cookie' });
    const orphan = await post(server, paths.invite, {
      token,
      response: authenticator.create(noCookie.body.data),
    });
    expect([orphan.status, orphan.body.error]).toEqual([400, errors.ceremonyExpired]);

    const late = await post(server, paths.inviteOptions, { token, username: 'too-slow' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const slow = await post(
      server,
      paths.invite,
      { token, response: authenticator.create(late.body.data) },
      ceremonyCookie(late),
    );
    expect([slow.status, slow.body.error]).toEqual([400, errors.ceremonyExpired]);
    vi.useRealTimers();

    // A challenge once answered, even wrongly, answers nothing more.
    const options = await post(server, paths.inviteOptions, { token, username: 'replayed' });
    const tampered = authenticator.create(options.body.data, { origin: 'https://evil.example' });
    const first = await post(server, paths.invite, { token, response: tampered }, ceremonyCookie(options));
    expect(first.status).toBe(400);
    const right = authenticator.create(options.body.data);
    const replay = await post(server, paths.invite, { token, response: right }, ceremonyCookie(options));
    expect([replay.status, replay.body.error]).toEqual([400, errors.ceremonyExpired]);
    expect((await acceptWithPasskey(server, token, 'replayed', {}, authenticator)).verified.status).toBe(200);
    // And the invitation, once spent, opens nothing more.
    expect((await post(server, paths.inviteOptions, { token, username: 'replayed' })).status).toBe(404);
  });

  it('a sign-in ceremony cannot answer an invitation: each ceremony is for one thing', async () => {
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const signIn = await post(server, paths.loginOptions, {});
    const response = new SoftAuthenticator(server.baseURL).create({
      challenge: signIn.body.data.challenge,
      user: { id: 'AAAA' },
    });
    const res = await post(server, paths.invite, { token, response }, ceremonyCookie(signIn));
    expect([res.status, res.body.error]).toEqual([400, errors.ceremonyExpired]);
  });

  it('an expired invitation and a taken username are refused before any passkey is made', async () => {
    await signedInRelative(server, 'taken-name');
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const clash = await post(server, paths.inviteOptions, { token, username: 'Taken-Name' });
    expect([clash.status, clash.body.fields?.username]).toEqual([409, errors.usernameTaken]);
    const badName = await post(server, paths.inviteOptions, { token, username: 'a b' });
    expect([badName.status, badName.body.fields?.username]).toEqual([400, errors.usernameInvalid]);

    const options = await post(server, paths.inviteOptions, { token, username: 'expiring' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1000);
    expect((await post(server, paths.inviteOptions, { token, username: 'expiring' })).status).toBe(410);
    const late = await post(
      server,
      paths.invite,
      { token, response: new SoftAuthenticator(server.baseURL).create(options.body.data) },
      ceremonyCookie(options),
    );
    expect([late.status, late.body.error]).toEqual([410, errors.inviteExpired]);
  });

  it('a new invitation renews the account with only the new credentials, by either path', async () => {
    const { member, authenticator } = await passkeyRelative(server, 'renewed-by-password');
    const first = await invite(server, member.id);
    expect((await accept(server, first.token, 'renewed-by-password')).status).toBe(200);
    // The passkey that may have been lost with a phone signs nobody in any more.
    expect((await signInWithPasskey(server, authenticator)).status).toBe(401);

    const second = await invite(server, member.id);
    const account = (await server.app.repos.relatives.findAccountByUsername('renewed-by-password'))!;
    const handle = account.passkey_user_id;
    const renewed = await acceptWithPasskey(server, second.token, 'renewed-by-passkey');
    expect(renewed.verified.status).toBe(200);
    // The same account, the same user handle (a phone replaces its old passkey), and no password.
    expect(renewed.options.body.data.user.id).toBe(handle);
    const after = (await server.app.repos.relatives.findAccount(account.id))!;
    expect(after).toMatchObject({
      username: 'renewed-by-passkey',
      password_hash: null,
      member_id: member.id,
    });
    const login = await post(server, api.family.login, {
      username: 'renewed-by-passkey',
      password: RELATIVE_PASSWORD,
    });
    expect(login.status).toBe(401);
    expect((await signInWithPasskey(server, renewed.authenticator)).status).toBe(200);
  });

  it('another account’s passkey cannot be registered again with an invitation', async () => {
    const { authenticator } = await passkeyRelative(server, 'first-holder');
    const member = await addMember(server);
    const { token } = await invite(server, member.id);
    const { verified } = await acceptWithPasskey(server, token, 'second-holder', {}, authenticator);
    expect([verified.status, verified.body.error]).toEqual([409, errors.passkeyExists]);
  });
});

describe('signing in with a passkey', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());

  it('asks for any of the site’s passkeys, and opens a session with the right one', async () => {
    const { member, authenticator } = await passkeyRelative(server, 'signs-in');
    const options = await post(server, paths.loginOptions, {});
    expect(options.body.data).toMatchObject({
      rpId: new URL(server.baseURL).hostname,
      userVerification: 'preferred',
    });
    expect(options.body.data.allowCredentials ?? []).toEqual([]);
    const res = await post(
      server,
      paths.login,
      { response: authenticator.get(options.body.data) },
      ceremonyCookie(options),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ member_id: member.id, name: member.name });
    expect((await me(server, sessionCookie(res))).status).toBe(200);
    const [stored] = await server.app.database.db
      .selectFrom('relative_passkeys')
      .selectAll()
      .where('credential_id', '=', authenticator.id)
      .execute();
    expect(Number(stored!.counter)).toBe(authenticator.counter);
    expect(stored!.last_used_at).not.toBeNull();
    // The same answer twice is a replay.
    const replay = await post(
      server,
      paths.login,
      { response: authenticator.get(options.body.data) },
      ceremonyCookie(options),
    );
    expect([replay.status, replay.body.error]).toEqual([400, errors.ceremonyExpired]);
  });

  it('refuses an unknown passkey, a wrong origin or challenge, another user handle, a counter gone back', async () => {
    const { authenticator } = await passkeyRelative(server, 'refusals');
    const other = await passkeyRelative(server, 'refusals-other');
    const cases: [string, SoftAuthenticator, Tamper][] = [
      ['unknown', new SoftAuthenticator(server.baseURL), {}],
      ['origin', authenticator, { origin: 'https://evil.example' }],
      ['rp id', authenticator, { rpID: 'evil.example' }],
      ['challenge', authenticator, { challenge: 'another-challenge' }],
      ['handle', authenticator, { userHandle: other.authenticator.userHandle }],
    ];
    for (const [label, device, tamper] of cases) {
      const res = await signInWithPasskey(server, device, tamper);
      expect([res.status, res.body.error], label).toEqual([401, errors.passkeySignInFailed]);
      expect(sessionCookie(res), label).toBeUndefined();
    }
    expect((await signInWithPasskey(server, authenticator)).status).toBe(200);
    // A copy of the authenticator that has not counted the uses since: the library refuses it.
    const behind = await signInWithPasskey(server, authenticator, { counter: 1 });
    expect([behind.status, behind.body.error]).toEqual([401, errors.passkeySignInFailed]);
    const failures = await server.app.database.db
      .selectFrom('audit_log')
      .select(['summary', 'username'])
      .where('action', '=', 'login_failed')
      .where('record_type', '=', 'relative')
      .execute();
    expect(failures.filter((row) => row.summary === 'passkey')).toHaveLength(cases.length + 1);
  });

  it('a revoked account’s passkey signs nobody in', async () => {
    const { authenticator, cookie } = await passkeyRelative(server, 'revoked-passkey');
    const account = (await server.app.repos.relatives.findAccountByUsername('revoked-passkey'))!;
    const revoke = await request(server, 'POST', api.admin.relatives.revoke, {
      token: server.token,
      json: { id: account.id },
    });
    expect(revoke.status).toBe(200);
    expect((await me(server, cookie)).status).toBe(401);
    const res = await signInWithPasskey(server, authenticator);
    expect([res.status, res.body.error]).toEqual([401, errors.passkeySignInFailed]);
  });

  it('is throttled like the password sign-in: five failures on the account, then a wait', async () => {
    const { authenticator } = await passkeyRelative(server, 'throttled-passkey');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await signInWithPasskey(server, authenticator, { origin: 'https://evil.example' })).status,
      ).toBe(401);
    }
    const locked = await signInWithPasskey(server, authenticator);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('every write of the relatives’ calls, from the route table, refuses another site', async () => {
    const writes = registeredRoutes(server.app).filter(
      (route) => route.path.startsWith('/api/family/') && route.method === 'POST',
    );
    expect(writes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        paths.inviteOptions,
        paths.invite,
        paths.loginOptions,
        paths.login,
        paths.add,
        paths.remove,
      ]),
    );
    for (const route of writes) {
      const res = await request(server, 'POST', route.path, {
        json: {},
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect([res.status, res.body.error], route.path).toEqual([403, errors.crossSite]);
    }
  });
});

describe('a signed-in relative’s own passkeys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());

  /** Adds a passkey for the session's account; the answer. */
  async function addPasskey(
    cookie: string,
    authenticator: SoftAuthenticator,
    label = '',
    tamper: Tamper = {},
  ) {
    const options = await post(server, paths.addOptions, {}, cookie);
    expect(options.status, options.text).toBe(200);
    const response = authenticator.create(options.body.data, tamper);
    return {
      options,
      res: await post(server, paths.add, { response, label }, cookies(cookie, ceremonyCookie(options))),
    };
  }

  it('lists, adds another (named, the first excluded), and removes one; never the last without a password', async () => {
    const { authenticator, cookie } = await passkeyRelative(server, 'keyring');
    const list = await request(server, 'GET', paths.list, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.body.data.has_password).toBe(false);
    expect(list.body.data.passkeys).toHaveLength(1);
    expect(list.body.data.passkeys[0]).toMatchObject({ label: '', last_used_at: null, synced: true });

    const laptop = new SoftAuthenticator(server.baseURL, false);
    const { options, res } = await addPasskey(cookie, laptop, '  حاسوب البيت ');
    expect(options.body.data.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
    expect(options.body.data.user.id).toBe(authenticator.userHandle);
    expect(res.status, res.text).toBe(200);
    const [first, second] = res.body.data.passkeys;
    expect(second).toMatchObject({ label: 'حاسوب البيت', synced: false });
    expect((await signInWithPasskey(server, laptop)).status).toBe(200);
    // The same authenticator again: already there.
    const again = await addPasskey(cookie, laptop);
    expect([again.res.status, again.res.body.error]).toEqual([409, errors.passkeyExists]);

    const removed = await post(server, paths.remove, { id: first.id }, cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.data.passkeys.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect((await signInWithPasskey(server, authenticator)).status).toBe(401);
    const last = await post(server, paths.remove, { id: second.id }, cookie);
    expect([last.status, last.body.error]).toEqual([409, errors.lastSignInMethod]);
    const logged = await server.app.database.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'account')
      .where('username', '=', 'keyring')
      .execute();
    expect(logged.map((row) => row.summary).sort()).toEqual(['passkey added', 'passkey removed']);
  });

  it('an account with a password may remove its only passkey', async () => {
    const { cookie } = await signedInRelative(server, 'has-password');
    const { res } = await addPasskey(cookie, new SoftAuthenticator(server.baseURL));
    expect(res.status).toBe(200);
    expect(res.body.data.has_password).toBe(true);
    const removed = await post(server, paths.remove, { id: res.body.data.passkeys[0].id }, cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.data.passkeys).toEqual([]);
  });

  it('is the signed-in relative’s alone: signed out is refused, another’s passkey is not found', async () => {
    const owner = await passkeyRelative(server, 'owner-of-keys');
    const stranger = await signedInRelative(server, 'stranger-keys');
    expect((await request(server, 'GET', paths.list)).status).toBe(401);
    expect((await post(server, paths.addOptions, {})).status).toBe(401);
    const [ownerKey] = (await request(server, 'GET', paths.list, { headers: { cookie: owner.cookie } })).body
      .data.passkeys;
    const res = await post(server, paths.remove, { id: ownerKey.id }, stranger.cookie);
    expect([res.status, res.body.error]).toEqual([404, errors.passkeyNotFound]);
    // A ceremony begun by one account cannot add a passkey to another.
    const options = await post(server, paths.addOptions, {}, owner.cookie);
    const response = new SoftAuthenticator(server.baseURL).create(options.body.data);
    const crossed = await post(
      server,
      paths.add,
      { response, label: '' },
      cookies(stranger.cookie, ceremonyCookie(options)),
    );
    expect([crossed.status, crossed.body.error]).toEqual([400, errors.ceremonyExpired]);
  });

  it('a wrong origin is refused when adding too', async () => {
    const { cookie } = await passkeyRelative(server, 'adds-badly');
    const { res } = await addPasskey(cookie, new SoftAuthenticator(server.baseURL), '', {
      origin: 'http://evil.example',
    });
    expect([res.status, res.body.error]).toEqual([400, errors.passkeyFailed]);
  });
});

describe('the relying party and backups', () => {
  it('is PUBLIC_URL’s host: a passkey made for another host is refused', async () => {
    const server = await startTestServer({ seedDemo: false, env: { PUBLIC_URL: 'https://family.example' } });
    try {
      const member = await addMember(server);
      const { token } = await invite(server, member.id);
      const options = await post(server, paths.inviteOptions, { token, username: 'public-host' });
      expect(options.body.data.rp.id).toBe('family.example');
      expect(options.headers.getSetCookie().find((l) => l.startsWith('nasab_passkey='))).toMatch(/; Secure/);
      // The page's origin is PUBLIC_URL's, not the address the request reached.
      const atTheDoor = await acceptWithPasskey(
        server,
        token,
        'public-host',
        {},
        new SoftAuthenticator(server.baseURL),
      );
      expect(atTheDoor.verified.status).toBe(400);
      const { verified } = await acceptWithPasskey(
        server,
        token,
        'public-host',
        {},
        new SoftAuthenticator('https://family.example'),
      );
      expect(verified.status, verified.text).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('backups carry the passkeys, never a ceremony half done', async () => {
    const latest = Object.keys(migrations).sort().at(-1)!;
    const tables = await tablesOfABackupAt(latest);
    expect(tables).toContain('relative_passkeys');
    expect(tables).not.toContain('relative_passkey_challenges');
  });
});
