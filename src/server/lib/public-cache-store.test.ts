import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeNotice, encodeNotice } from '../db/content-change-feed';
import { cacheTags, everythingAtOnce, type ContentChange } from './content-change';
import { FLIGHT_WAIT_MS, Flight, PublicCache, type CachedResponse } from './public-cache-store';

const answer = (text: string, tags: string[]): CachedResponse => ({
  contentType: 'text/html',
  cacheControl: 'no-cache',
  hash: text,
  bodies: { identity: Buffer.from(text) },
  tags: new Set(tags),
});

const edit = (...tags: string[]): ContentChange => ({ scope: tags, reducesPublic: false });
const page = [cacheTags.member(1)];

describe('the public cache store', () => {
  it('keeps an entry stale after an ordinary edit only where it revalidates; forgets it otherwise', () => {
    const cache = new PublicCache();
    cache.store('/page', answer('page', page), cache.changes, true);
    cache.store('/api', answer('api', page), cache.changes, false);
    cache.store('/other', answer('other', [cacheTags.member(2)]), cache.changes, true);
    cache.invalidate(edit(cacheTags.member(1)));
    expect(cache.lookup('/page')).toMatchObject({ stale: true });
    expect(cache.lookup('/api')).toBeUndefined();
    expect(cache.lookup('/other')).toMatchObject({ stale: false });
  });

  it('forgets at once after a change that reduces what the public sees', () => {
    const cache = new PublicCache();
    cache.store('/page', answer('page', page), cache.changes, true);
    cache.invalidate({ scope: [cacheTags.member(1)], reducesPublic: true });
    expect(cache.lookup('/page')).toBeUndefined();
  });

  it('judges an answer computed across a change by that change', () => {
    const cache = new PublicCache();
    const began = cache.changes;
    cache.invalidate(edit(cacheTags.member(1)));
    cache.store('/page', answer('page', page), began, true);
    expect(cache.lookup('/page')).toMatchObject({ stale: true });
    cache.store('/api', answer('api', page), began, false);
    expect(cache.lookup('/api')).toBeUndefined();
    const beforeHard = cache.changes;
    cache.invalidate(everythingAtOnce);
    cache.store('/late', answer('late', []), beforeHard, true);
    expect(cache.lookup('/late')).toBeUndefined();
    // An answer that did not say what it shows is concerned by every change.
    const beforeEdit = cache.changes;
    cache.invalidate(edit(cacheTags.member(9)));
    cache.store('/unscoped', answer('unscoped', [cacheTags.unscoped]), beforeEdit, true);
    expect(cache.lookup('/unscoped')).toMatchObject({ stale: true });
  });

  it('drops a stale entry whose refresh ended without replacing it', () => {
    const cache = new PublicCache();
    cache.store('/page', answer('page', page), cache.changes, true);
    cache.invalidate(edit(cacheTags.member(1)));
    const refresh = cache.startRefresh('/page')!;
    expect(cache.startRefresh('/page')).toBeUndefined();
    refresh.done();
    expect(cache.lookup('/page')).toBeUndefined();
  });

  it('lets one request lead a key; a change lets it go so that later requests start afresh', async () => {
    const cache = new PublicCache();
    const flight = cache.beginFlight('/page')!;
    expect(cache.beginFlight('/page')).toBeUndefined();
    expect(cache.flightOf('/page')).toBe(flight);
    cache.invalidate(edit(cacheTags.member(1)));
    expect(cache.flightOf('/page')).toBeUndefined();
    const shared = answer('page', page);
    cache.endFlight('/page', flight, shared);
    await expect(flight.answer).resolves.toBe(shared);
  });

  it('moves the generation once for a change whose writer already moved it', () => {
    const cache = new PublicCache();
    const contentVersion = cache.contentChanged();
    cache.invalidate({ ...edit(), contentVersion });
    expect(cache.generation).toBe(contentVersion);
    cache.invalidate(edit());
    expect(cache.generation).toBe(contentVersion + 1);
  });
});

describe('a request waiting for another', () => {
  afterEach(() => vi.useRealTimers());

  it('stops waiting for a leader that never answers, and computes its own', async () => {
    vi.useFakeTimers();
    const flight = new Flight();
    const waiting = flight.wait(FLIGHT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(FLIGHT_WAIT_MS);
    await expect(waiting).resolves.toBeNull();
  });
});

describe('the change feed notice', () => {
  it('carries the tags and the privacy flag, and says everything when they do not fit', () => {
    const change = { scope: [cacheTags.member(1), cacheTags.anyMember], reducesPublic: false };
    expect(decodeNotice(encodeNotice('p1', change))).toEqual({ from: 'p1', change });
    const long = {
      scope: Array.from({ length: 2000 }, (_, id) => cacheTags.member(id)),
      reducesPublic: false,
    };
    expect(decodeNotice(encodeNotice('p1', long)).change).toEqual({
      scope: 'everything',
      reducesPublic: false,
    });
    expect(Buffer.byteLength(encodeNotice('p1', long))).toBeLessThan(8000);
  });

  it('takes a notice it cannot read (an older process) for everything, at once', () => {
    expect(decodeNotice('0b7a6c1e-process-id')).toEqual({
      from: '0b7a6c1e-process-id',
      change: everythingAtOnce,
    });
  });
});
