import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/page-state.ts';
import { now } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { siteOrigin } from '../seo/site-url';
import { isInternalRequest } from './public-cache';
import { hashToken, newToken } from './auth';
import { servesHttps } from './security-headers';

/**
 * Who reads a request (docs/architecture.md#who-may-do-what): a relative signed in, or the public.
 * Resolved once per request, before the public cache looks at it, and only when the session
 * cookie is there; every later hook and handler reads `request.familyViewer`.
 */
export interface FamilyViewer {
  accountId: number;
  memberId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The relative signed in on this request, or null for the public (family-viewer.ts). */
    familyViewer: FamilyViewer | null;
  }
}

export const FAMILY_SESSION_COOKIE = 'nasab_family';
/**
 * Sliding, with a ceiling (decision 046): a relative who comes back within 30 days stays signed in,
 * as a family site read now and then on one's own phone asks; none stays past 180 days from the
 * sign-in, so a lost phone's session ends by itself however often it is used.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_CEILING_MS = 180 * 24 * 60 * 60 * 1000;
/** A session's idle expiry moves at most once an hour: a reader's every page is not a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
// Hashed assets are the same for everyone: no lookup for them.
const noReader = /^\/assets\//;

/**
 * A page rendered for a relative reads the API as him (decision 049): its reads, which the server
 * makes itself (render-page.ts), carry the reader resolved for the page in this header, believed
 * only beside the server's own secret. The page is then one reader's throughout, and his session
 * is looked up once, not once per read.
 */
const READER_HEADER = 'x-nasab-reader';

/** The headers a render's API read carries for the page's reader (none for the public). */
export function readerHeaders(viewer: FamilyViewer | null): Record<string, string> {
  return viewer ? { [READER_HEADER]: `${viewer.accountId}.${viewer.memberId}.${viewer.sessionId}` } : {};
}

function passedReader(value: string): FamilyViewer | null {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(value);
  return parts
    ? { accountId: Number(parts[1]), memberId: Number(parts[2]), sessionId: Number(parts[3]) }
    : null;
}

/** The session cookie's value on this request, when it has the shape of one. */
export function familySessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[FAMILY_SESSION_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

const sessionExpiry = (createdAt: string, at: Date) =>
  new Date(
    Math.min(Date.parse(createdAt) + SESSION_CEILING_MS, at.getTime() + SESSION_IDLE_MS),
  ).toISOString();

/** The cookie's attributes: HttpOnly, SameSite=Lax, the whole site, Secure behind https. */
function cookieOptions(app: FastifyInstance, request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: servesHttps(app) || request.protocol === 'https',
  };
}

/** Opens a session for the account and sets its cookie. */
export async function startFamilySession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<void> {
  const { token, tokenHash } = newToken();
  const at = now();
  await app.repos.relatives.openSession(accountId, tokenHash, sessionExpiry(at.toISOString(), at));
  // The browser may keep it as long as the server could; the server decides before that.
  const maxAge = Math.floor(SESSION_CEILING_MS / 1000);
  reply.setCookie(FAMILY_SESSION_COOKIE, token, { ...cookieOptions(app, request), maxAge });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(app, request), httpOnly: false, maxAge });
}

/** Ends the request's session on the server and in the browser. */
export async function endFamilySession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = familySessionToken(request);
  if (token !== null) await app.repos.relatives.closeSession(hashToken(token));
  reply.clearCookie(FAMILY_SESSION_COOKIE, cookieOptions(app, request));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(app, request), httpOnly: false });
}

export function registerFamilyViewer(app: FastifyInstance): void {
  app.decorateRequest('familyViewer', null);
  app.addHook('onRequest', async (request) => {
    const passed = request.headers[READER_HEADER];
    if (typeof passed === 'string' && isInternalRequest(app, request)) {
      request.familyViewer = passedReader(passed);
      return;
    }
    const token = familySessionToken(request);
    if (token === null || noReader.test(request.url)) return;
    const at = now();
    const found = await app.repos.relatives.findLiveSession(hashToken(token), at.toISOString());
    if (!found) return;
    const { session, account } = found;
    if (at.getTime() - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) {
      await app.repos.relatives.touchSession(
        session.id,
        at.toISOString(),
        sessionExpiry(session.created_at, at),
      );
    }
    request.familyViewer = { accountId: account.id, memberId: account.member_id, sessionId: session.id };
  });
}

/**
 * Cookies go with every request to the site, whichever site sent it: a write a cookie allows must
 * come from the site's own pages (decision 046). The browser says where a request comes from
 * (`Sec-Fetch-Site`), or, for one that does not, its `Origin`; a request with neither is not a
 * browser's cross-site form, but it must then be JSON, which no form can send.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!fromTheSiteItself(app, request)) throw new HttpError(403, familyAccountMessages.errors.crossSite);
  });
}

function fromTheSiteItself(app: FastifyInstance, request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === new URL(siteOrigin(app, request)).origin;
  const type = request.headers['content-type'] ?? '';
  return /^application\/json\s*(?:;|$)/i.test(type);
}
