import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { twoFactorMessages } from '#shared/messages/two-factor.ts';
import { loginResponseSchema, signedInResponseSchema } from '#shared/schemas/auth.ts';
import { loginInputSchema } from '#shared/schemas/auth-input.ts';
import { loginTwoFactorInputSchema } from '#shared/schemas/two-factor-input.ts';
import type { AdminUserRow } from '#server/db/schema.ts';
import { keeperDevices, knownDevice, rememberDevice } from '#server/lib/device-cookie.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { SignInAttempt } from '#server/lib/login-throttle.ts';
import { signInGuard } from '#server/lib/sign-in-guard.ts';
import { spendSecondFactor } from '#server/lib/two-factor.ts';
import {
  SESSION_LIFETIME_MS,
  hashPassword,
  hashToken,
  newToken,
  verifyPassword,
} from '#server/plugins/auth.ts';
import { servesHttps } from '#server/plugins/security-headers.ts';
import { appendOwnEntry } from '#server/plugins/audit.ts';

// A real argon2id hash to verify against when the username is unknown, so timing does not reveal names.
let decoyHash: Promise<string> | undefined;

/** A password's challenge lasts 5 minutes and takes 5 wrong codes (decision 024). */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_FAILURES = 5;

/**
 * The session, once every factor the account needs was given, from the lane `device` the
 * attempt counted on; the browser becomes (or stays) a known device.
 */
async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AdminUserRow,
  device: number | null,
) {
  const admins = app.repos.admins;
  signInGuard(app).succeeded({ username: user.username, device });
  const by = { userId: user.id, username: user.username };
  await appendOwnEntry(request, { action: 'login', recordType: 'session', recordId: null }, by);
  const secure = servesHttps(app) || request.protocol === 'https';
  const devices = keeperDevices(app.repos.adminDevices);
  const cookieDevice = await knownDevice(request, devices, user.id);
  const deviceId = await rememberDevice(request, reply, devices, user.id, cookieDevice, { secure });
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
  await admins.createSession(user.id, tokenHash, expiresAt, deviceId);
  request.log.info({ username: user.username }, 'admin logged in');
  return {
    success: true as const,
    token,
    expiresAt,
    username: user.username,
    must_change_password: user.must_change_password === 1,
  };
}

/**
 * The sign-in and its two-factor step: the admin calls outside the guard, throttled per account,
 * per address and per known device (decisions 023, 024 and 035).
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.repos.admins;
  const guard = signInGuard(app);
  const assertNotThrottled = (attempt: SignInAttempt) => guard.assertNotThrottled(attempt);
  const failed = (request: FastifyRequest, attempt: SignInAttempt, userId: number | null, message: string) =>
    guard.failed(request, attempt, userId, new HttpError(401, message));

  app.post(
    api.admin.login,
    { schema: { body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await admins.findUserByUsername(username);
      // A known device of this account counts on its own; any other browser on the account's
      // lane for unknown devices (decision 035).
      const device = await knownDevice(request, keeperDevices(app.repos.adminDevices), user?.id);
      const attempt = { username, address: request.ip, device };
      assertNotThrottled(attempt);
      decoyHash ??= hashPassword('decoy-password-for-unknown-users');
      let ok = false;
      if (user) ok = await verifyPassword(user.password_hash, password);
      else await verifyPassword(await decoyHash, password);
      // A disabled account answers like a wrong password: the form tells a guesser nothing.
      if (!user || !ok || user.disabled_at !== null) {
        throw await failed(request, attempt, user?.id ?? null, adminMessages.auth.badCredentials);
      }
      if (user.totp_enabled_at === null) return openSession(app, request, reply, user, attempt.device);
      // Two-factor on (decision 024): the password opens a short-lived, single-use challenge,
      // which remembers the device, so its codes count where the password did.
      const { token, tokenHash } = newToken();
      await app.repos.twoFactor.createChallenge(
        user.id,
        tokenHash,
        new Date(Date.now() + CHALLENGE_LIFETIME_MS).toISOString(),
        attempt.device,
      );
      return { success: true as const, two_factor_required: true as const, challenge: token };
    },
  );

  app.post(
    api.admin.loginTwoFactor,
    { schema: { body: loginTwoFactorInputSchema, response: { 200: signedInResponseSchema } } },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const twoFactor = app.repos.twoFactor;
      const found = await twoFactor.findChallenge(hashToken(challenge));
      const expired = new HttpError(401, twoFactorMessages.challengeExpired);
      if (!found || found.used_at !== null || Date.parse(found.expires_at) <= Date.now()) throw expired;
      if (found.failures >= CHALLENGE_MAX_FAILURES) throw expired;
      const user = await admins.findUser(found.user_id);
      if (!user || user.disabled_at !== null || user.totp_secret === null) throw expired;
      const attempt = { username: user.username, address: request.ip, device: found.device_id };
      assertNotThrottled(attempt);
      if (!(await spendSecondFactor(twoFactor, user, code))) {
        await twoFactor.challengeFailed(found.id);
        throw await failed(request, attempt, user.id, twoFactorMessages.codeWrong);
      }
      if (!(await twoFactor.spendChallenge(found.id))) throw expired;
      return openSession(app, request, reply, user, found.device_id);
    },
  );
};
