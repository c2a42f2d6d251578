import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listenForContentChanges } from '../db/content-change-feed';
import { cacheTags, everythingAtOnce, formatTags, type ContentChange } from '../lib/content-change';
import {
  FLIGHT_WAIT_MS,
  PublicCache,
  type CachedResponse,
  type Encoding,
  type Flight,
} from '../lib/public-cache-store';
import { STALE_PAGE_COOKIE } from '#shared/page-state.ts';

// Decision 011: public reads are kept in memory, compressed once per encoding a client asks for,
// and answered with strong per-encoding ETags. Decision 032: one computation per key however many
// ask, pages served stale while they are rendered again after an ordinary edit, and a write
// forgets only what it changed.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How long a CDN or reverse proxy may keep a public read (README: "A CDN in front"). */
export const SHARED_CACHE_SECONDS = 60;
// Below this, compressing costs more than the bytes it saves.
const COMPRESS_THRESHOLD = 1024;

/** Sent by the server to itself: a render's API reads, and the background refresh of a page. */
const INTERNAL_HEADER = 'x-nasab-internal';
const REFRESH_HEADER = 'x-nasab-refresh';
/** The tags of an answer, told only to the server's own requests (a render collects them). */
export const CACHE_TAGS_HEADER = 'x-nasab-cache-tags';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /**
     * A public read whose answer depends only on the URL and the content: kept in memory until
     * the content changes, served with ETag, 304 and precompressed bodies.
     */
    publicCache?: boolean;
    /**
     * What every answer of the route shows (decision 032); the handler adds its own with
     * `tagAnswer`. A route that says neither is forgotten by every write.
     */
    cacheTags?: readonly string[];
    /** After an ordinary edit the old answer is served while one fresh one is computed (pages). */
    staleWhileRevalidate?: boolean;
    /** The body holds absolute links (canonical, feed items); without PUBLIC_URL they come from Host. */
    embedsOrigin?: boolean;
    /** The answer does not depend on the query string (pages: `?utm_source=…` from a shared link). */
    ignoresQuery?: boolean;
    /** An admin GET that writes content (the seed buttons): it empties the cache like a POST. */
    writesContent?: boolean;
  }
  interface FastifyRequest {
    publicCacheRead?: CacheRead;
    /** Tags the handler found while building its answer (`tagAnswer`). */
    publicCacheTags?: Set<string>;
    /** What a successful admin write changed; without it, everything, at once. */
    publicChange?: ContentChange;
  }
}

/** A cacheable read under way: its key, what it knew when it began, and what it leads. */
interface CacheRead {
  key: string;
  /** The cache's count of changes when the computation began. */
  computedAt: number;
  /** The computation others wait for; none when answered from memory or computed alone. */
  flight?: Flight;
  answered?: boolean;
}

/** The handler's answer shows these (members, the founder …): see `cacheTags`. */
export function tagAnswer(request: FastifyRequest, tags: Iterable<string>): void {
  request.publicCacheTags ??= new Set();
  for (const tag of tags) request.publicCacheTags.add(tag);
}

/** The answer's tags: the route's and the handler's; neither said is an answer for every write. */
function tagsOf(request: FastifyRequest): Set<string> {
  const declared = request.routeOptions.config.cacheTags;
  const found = request.publicCacheTags;
  if (!declared && !found) return new Set([cacheTags.unscoped]);
  return new Set([...(declared ?? []), ...(found ?? [])]);
}

/** The request is one the server sent itself (a render's API read), not a visitor's. */
export function isInternalRequest(app: FastifyInstance, request: FastifyRequest): boolean {
  return isInternal(app.publicCache, request, INTERNAL_HEADER);
}

/** Headers that make an in-process request (`app.inject`) one of the server's own. */
export function internalRequestHeaders(app: FastifyInstance): Record<string, string> {
  return { [INTERNAL_HEADER]: app.publicCache.internalSecret };
}

/**
 * One compressed form of a kept answer, made when a client that accepts it first reads the entry
 * and then kept with it. Never eagerly: most API answers are read only by the server's own
 * renderer (which asks for no encoding), and a page may be replaced before anyone asks for gzip.
 * Requests reading the entry meanwhile share the one compression.
 */
const compressing = new WeakMap<CachedResponse, Map<Encoding, Promise<Buffer>>>();

function compressEntry(entry: CachedResponse, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const identity = entry.bodies.identity;
  const pending = compressing.get(entry) ?? new Map<Encoding, Promise<Buffer>>();
  compressing.set(entry, pending);
  let body = pending.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(identity, {
            params: {
              // Quality 8: quality 9 saved 0.25–0.65 % of the bytes of a member page (83 KB) and of
              // the tree page (375 KB) for 55–20 times the CPU (95 ms against 1.7 ms, 110 against
              // 5.4): its larger tables are allocated and touched afresh for each answer, which
              // cost the most where page faults are dear. Under an edit a second, the q9
              // compressions kept the thread pool busy and the throughput fell to a sixth.
              [zlib.constants.BROTLI_PARAM_QUALITY]: 8,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          })
        : gzip(identity, { level: 9 });
    pending.set(encoding, body);
    // A failed compression is tried again by the next reader.
    body.catch(() => pending.delete(encoding));
  }
  return body;
}

const isCompressible = (entry: CachedResponse) => entry.bodies.identity.length >= COMPRESS_THRESHOLD;

function bodyHash(identity: Buffer): string {
  return createHash('sha256').update(identity).digest('base64url').slice(0, 27);
}

/** A strong validator per representation: compressed bytes differ from the plain ones (RFC 9110 §8.8.3). */
export function etagOf(hash: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function negotiateEncoding(request: FastifyRequest, entry: CachedResponse): Encoding {
  if (!isCompressible(entry)) return 'identity';
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return 'identity';
  return (negotiator.negotiate(accepted, ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity';
}

/** The body in this encoding, compressed now if nobody has asked for it before. */
async function bodyIn(
  cache: PublicCache,
  key: string,
  entry: CachedResponse,
  encoding: Encoding,
): Promise<Buffer> {
  const kept = entry.bodies[encoding];
  if (kept) return kept;
  if (encoding === 'identity') return entry.bodies.identity;
  const body = await compressEntry(entry, encoding);
  if (!entry.bodies[encoding]) {
    entry.bodies[encoding] = body;
    cache.grew(key, entry);
  }
  return body;
}

/** Sends the representation the client accepts, or 304 when it already holds it. */
async function sendEntry(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
): Promise<Buffer> {
  const encoding = negotiateEncoding(request, entry);
  const etag = etagOf(entry.hash, encoding);
  reply.header('Content-Type', entry.contentType);
  reply.header('Cache-Control', entry.cacheControl);
  reply.header('ETag', etag);
  reply.header('Vary', isCompressible(entry) ? 'Accept-Encoding, Cookie' : 'Cookie');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return Buffer.alloc(0);
  }
  const body = await bodyIn(cache, request.publicCacheRead!.key, entry, encoding);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  reply.header('Content-Length', body.length);
  return body;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Absolute links in this answer come from the request's Host header (no PUBLIC_URL). */
function dependsOnHost(app: FastifyInstance, request: FastifyRequest): boolean {
  return !app.config.publicUrl && request.routeOptions.config.embedsOrigin === true;
}

/**
 * The cache key: the URL, and the origin too when the body's absolute links come from the Host
 * header, so one visitor's Host can never reach another visitor's page.
 */
function publicCacheKey(app: FastifyInstance, request: FastifyRequest): string {
  const url = request.routeOptions.config.ignoresQuery ? (request.url.split('?')[0] ?? '/') : request.url;
  return dependsOnHost(app, request) ? `${request.protocol}://${request.host}${url}` : url;
}

/** The request is one the server sent itself, carrying `header` with this process's secret. */
function isInternal(cache: PublicCache, request: FastifyRequest, header: string): boolean {
  return request.headers[header] === cache.internalSecret;
}

/** Sends a kept answer; `how` says whence: hit, stale (being rendered again) or shared (waited for). */
async function answerFromMemory(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  how: 'hit' | 'stale' | 'shared',
) {
  request.publicCacheRead!.answered = true;
  reply.header('X-Cache', how);
  if (isInternal(cache, request, INTERNAL_HEADER)) reply.header(CACHE_TAGS_HEADER, formatTags(entry.tags));
  const body = await sendEntry(cache, request, reply, entry);
  if (how === 'stale') {
    // Kept by no shared cache, and the browser asks again next time; the page reads its data
    // again once hydrated (STALE_PAGE_COOKIE), so it shows the edit a moment later.
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Set-Cookie', `${STALE_PAGE_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`);
  }
  return reply.send(body);
}

/**
 * Renders a stale page again in the background, as the request that found it would (same Host
 * and forwarding headers, same address, so the same origin and key), while that request is
 * answered at once with the stale copy.
 */
function refreshInBackground(app: FastifyInstance, request: FastifyRequest, key: string): void {
  const refresh = app.publicCache.startRefresh(key);
  if (!refresh) return;
  const headers: Record<string, string> = { [REFRESH_HEADER]: app.publicCache.internalSecret };
  for (const name of ['host', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  app
    .inject({ method: 'GET', url: request.url, headers, remoteAddress: request.socket.remoteAddress })
    .catch((error: unknown) => request.log.warn({ err: error }, 'a stale page was not rendered again'))
    .finally(refresh.done);
}

/**
 * Before the handler: a kept answer is sent (fresh, or stale while one refresh runs); a request
 * that finds another computing the same answer waits for it; otherwise this one computes it and
 * the others wait for it.
 */
async function answerOrLead(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const cache = app.publicCache;
  await cache.expireIfDue();
  const key = publicCacheKey(app, request);
  const read: CacheRead = { key, computedAt: cache.changes };
  request.publicCacheRead = read;
  // The background refresh computes; it does not answer itself with the stale copy.
  if (!isInternal(cache, request, REFRESH_HEADER)) {
    const found = cache.lookup(key);
    if (found && !found.stale) return answerFromMemory(cache, request, reply, found.response, 'hit');
    if (found) {
      refreshInBackground(app, request, key);
      return answerFromMemory(cache, request, reply, found.response, 'stale');
    }
    const flight = cache.flightOf(key);
    if (flight) {
      const shared = await flight.wait(FLIGHT_WAIT_MS);
      if (shared) return answerFromMemory(cache, request, reply, shared, 'shared');
      // Nothing to share (an error, a 404, a partial page): each waiter computes its own answer.
      read.computedAt = cache.changes;
      return;
    }
  }
  read.flight = cache.beginFlight(key);
}

/** After the handler: a complete 200 becomes an entry, shared with the waiters and sent like a hit. */
async function keepAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const cache = app.publicCache;
  const read = request.publicCacheRead!;
  const share = (entry: CachedResponse | null) => {
    if (read.flight) cache.endFlight(read.key, read.flight, entry);
  };
  const cacheControl = publicCacheControl(dependsOnHost(app, request));
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    share(null);
    // Not kept here (a 404 for a random path must not fill the cache), but validated alike.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', cacheControl);
    return payload;
  }
  // The handler knows this answer is partial (a page rendered while the database was away).
  if (reply.getHeader('Cache-Control') === 'no-store') {
    share(null);
    return payload;
  }
  const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const entry: CachedResponse = {
    contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
    cacheControl,
    hash: bodyHash(identity),
    bodies: { identity },
    tags: tagsOf(request),
  };
  const revalidates = request.routeOptions.config.staleWhileRevalidate === true;
  cache.store(read.key, entry, read.computedAt, revalidates);
  share(entry);
  reply.header('X-Cache', 'miss');
  if (isInternal(cache, request, INTERNAL_HEADER)) reply.header(CACHE_TAGS_HEADER, formatTags(entry.tags));
  return sendEntry(cache, request, reply, entry);
}

/**
 * Public reads that opted in (`config.publicCache`) are answered from memory; every other
 * response over 1 KB is compressed on the fly; admin answers are never stored by anyone.
 */
export async function registerPublicCache(app: FastifyInstance): Promise<void> {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  if (app.config.databaseUrl) {
    const feed = listenForContentChanges(
      app.config.databaseUrl,
      (change) => cache.applyLocally(change),
      app.log,
    );
    cache.onInvalidate((change) => void feed.announce(change));
    app.addHook('onClose', async () => feed.close());
  }

  const isCachedRead = (request: FastifyRequest) =>
    isRead(request) && request.routeOptions.config.publicCache === true;
  // A relative signed in (family-viewer.ts) is neither answered from the public's copy nor kept
  // in it: what they are shown may one day be more than the public's, and must never reach it.
  const isPublicRead = (request: FastifyRequest) => isCachedRead(request) && request.familyViewer === null;

  app.addHook('onRequest', async (request, reply) => {
    if (isPublicRead(request)) return answerOrLead(app, request, reply);
  });

  // Nor by any browser's shared cache, CDN or proxy on the way (decision 046). Every answer of
  // these reads says it depends on the cookies (decision 049): a shared cache that keeps the
  // public's copy must not hand it to a relative, whose answer shows more.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCachedRead(request)) return payload;
    varyOnCookie(reply);
    if (request.familyViewer !== null) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.publicCacheRead;
    if (!read || read.answered || !isPublicRead(request)) return payload;
    return keepAnswer(app, request, reply, payload);
  });

  // Whatever happened to the answer, nobody waits for it any longer.
  app.addHook('onResponse', async (request) => {
    const read = request.publicCacheRead;
    if (read?.flight) cache.endFlight(read.key, read.flight, null);
  });

  // An API answer that did not choose its caching is not stored by anyone (visit counts, errors).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  // Every other answer: compressed on the fly when large enough (admin lists, errors, uploads' JSON).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // On-the-fly answers favour speed: brotli 4 is about as fast as gzip 6 and smaller.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Adds `Cookie` to the answer's `Vary`, keeping what it already names. */
function varyOnCookie(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'cookie')) return;
  reply.header('Vary', [...names, 'Cookie'].join(', '));
}

/**
 * Browsers revalidate every time (a 304 costs a few bytes); a CDN or proxy may keep the answer
 * for a minute, unless its links were built from the Host header (no PUBLIC_URL).
 */
function publicCacheControl(hostDependent: boolean): string {
  return hostDependent
    ? 'private, no-cache'
    : `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`;
}

/** Admin answers (a login's token, drafts of content) are kept by no browser, proxy or CDN. */
export function neverStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * In the guarded admin scope: a successful write makes the public cache forget what it changed,
 * here and elsewhere, before its answer leaves (the admin's next read sees the write). A route
 * that can say what it changed sets `request.publicChange`; any other forgets everything at once.
 */
export function invalidateOnWrite(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const writes = !isRead(request) || request.routeOptions.config.writesContent === true;
    if (writes && reply.statusCode < 400) {
      scope.publicCache.invalidate(request.publicChange ?? everythingAtOnce);
    }
    return payload;
  });
}
