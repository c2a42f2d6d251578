import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { concerns, everythingAtOnce, type ContentChange } from './content-change';
import { now } from './clock';

// Decision 032: what the public cache keeps, how many visitors share one computation, and what a
// write makes it forget. The HTTP side (hooks, compression, validators) is plugins/public-cache.ts.

/** A safety net: whatever changed behind the admin's back (another tool, a clock) shows within this. */
export const PUBLIC_CACHE_TTL_MS = 60_000;
/** The entries, stale copies included: at most this many, holding at most this many bytes. */
export const MAX_ENTRIES = 500;
export const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Computations shared at once: beyond this many different keys a request computes its own answer
 * (a crawler walking every member's page must not grow the map without end).
 */
export const MAX_FLIGHTS = 200;
/**
 * How long a request waits for another's computation before computing its own: a leader whose
 * connection died without an answer must not hold the others for ever.
 */
export const FLIGHT_WAIT_MS = 30_000;
/** The changes remembered to judge a computation that was under way when they came. */
const MAX_CHANGES = 256;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedResponse {
  contentType: string;
  cacheControl: string;
  /** The quoted hash of the uncompressed body; each encoding appends its own suffix. */
  hash: string;
  /**
   * The compressed forms are made when a client that accepts them first reads the entry
   * (plugins/public-cache.ts): an API answer read only by the server's own renderer never is.
   */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** What the answer shows, to be forgotten only by the writes that change it. */
  tags: ReadonlySet<string>;
}

interface StoredEntry {
  response: CachedResponse;
  /** The year it was made in: see `lookup`. */
  year: number;
  /** The number of changes known when its computation began: a later computation wins. */
  computedAt: number;
  /** After a change that concerns it, while a fresh one is computed (`revalidates` entries only). */
  stale: boolean;
  /** Kept as stale after an ordinary edit rather than forgotten (pages, whose render is costly). */
  revalidates: boolean;
}

/** One computation that every request for the same key at the same time waits for. */
export class Flight {
  private settle!: (response: CachedResponse | null) => void;
  /** The answer to share, or null: not shareable (an error, a 404, a partial page). */
  readonly answer = new Promise<CachedResponse | null>((resolve) => (this.settle = resolve));
  private done = false;

  finish(response: CachedResponse | null): void {
    if (this.done) return;
    this.done = true;
    this.settle(response);
  }

  /** The answer, or null after `ms`: waiting is bounded even if the leader never answers. */
  async wait(ms: number): Promise<CachedResponse | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
      timer.unref();
    });
    try {
      return await Promise.race([this.answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const sizeOf = (entry: StoredEntry) =>
  Object.values(entry.response.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0) +
  [...entry.response.tags].reduce((sum, tag) => sum + tag.length, 0) +
  1;

export class PublicCache {
  private readonly entries = new LRUCache<string, StoredEntry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: sizeOf,
    ttl: PUBLIC_CACHE_TTL_MS,
  });
  private readonly flights = new Map<string, Flight>();
  /** Keys whose stale entry is being recomputed in the background. */
  private readonly refreshing = new Set<string>();
  private readonly recentChanges: { number: number; change: ContentChange }[] = [];
  private changeCount = 0;
  private readonly listeners = new Set<(change: ContentChange) => void>();
  private readonly generationListeners = new Set<() => void>();
  /**
   * Moved by every change of content: the values derived from the content (the public family
   * view, the admin's member directory) are built again for the next generation.
   */
  generation = 0;
  /** Proves a request was made by this process (a render's API reads, a background refresh). */
  readonly internalSecret = randomUUID();
  /** Where the next instant the content changes by itself comes from (decision 016). */
  private changeSource: (() => Promise<string | null>) | undefined;
  /** That instant in ms; null: none coming; undefined: not asked since the last invalidation. */
  private nextChangeMs: number | null | undefined;
  private askingNextChange: Promise<void> | undefined;

  /** The number of changes so far: a computation notes it when it begins. */
  get changes(): number {
    return this.changeCount;
  }

  lookup(key: string): { response: CachedResponse; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    // What the public may see of the living changes with the year, not only with the content
    // (decision 015): an answer from last year is not given this year.
    if (!entry || entry.year !== new Date().getUTCFullYear()) return undefined;
    return { response: entry.response, stale: entry.stale };
  }

  flightOf(key: string): Flight | undefined {
    return this.flights.get(key);
  }

  /** The computation this request leads; none when another leads it or too many are under way. */
  beginFlight(key: string): Flight | undefined {
    if (this.flights.size >= MAX_FLIGHTS || this.flights.has(key)) return undefined;
    const flight = new Flight();
    this.flights.set(key, flight);
    return flight;
  }

  endFlight(key: string, flight: Flight, response: CachedResponse | null): void {
    if (this.flights.get(key) === flight) this.flights.delete(key);
    flight.finish(response);
  }

  /**
   * Keeps an answer whose computation began after `computedAt` changes. A change since then that
   * concerns it makes it stale (an ordinary edit, on an entry that revalidates) or refused.
   */
  store(key: string, response: CachedResponse, computedAt: number, revalidates: boolean): void {
    const since = this.changesSince(computedAt);
    if (!since) return;
    let stale = false;
    for (const change of since) {
      if (!concerns(change, response.tags)) continue;
      if (change.reducesPublic || !revalidates) return;
      stale = true;
    }
    const current = this.entries.peek(key);
    if (current && current.computedAt > computedAt) return;
    const year = new Date().getUTCFullYear();
    this.entries.set(key, { response, year, computedAt, stale, revalidates });
  }

  /** The changes after the first `count`, or undefined when some are no longer remembered. */
  private changesSince(count: number): ContentChange[] | undefined {
    if (count === this.changeCount) return [];
    const first = this.recentChanges[0];
    if (!first || first.number > count + 1) return undefined;
    return this.recentChanges.filter((entry) => entry.number > count).map((entry) => entry.change);
  }

  /**
   * A compressed form was added to this key's answer: its size is counted again (without making
   * the entry live longer), so the byte bound holds. Nothing when the key holds another answer now.
   */
  grew(key: string, response: CachedResponse): void {
    const entry = this.entries.peek(key);
    if (entry?.response !== response) return;
    // lru-cache counts a size again only for a new value object.
    this.entries.set(key, { ...entry }, { noUpdateTTL: true });
  }

  /**
   * Marks a stale key as being recomputed; false when it already is. `done` is called when the
   * recomputation ends, however it ends: a stale entry it did not replace is dropped then, so a
   * failed refresh never leaves the old answer served.
   */
  startRefresh(key: string): { done: () => void } | undefined {
    if (this.refreshing.has(key) || this.flights.has(key)) return undefined;
    const stale = this.entries.peek(key);
    this.refreshing.add(key);
    return {
      done: () => {
        this.refreshing.delete(key);
        if (stale && this.entries.peek(key)?.response === stale.response) this.entries.delete(key);
      },
    };
  }

  /** The content moved (a member write reads the new content before saying what changed). */
  contentChanged(): number {
    this.generation += 1;
    this.nextChangeMs = undefined;
    for (const listener of this.generationListeners) listener();
    return this.generation;
  }

  /** Called whenever the generation moves: a value derived from the old content can be let go. */
  onContentChanged(listener: () => void): void {
    this.generationListeners.add(listener);
  }

  /**
   * Applies a change here: the entries it concerns are forgotten, or kept as stale when the change
   * is an ordinary edit and the entry revalidates. Computations under way are let go: their
   * answers may predate the change, so later requests start their own (`store` judges the old).
   */
  applyLocally(change: ContentChange): void {
    if (change.contentVersion !== this.generation) this.contentChanged();
    this.changeCount += 1;
    this.recentChanges.push({ number: this.changeCount, change });
    if (this.recentChanges.length > MAX_CHANGES) this.recentChanges.shift();
    for (const [key, entry] of [...this.entries.entries()]) {
      if (!concerns(change, entry.response.tags)) continue;
      if (change.reducesPublic || !entry.revalidates) this.entries.delete(key);
      else entry.stale = true;
    }
    this.flights.clear();
  }

  /** The content changed by a write here: applied, and told to the listeners (other processes). */
  invalidate(change: ContentChange = everythingAtOnce): void {
    this.applyLocally(change);
    for (const listener of this.listeners) listener(change);
  }

  onInvalidate(listener: (change: ContentChange) => void): void {
    this.listeners.add(listener);
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
      this.applyLocally(everythingAtOnce);
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
}
