import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COSEALG } from '@simplewebauthn/server/helpers';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import type { PasskeyCeremony, RelativePasskeyChallengeRow } from '../db/schema';
import type { NewCeremony } from '../repositories/relative-passkeys-repository';
import { hashToken, newToken } from '../plugins/auth';
import { servesHttps } from '../plugins/security-headers';
import { siteOrigin } from '../seo/site-url';
import { now } from './clock';
import { HttpError } from './http-error';

/**
 * The relying party of the relatives' passkeys, and a ceremony kept between its two requests
 * (decision 048).
 */

/** Who the passkeys belong to: the site's origin, and its host name (the RP ID they are bound to). */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

/**
 * PUBLIC_URL's origin in production; in development the request's own host, as for every absolute
 * link the site makes. A passkey works only on the host name it was made for.
 */
export function relyingParty(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const url = new URL(siteOrigin(app, request));
  return { origin: url.origin, rpID: url.hostname };
}

/**
 * Ed25519, P-256 and RSA: what phones, computers and security keys make. Named rather than the
 * library's default, which on Node 24 adds a post-quantum algorithm that Node still marks
 * experimental (and warns about on every ceremony).
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** How long the browser shows its prompt, and how long the server waits for the answer. */
export const CEREMONY_TIMEOUT_MS = 3 * 60_000;
export const CEREMONY_LIFE_MS = 5 * 60_000;

export const CEREMONY_COOKIE = 'nasab_passkey';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Only the relatives' calls need it; Strict, as only the site's own scripts send these requests. */
function cookieOptions(app: FastifyInstance, request: FastifyRequest) {
  return {
    path: '/api/family/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: servesHttps(app) || request.protocol === 'https',
  };
}

/** A WebAuthn user handle: 32 random bytes, base64url (what the browser sends back at sign-in). */
export const newUserHandle = () => randomBytes(32).toString('base64url');

/**
 * Stores a ceremony's first half and gives the browser its cookie. A ceremony begun before in this
 * browser is dropped: one at a time.
 */
export async function beginCeremony(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  ceremony: Omit<NewCeremony, 'tokenHash' | 'expiresAt'>,
): Promise<void> {
  const previous = request.cookies[CEREMONY_COOKIE];
  if (previous && TOKEN_SHAPE.test(previous)) await app.repos.passkeys.dropCeremony(hashToken(previous));
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now().getTime() + CEREMONY_LIFE_MS).toISOString();
  await app.repos.passkeys.beginCeremony({ ...ceremony, tokenHash, expiresAt });
  reply.setCookie(CEREMONY_COOKIE, token, {
    ...cookieOptions(app, request),
    maxAge: Math.floor(CEREMONY_LIFE_MS / 1000),
  });
}

/**
 * The ceremony this browser began for `purpose`, taken so it cannot answer twice; a refusal when
 * there is none (never begun, already answered, run out, or begun for something else).
 */
export async function takeCeremony(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: PasskeyCeremony,
): Promise<RelativePasskeyChallengeRow> {
  const token = request.cookies[CEREMONY_COOKIE];
  reply.clearCookie(CEREMONY_COOKIE, cookieOptions(app, request));
  const row =
    token && TOKEN_SHAPE.test(token) ? await app.repos.passkeys.takeCeremony(hashToken(token)) : undefined;
  if (!row || row.purpose !== purpose) throw new HttpError(400, m.errors.ceremonyExpired);
  return row;
}
