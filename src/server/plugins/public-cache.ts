import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { listenForContentChanges } from '../db/content-change-feed';
import { now } from '../lib/clock';

// Decision 011: public reads are kept in memory, compressed once, and answered with strong
// per-encoding ETags; any admin write empties the store (in every process, in PostgreSQL mode).

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A safety net: whatever changed behind the admin's back (another tool, a clock) shows within this. */
export const PUBLIC_CACHE_TTL_MS = 60_000;
/** How long a CDN or reverse proxy may keep a public read (README: "A CDN in front"). */
export const SHARED_CACHE_SECONDS = 60;
// Below this, compressing costs more than the bytes it saves.
const COMPRESS_THRESHOLD = 1024;
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedResponse {
  contentType: string;
  cacheControl: string;
  /** The quoted hash of the uncompressed body; each encoding appends its own suffix. */
  hash: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The year it was made in: see PublicCache.get. */
  year?: number;
}

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
    /** The body holds absolute links (canonical, feed items); without PUBLIC_URL they come from Host. */
    embedsOrigin?: boolean;
    /** The answer does not depend on the query string (pages: `?utm_source=…` from a shared link). */
    ignoresQuery?: boolean;
    /** An admin GET that writes content (the seed buttons): it empties the cache like a POST. */
    writesContent?: boolean;
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
  }
}

export class PublicCache {
  private readonly entries = new LRUCache<string, CachedResponse>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) =>
      Object.values(entry.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0) || 1,
    ttl: PUBLIC_CACHE_TTL_MS,
  });
  private readonly listeners = new Set<() => void>();
  /** Bumped by every invalidation: an answer computed before it must not be stored after it. */
  generation = 0;
  /** Where the next instant the content changes by itself comes from (decision 016). */
  private changeSource: (() => Promise<string | null>) | undefined;
  /** That instant in ms; null: none coming; undefined: not asked since the last invalidation. */
  private nextChangeMs: number | null | undefined;
  private askingNextChange: Promise<void> | undefined;

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    // What the public may see of the living changes with the year, not only with the content
    // (decision 015): an answer from last year is not given this year.
    return entry && entry.year === new Date().getUTCFullYear() ? entry : undefined;
  }

  set(key: string, generation: number, entry: CachedResponse): void {
    if (generation === this.generation)
      this.entries.set(key, { ...entry, year: new Date().getUTCFullYear() });
  }

  /** Forgets every entry, here only (another process learns it through `onInvalidate`'s source). */
  clearLocal(): void {
    this.generation += 1;
    this.nextChangeMs = undefined;
    this.entries.clear();
  }

  /**
   * Decision 016: the content changes without a write when a scheduled news item's time comes.
   * `source` names the next such instant (UTC ISO) after now, or null; the cache asks it once
   * after every invalidation and forgets everything when that instant has passed.
   */
  expireAtNextChange(source: () => Promise<string | null>): void {
    this.changeSource = source;
    this.nextChangeMs = undefined;
  }

  /**
   * Before a cached read: empties the store (here; every process reads the same clock) once the
   * next change's instant has come, so no answer from before it is given after it.
   */
  async expireIfDue(): Promise<void> {
    if (!this.changeSource) return;
    if (this.nextChangeMs === undefined) await this.askNextChange();
    if (this.nextChangeMs != null && now().getTime() >= this.nextChangeMs) {
      this.clearLocal();
      await this.askNextChange();
    }
  }

  private askNextChange(): Promise<void> {
    const source = this.changeSource;
    if (!source) return Promise.resolve();
    this.askingNextChange ??= (async () => {
      const generation = this.generation;
      try {
        const next = await source();
        // An invalidation meanwhile may have changed the answer: it is asked again next time.
        if (generation === this.generation) this.nextChangeMs = next === null ? null : Date.parse(next);
      } catch {
        // The database is away: answers already kept are still served; the next read asks again.
      } finally {
        this.askingNextChange = undefined;
      }
    })();
    return this.askingNextChange;
  }

  /** The content changed: forget everything here, and tell the listeners (other processes). */
  invalidate(): void {
    this.clearLocal();
    for (const listener of this.listeners) listener();
  }

  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }
}

/** Both compressed forms of a body worth compressing, made once and kept with it. */
async function compressedBodies(identity: Buffer): Promise<CachedResponse['bodies']> {
  if (identity.length < COMPRESS_THRESHOLD) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        // Quality 9 is within a few per cent of 11 at a fraction of its time (2 s for 1 MB).
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

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
  if (!entry.bodies.br) return 'identity';
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return 'identity';
  return (negotiator.negotiate(accepted, ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity';
}

/** Sends the representation the client accepts, or 304 when it already holds it. */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): Buffer {
  const encoding = negotiateEncoding(request, entry);
  const etag = etagOf(entry.hash, encoding);
  reply.header('Content-Type', entry.contentType);
  reply.header('Cache-Control', entry.cacheControl);
  reply.header('ETag', etag);
  if (entry.bodies.br) reply.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return Buffer.alloc(0);
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
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

/**
 * Public reads that opted in (`config.publicCache`) are answered from memory; every other
 * response over 1 KB is compressed on the fly; admin answers are never stored by anyone.
 */
export async function registerPublicCache(app: FastifyInstance): Promise<void> {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  if (app.config.databaseUrl) {
    const feed = listenForContentChanges(app.config.databaseUrl, () => cache.clearLocal(), app.log);
    cache.onInvalidate(() => void feed.announce());
    app.addHook('onClose', async () => feed.close());
  }

  // Hit: answered before the route's handler, validation or database are reached.
  app.addHook('onRequest', async (request, reply) => {
    if (!isRead(request) || !request.routeOptions.config.publicCache) return;
    await cache.expireIfDue();
    request.publicCacheGeneration = cache.generation;
    const entry = cache.get(publicCacheKey(app, request));
    if (!entry) return;
    reply.header('X-Cache', 'hit');
    return reply.send(sendEntry(request, reply, entry));
  });

  // Miss: the handler's answer becomes an entry (when it is a 200), then is sent like a hit.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('X-Cache') === 'hit') return payload;
    if (!isRead(request) || !request.routeOptions.config.publicCache) return payload;
    const cacheControl = publicCacheControl(dependsOnHost(app, request));
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      // Not kept here (a 404 for a random path must not fill the cache), but validated alike.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', cacheControl);
      return payload;
    }
    // The handler knows this answer is partial (a page rendered while the database was away).
    if (reply.getHeader('Cache-Control') === 'no-store') return payload;
    const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry: CachedResponse = {
      contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
      cacheControl,
      hash: bodyHash(identity),
      bodies: await compressedBodies(identity),
    };
    cache.set(publicCacheKey(app, request), request.publicCacheGeneration ?? -1, entry);
    reply.header('X-Cache', 'miss');
    return sendEntry(request, reply, entry);
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

/** In the guarded admin scope: a successful write empties the public cache, here and elsewhere. */
export function invalidateOnWrite(scope: FastifyInstance): void {
  scope.addHook('onResponse', async (request, reply) => {
    const writes = !isRead(request) || request.routeOptions.config.writesContent === true;
    if (writes && reply.statusCode < 400) scope.publicCache.invalidate();
  });
}
