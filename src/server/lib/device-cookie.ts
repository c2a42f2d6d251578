import type { FastifyReply, FastifyRequest } from 'fastify';
import { api } from '#shared/api-paths.ts';
import type { AdminRepository } from '../repositories/admin-repository';
import { hashToken, newToken } from '../plugins/auth';

/**
 * Device cookies (OWASP's answer to lock-outs, decision 035): a browser that signed in to an
 * account is given a random 256-bit token, of which only the SHA-256 is stored with the account.
 * It goes back only to the sign-in's two routes (one cookie for each `Path`: a path is a prefix
 * up to a slash, and the two share none), never to script (`HttpOnly`) nor from another site
 * (`SameSite=Strict`), and only over https once the site is served so. It opens no door: it only
 * lets the login throttle tell the keeper's own browser from strangers.
 */
export const DEVICE_COOKIE = 'nasab_device';
export const DEVICE_COOKIE_PATHS = [api.admin.login, api.admin.loginTwoFactor] as const;
/** Half a year from its last sign-in: a browser the keeper still uses stays known. */
export const DEVICE_LIFETIME_MS = 182 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const cookieToken = (request: FastifyRequest): string | null => {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : null;
};

/** The id of `userId`'s known device the request's cookie names, or null (none, another's, expired). */
export async function knownDevice(
  request: FastifyRequest,
  admins: AdminRepository,
  userId: number | undefined,
): Promise<number | null> {
  const token = cookieToken(request);
  if (token === null || userId === undefined) return null;
  const device = await admins.findDevice(hashToken(token));
  if (!device || device.user_id !== userId || Date.parse(device.expires_at) <= Date.now()) return null;
  return device.id;
}

/**
 * After a sign-in: the known device the request's cookie names (`known`, from `knownDevice`)
 * starts its life again, or the browser becomes one; the cookie is (re)sent either way. Returns
 * the device's id, for the session.
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  admins: AdminRepository,
  userId: number,
  known: number | null,
  options: { secure: boolean },
): Promise<number> {
  const expiresAt = new Date(Date.now() + DEVICE_LIFETIME_MS).toISOString();
  let token = cookieToken(request);
  let id = known;
  if (id !== null && token !== null) {
    await admins.renewDevice(id, expiresAt);
  } else {
    const fresh = newToken();
    token = fresh.token;
    id = await admins.addDevice(userId, fresh.tokenHash, expiresAt);
  }
  for (const path of DEVICE_COOKIE_PATHS) {
    reply.setCookie(DEVICE_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secure,
      maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
    });
  }
  return id;
}
