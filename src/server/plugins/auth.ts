import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '../../shared/messages/server';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminPrincipal | null;
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
  if (!user) throw unauthorized;
  return { userId: user.id, sessionId: session.id, username: user.username };
}

/** Adds the admin guard to every route registered in `scope` (an encapsulated plugin). */
export function guardScope(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    request.admin = await authenticate(request, scope.repos.admins);
  });
}
