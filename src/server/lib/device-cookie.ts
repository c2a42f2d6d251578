import type { FastifyReply, FastifyRequest } from 'fastify';
import { api } from '#shared/api-paths.ts';
import { hashToken, newToken } from '../plugins/auth';

/**
 * Device cookies (OWASP's answer to lock-outs, decision 035): a browser that signed in to an
 * account is given a random 256-bit token, of which only the SHA-256 is stored with the account.
 * It goes back only to the sign-in's routes (one cookie for each `Path`: a path is a prefix up to
 * a slash, and the routes share none), never to script (`HttpOnly`) nor from another site
 * (`SameSite=Strict`), and only over https once the site is served so. It opens no door: it only
 * lets the login throttle tell the account's own browser from strangers. The keepers and the
 * relatives each have their own kind (`DeviceCookie`): their own cookie, routes and table.
 */
export const DEVICE_COOKIE = 'nasab_device';
export const DEVICE_COOKIE_PATHS = [api.admin.login, api.admin.loginTwoFactor] as const;
export const RELATIVE_DEVICE_COOKIE = 'nasab_family_device';
/** Half a year from its last sign-in: a browser the account still uses stays known. */
export const DEVICE_LIFETIME_MS = 182 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Where one kind of account keeps its known devices; `owner` is the account's id. */
export interface DeviceStore {
  findDevice(tokenHash: string): Promise<{ id: number; owner: number; expires_at: string } | undefined>;
  addDevice(owner: number, tokenHash: string, expiresAt: string): Promise<number>;
  renewDevice(id: number, expiresAt: string): Promise<void>;
}

/** One kind of device cookie: its name, the sign-in routes it goes back to, and its store. */
export interface DeviceCookie {
  name: string;
  paths: readonly string[];
  store: DeviceStore;
}

/** The keepers' devices (`admin_devices`), sent to the sign-in and its two-factor step. */
export const keeperDevices = (store: DeviceStore): DeviceCookie => ({
  name: DEVICE_COOKIE,
  paths: DEVICE_COOKIE_PATHS,
  store,
});

/** The relatives' devices (`relative_devices`), sent to their sign-in only. */
export const relativeDevices = (store: DeviceStore): DeviceCookie => ({
  name: RELATIVE_DEVICE_COOKIE,
  paths: [api.family.login],
  store,
});

const cookieToken = (request: FastifyRequest, kind: DeviceCookie): string | null => {
  const token = request.cookies[kind.name];
  return token && TOKEN_SHAPE.test(token) ? token : null;
};

/** The id of `owner`'s known device the request's cookie names, or null (none, another's, expired). */
export async function knownDevice(
  request: FastifyRequest,
  kind: DeviceCookie,
  owner: number | undefined,
): Promise<number | null> {
  const token = cookieToken(request, kind);
  if (token === null || owner === undefined) return null;
  const device = await kind.store.findDevice(hashToken(token));
  if (!device || device.owner !== owner || Date.parse(device.expires_at) <= Date.now()) return null;
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
  kind: DeviceCookie,
  owner: number,
  known: number | null,
  options: { secure: boolean },
): Promise<number> {
  const expiresAt = new Date(Date.now() + DEVICE_LIFETIME_MS).toISOString();
  let token = cookieToken(request, kind);
  let id = known;
  if (id !== null && token !== null) {
    await kind.store.renewDevice(id, expiresAt);
  } else {
    const fresh = newToken();
    token = fresh.token;
    id = await kind.store.addDevice(owner, fresh.tokenHash, expiresAt);
  }
  for (const path of kind.paths) {
    reply.setCookie(kind.name, token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secure,
      maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
    });
  }
  return id;
}
