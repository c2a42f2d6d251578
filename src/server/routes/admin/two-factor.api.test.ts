import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { twoFactorMessages } from '#shared/messages/two-factor.ts';
import { siteSettingsBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { KEEPER_PASSWORD, addKeeper } from '#server/test/keepers.ts';
import {
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  startTestServer,
  type TestServer,
} from '#server/test/test-server.ts';

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * Two-factor sign-in (decision 024): enrol with a code, ten recovery codes, a password
 * that opens a challenge, a code that completes it once. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('two-factor sign-in', () => {
  let server: TestServer;
  let token = '';
  let secret = '';
  let recovery: string[] = [];
  const login = (password = KEEPER_PASSWORD) =>
    request(server, 'POST', api.admin.login, { json: { username: 'cousin', password } });
  const second = (challenge: string, code: string) =>
    request(server, 'POST', api.admin.loginTwoFactor, { json: { challenge, code } });

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    token = (await addKeeper(server, 'cousin', 'editor')).token;
  });
  afterAll(async () => server?.close());

  it('enrols with a QR code and a right code, and gives ten recovery codes', async () => {
    const setup = await request(server, 'POST', api.admin.twoFactor.setup, { token });
    expect(setup.body.qr_svg).toMatch(/^<svg/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    secret = setup.body.secret;
    const wrong = await request(server, 'POST', api.admin.twoFactor.enable, {
      token,
      json: { code: '000000', password: KEEPER_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ code: twoFactorMessages.codeWrong });
    const enabled = await request(server, 'POST', api.admin.twoFactor.enable, {
      token,
      json: { code: codeFor(secret), password: KEEPER_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    recovery = enabled.body.recovery_codes;
    expect(new Set(recovery).size).toBe(10);
    const stored = await server.app.database.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(recovery[0]);
    const status = await request(server, 'GET', api.admin.twoFactor.status, { token });
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  });

  it('a password then opens a challenge; a wrong code fails, a right one signs in once', async () => {
    const first = await login();
    expect(first.body).toEqual({ success: true, two_factor_required: true, challenge: expect.any(String) });
    expect(first.body.token).toBeUndefined();
    const wrong = await second(first.body.challenge, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(twoFactorMessages.codeWrong);
    // The step after the enrolment's: a code used once is never accepted again.
    const code = codeFor(secret, 1);
    const ok = await second(first.body.challenge, code);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await second(first.body.challenge, code)).status).toBe(401);
    const again = await login();
    const replay = await second(again.body.challenge, code);
    expect(replay.status).toBe(401);
  });

  it('a recovery code works once; an expired challenge or too many wrong codes end it', async () => {
    const first = await login();
    expect((await second(first.body.challenge, recovery[0]!)).status).toBe(200);
    const next = await login();
    expect((await second(next.body.challenge, recovery[0]!)).status).toBe(401);

    const late = await login();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    const expired = await second(late.body.challenge, recovery[1]!);
    vi.useRealTimers();
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(twoFactorMessages.challengeExpired);
    expect((await request(server, 'GET', api.admin.twoFactor.status, { token })).body).toMatchObject({
      recovery_codes_left: 9,
    });
  });

  it('five wrong codes end a challenge and hold the account back like wrong passwords', async () => {
    const other = await addKeeper(server, 'cousin2', 'editor');
    const setup = await request(server, 'POST', api.admin.twoFactor.setup, { token: other.token });
    await request(server, 'POST', api.admin.twoFactor.enable, {
      token: other.token,
      json: { code: codeFor(setup.body.secret), password: KEEPER_PASSWORD },
    });
    const password = () =>
      request(server, 'POST', api.admin.login, { json: { username: 'cousin2', password: KEEPER_PASSWORD } });
    // A step is accepted once even by two requests that both read it as unused.
    const step = (await server.app.repos.admins.findUser(other.id))!.totp_last_step!;
    expect(await server.app.repos.twoFactor.acceptStep(other.id, step)).toBe(false);
    expect(await server.app.repos.twoFactor.acceptStep(other.id, step + 1)).toBe(true);

    const first = await password();
    for (let i = 0; i < 5; i++) {
      expect((await second(first.body.challenge, '000000')).body.error).toBe(twoFactorMessages.codeWrong);
    }
    // Even a right code cannot use it now, and the password step waits (decision 023).
    const ended = await second(first.body.challenge, codeFor(setup.body.secret, 1));
    expect(ended.body.error).toBe(twoFactorMessages.challengeExpired);
    expect((await password()).status).toBe(429);
  });

  it('an owner can turn it off for a keeper who lost phone and codes', async () => {
    const keeper = (
      await request(server, 'GET', api.admin.users.list, { token: server.token })
    ).body.data.find((user: { username: string }) => user.username === 'cousin');
    expect(keeper.two_factor).toBe(true);
    expect(
      (await request(server, 'POST', `${api.admin.users.resetTwoFactor}?id=${keeper.id}`, { token })).status,
    ).toBe(403);
    const off = await request(server, 'POST', `${api.admin.users.resetTwoFactor}?id=${keeper.id}`, {
      token: server.token,
    });
    expect(off.body.data.two_factor).toBe(false);
    expect((await login()).body.token).toEqual(expect.any(String));
    // On again, for the keeper's own turning off below.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 45_000 });
    const setup = await request(server, 'POST', api.admin.twoFactor.setup, { token });
    secret = setup.body.secret;
    await request(server, 'POST', api.admin.twoFactor.enable, {
      token,
      json: { code: codeFor(secret), password: KEEPER_PASSWORD },
    });
    vi.useRealTimers();
  });

  it('turning it off needs the password and a code', async () => {
    // A minute and a half later, as the app's clock would be: the codes above are all spent.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 180_000 });
    const noCode = await request(server, 'POST', api.admin.twoFactor.disable, {
      token,
      json: { password: KEEPER_PASSWORD, code: '000000' },
    });
    expect(noCode.status).toBe(400);
    const off = await request(server, 'POST', api.admin.twoFactor.disable, {
      token,
      json: { password: KEEPER_PASSWORD, code: codeFor(secret) },
    });
    vi.useRealTimers();
    expect(off.status).toBe(200);
    expect((await login()).body.token).toEqual(expect.any(String));
    const log = await request(server, 'GET', `${api.admin.audit.list}?action=two_factor`, {
      token: server.token,
    });
    const cousin = log.body.data.filter((entry: { username: string }) => entry.username === 'cousin');
    expect(cousin.map((entry: { summary: string }) => entry.summary)).toEqual([
      'disable',
      'enable',
      'enable',
    ]);
    // Never a secret or a code in the log.
    expect(JSON.stringify(log.body)).not.toContain(secret);
  });

  it('once the site requires it, an owner without it reaches only their own account screens', async () => {
    const saved = await request(server, 'POST', api.admin.site.update, {
      token: server.token,
      json: { ...siteSettingsBody(), requireOwnerTwoFactor: true },
    });
    expect(saved.body.data.requireOwnerTwoFactor).toBe(true);
    expect(saved.status).toBe(200);
    const owner = (
      await request(server, 'POST', api.admin.login, {
        json: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      })
    ).body.token;
    const check = await request(server, 'GET', api.admin.checkAuth, { token: owner });
    expect(check.body).toMatchObject({ mustEnrolTwoFactor: true, twoFactorEnabled: false });
    const news = await request(server, 'GET', api.admin.news.list, { token: owner });
    expect(news.status).toBe(403);
    expect(news.body.error).toBe(serverMessages.errors.twoFactorRequired);
    expect((await request(server, 'POST', api.admin.twoFactor.setup, { token: owner })).status).toBe(200);
    // Editors are not concerned.
    expect((await request(server, 'GET', api.admin.news.list, { token })).status).toBe(200);
  });
});

describe('two-factor sign-in from a known device (decision 035)', () => {
  it('completes whatever strangers do; its wrong codes count on that device alone', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: '1' }, seedDemo: false });
    try {
      const keeper = await addKeeper(server, 'cousin', 'editor');
      const setup = await request(server, 'POST', api.admin.twoFactor.setup, { token: keeper.token });
      const enabled = await request(server, 'POST', api.admin.twoFactor.enable, {
        token: keeper.token,
        json: { code: codeFor(setup.body.secret), password: KEEPER_PASSWORD },
      });
      const recovery: string[] = enabled.body.recovery_codes;
      const from = (address: string, cookie?: string) => ({
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      });
      const password = (address: string, cookie?: string, secret = KEEPER_PASSWORD) =>
        request(server, 'POST', api.admin.login, {
          ...from(address, cookie),
          json: { username: 'cousin', password: secret },
        });
      const code = (address: string, challenge: string, value: string, cookie?: string) =>
        request(server, 'POST', api.admin.loginTwoFactor, {
          ...from(address, cookie),
          json: { challenge, code: value },
        });

      // At home: the password, then a code; the answer to the second step makes the browser known.
      const first = await password('198.51.100.1');
      const signedIn = await code('198.51.100.1', first.body.challenge, recovery[0]!);
      expect(signedIn.status).toBe(200);
      const device = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      expect(device).toMatch(/^nasab_device=/);

      // Strangers lock the account for unknown browsers…
      for (let i = 0; i < 5; i++)
        expect((await password(`203.0.113.${i + 1}`, undefined, `wrong-${i}`)).status).toBe(401);
      expect((await password('203.0.113.9')).status).toBe(429);
      // …while the keeper's browser goes through both steps.
      const known = await password('192.0.2.1', device);
      expect(known.body.two_factor_required).toBe(true);
      expect((await code('192.0.2.1', known.body.challenge, recovery[1]!, device)).status).toBe(200);

      // Wrong codes in the device's challenges count on the device: after five it waits, even
      // with the right password, and strangers' lane is no worse for it.
      for (let i = 0; i < 5; i++) {
        const challenge = (await password('192.0.2.1', device)).body.challenge;
        expect((await code('192.0.2.1', challenge, '000000', device)).status).toBe(401);
      }
      expect((await password('192.0.2.1', device)).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

/**
 * Step-up (decision 035): replacing or turning off two-factor, new recovery codes and a new
 * password all ask for the password and a current code, counted on the sign-in's throttle, and
 * refused with one message that does not say which of the two was wrong.
 */
describe('changes to the sign-in ask for the password and a current code', () => {
  let server: TestServer;
  let keeper: { id: number; token: string };
  let secret = '';
  let recovery: string[] = [];
  const stepUpFailed = { success: false, error: adminMessages.auth.stepUpFailed };
  const post = (path: string, json: unknown, token = keeper.token) =>
    request(server, 'POST', path, { token, json });

  let device = '';

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false, login: false });
    keeper = await addKeeper(server, 'keeper-one', 'editor');
    // This browser's own sign-in: its session, and its device cookie.
    const signedIn = await request(server, 'POST', api.admin.login, {
      json: { username: 'keeper-one', password: KEEPER_PASSWORD },
    });
    keeper.token = signedIn.body.token;
    device = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    secret = (await request(server, 'POST', api.admin.twoFactor.setup, { token: keeper.token })).body.secret;
  });
  afterAll(async () => server?.close());

  it('turning it on needs the password: a session alone cannot lock its keeper out', async () => {
    const noPassword = await post(api.admin.twoFactor.enable, { code: codeFor(secret) });
    expect(noPassword.status).toBe(400);
    const wrong = await post(api.admin.twoFactor.enable, {
      code: codeFor(secret),
      password: 'not-the-password',
    });
    expect(wrong.body).toMatchObject(stepUpFailed);
    const on = await post(api.admin.twoFactor.enable, { code: codeFor(secret), password: KEEPER_PASSWORD });
    expect(on.status).toBe(200);
    recovery = on.body.recovery_codes;
  });

  it("replacing it with only a session is refused, and the keeper's own authenticator keeps working", async () => {
    // The exact report: setup, then enable with a code of the new secret.
    const setup = await request(server, 'POST', api.admin.twoFactor.setup, { token: keeper.token });
    const replaced = await post(api.admin.twoFactor.enable, { code: codeFor(setup.body.secret) });
    expect(replaced.status).toBe(400);
    expect(replaced.body.recovery_codes).toBeUndefined();
    const user = (await server.app.repos.admins.findUser(keeper.id))!;
    expect(user.totp_secret).toBe(secret);
    expect(await server.app.repos.twoFactor.recoveryCodesLeft(keeper.id)).toBe(10);
    // The password alone is not enough either, nor a wrong current code.
    const passwordOnly = await post(api.admin.twoFactor.enable, {
      code: codeFor(setup.body.secret),
      password: KEEPER_PASSWORD,
    });
    expect(passwordOnly.body).toMatchObject(stepUpFailed);
    // With both (here a recovery code, as a keeper who lost the phone would), it is replaced.
    const moved = await post(api.admin.twoFactor.enable, {
      code: codeFor(setup.body.secret),
      password: KEEPER_PASSWORD,
      currentCode: recovery[0],
    });
    expect(moved.status).toBe(200);
    expect((await server.app.repos.admins.findUser(keeper.id))!.totp_secret).toBe(setup.body.secret);
    secret = setup.body.secret;
    recovery = moved.body.recovery_codes;
  });

  it('a new password needs a current code too, once two-factor is on', async () => {
    const change = (currentPassword: string, newPassword: string, code?: string) =>
      post(api.admin.changePassword, { currentPassword, newPassword, ...(code ? { code } : {}) });
    const without = await change(KEEPER_PASSWORD, 'نخلة-الديوان-على-البحر');
    expect(without.body).toMatchObject(stepUpFailed);
    expect((await change(KEEPER_PASSWORD, 'نخلة-الديوان-على-البحر', recovery[1])).status).toBe(200);
    expect((await change('نخلة-الديوان-على-البحر', KEEPER_PASSWORD, recovery[2])).status).toBe(200);
  });

  it('does not say which of the two was wrong', async () => {
    const wrongBoth = await post(api.admin.twoFactor.disable, {
      password: 'not-the-password',
      code: '000000',
    });
    const wrongCode = await post(api.admin.twoFactor.disable, { password: KEEPER_PASSWORD, code: '000000' });
    expect(wrongBoth.status).toBe(400);
    expect(wrongBoth.body).toEqual(wrongCode.body);
    expect(wrongCode.body).toMatchObject(stepUpFailed);
    const noCodes = await post(api.admin.twoFactor.recoveryCodes, {
      password: KEEPER_PASSWORD,
      code: '000000',
    });
    expect(noCodes.body).toEqual(wrongCode.body);
  });

  it('thirty wrong codes in a row meet the sign-in throttle, which then holds sign-in back as well', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (await post(api.admin.twoFactor.disable, { password: KEEPER_PASSWORD, code: '000000' })).status,
      );
    }
    // Three wrong tries above, two more here, and then it waits.
    expect(answers.slice(0, 2)).toEqual([400, 400]);
    expect(new Set(answers.slice(2))).toEqual(new Set([429]));
    const waited = await post(api.admin.twoFactor.disable, {
      password: KEEPER_PASSWORD,
      code: codeFor(secret, 1),
    });
    expect(waited.status).toBe(429);
    expect(waited.body.error).toBe(
      adminMessages.auth.tooManyAttempts(Number(waited.headers.get('retry-after'))),
    );
    // The same lane as the sign-in from the browser the session was opened in…
    const login = (headers: Record<string, string>) =>
      request(server, 'POST', api.admin.login, {
        headers,
        json: { username: 'keeper-one', password: KEEPER_PASSWORD },
      });
    expect((await login({ cookie: device })).status).toBe(429);
    // …and only that one: a stolen session's guesses hold back no other browser of the keeper.
    expect((await login({})).status).toBe(200);
    // Each failure is in the owner's list of failed sign-ins.
    const failed = await server.app.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'login_failed')
      .where('username', '=', 'keeper-one')
      .execute();
    // Three above (turning on, replacing, a password without a code), three refusals alike, two here.
    expect(failed.length).toBe(3 + 3 + 2);
  });
});
