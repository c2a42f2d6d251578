import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessLevels, roleMay, type AccessLevel, type AdminRole } from '#shared/auth/roles.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { HttpError } from '../lib/http-error';
import type { AdminRepository } from '../repositories/admin-repository';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export const hashPassword = (password: string) => hash(password, argonOptions);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** 256 random bits; only its SHA-256 is stored, so a leaked database holds no usable token. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AdminPrincipal {
  userId: number;
  sessionId: number;
  username: string;
  role: AdminRole;
  /** A branch editor's chosen member; null for owners and editors. */
  branchMemberId: number | null;
  /** A temporary password is still in use: only `self` routes answer. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** An owner the site requires to use two-factor sign-in, not enrolled yet: only `self` routes. */
  mustEnrolTwoFactor: boolean;
  /** The known device the session was opened from (decision 035): its step-ups count there. */
  deviceId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminPrincipal | null;
  }
  interface FastifyContextConfig {
    /** What an admin route requires; every route of the guarded scope declares it. */
    access?: AccessLevel;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Resolves the bearer token to a live session, or throws 401. */
export async function authenticate(
  request: FastifyRequest,
  admins: AdminRepository,
): Promise<AdminPrincipal> {
  const unauthorized = new HttpError(401, serverMessages.errors.unauthorized, undefined, {
    'WWW-Authenticate': 'Bearer',
  });
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) throw unauthorized;
  const tokenHash = hashToken(token);
  const session = await admins.findSessionByTokenHash(tokenHash);
  if (!session) throw unauthorized;
  // The lookup was by hash; compare again in constant time for good measure.
  if (!timingSafeEqual(Buffer.from(session.token_hash), Buffer.from(tokenHash))) throw unauthorized;
  if (session.revoked_at !== null || Date.parse(session.expires_at) <= Date.now()) throw unauthorized;
  const user = await admins.findUser(session.user_id);
  // A disabled account's sessions end at once: they are refused here, on their next call.
  if (!user || user.disabled_at !== null) throw unauthorized;
  return {
    userId: user.id,
    sessionId: session.id,
    username: user.username,
    role: user.role,
    branchMemberId: user.role === 'branch_editor' ? user.branch_member_id : null,
    mustChangePassword: user.must_change_password === 1,
    twoFactorEnabled: user.totp_enabled_at !== null,
    mustEnrolTwoFactor: false,
    deviceId: session.device_id,
  };
}

/** What a member write is limited to: a branch editor's chosen member (decision 022). */
export function writeScope(request: FastifyRequest): { branchRootId: number | null } {
  const admin = request.admin;
  if (!admin || admin.role !== 'branch_editor') return { branchRootId: null };
  // A branch editor whose member was deleted has no branch: -1 matches no member, so nothing.
  return { branchRootId: admin.branchMemberId ?? -1 };
}

/** 403 unless the keeper's role covers `access` (and a temporary password was replaced). */
export function authorize(admin: AdminPrincipal, access: AccessLevel): void {
  if (admin.mustChangePassword && access !== 'self') {
    throw new HttpError(403, serverMessages.errors.passwordChangeRequired);
  }
  if (admin.mustEnrolTwoFactor && access !== 'self') {
    throw new HttpError(403, serverMessages.errors.twoFactorRequired);
  }
  if (!roleMay(admin.role, access)) throw new HttpError(403, serverMessages.errors.forbidden);
}

/**
 * Adds the admin guard to every route registered in `scope` (an encapsulated plugin): a live
 * session, then the role the route declares. A route without `config.access` does not start,
 * so no new admin route can forget to say who may call it.
 */
export function guardScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const access = (route.config as { access?: AccessLevel } | undefined)?.access;
    if (!access || !accessLevels.includes(access)) {
      throw new Error(`${String(route.method)} ${route.url} declares no config.access (decision 022)`);
    }
  });
  scope.addHook('onRequest', async (request) => {
    const admin = await authenticate(request, scope.repos.admins);
    if (admin.role === 'owner' && !admin.twoFactorEnabled) {
      admin.mustEnrolTwoFactor = (await scope.repos.siteSettings.get())?.require_owner_two_factor === 1;
    }
    request.admin = admin;
    authorize(admin, request.routeOptions.config.access ?? 'owner');
  });
}
