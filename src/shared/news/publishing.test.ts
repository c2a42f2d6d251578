import { describe, expect, it } from 'vitest';
import { isNewsPublic, publicStateOf, type Publishing } from './publishing';

const now = new Date('2025-05-16T06:00:00.000Z');

const forAll = (item: Omit<Publishing, 'audience'>): Publishing => ({ ...item, audience: 'public' });

describe('isNewsPublic', () => {
  it('never shows a draft, whatever its date', () => {
    expect(isNewsPublic(forAll({ status: 'draft', publish_at: null }), now)).toBe(false);
    expect(isNewsPublic(forAll({ status: 'draft', publish_at: '2020-01-01T00:00:00.000Z' }), now)).toBe(
      false,
    );
  });

  it('shows a scheduled item from its instant on, and never one without an instant', () => {
    expect(isNewsPublic(forAll({ status: 'scheduled', publish_at: '2025-05-16T06:00:01.000Z' }), now)).toBe(
      false,
    );
    expect(isNewsPublic(forAll({ status: 'scheduled', publish_at: '2025-05-16T06:00:00.000Z' }), now)).toBe(
      true,
    );
    expect(isNewsPublic(forAll({ status: 'scheduled', publish_at: '2025-05-15T00:00:00.000Z' }), now)).toBe(
      true,
    );
    expect(isNewsPublic(forAll({ status: 'scheduled', publish_at: null }), now)).toBe(false);
  });

  it('shows a published item at once, unless it names a future instant', () => {
    expect(isNewsPublic(forAll({ status: 'published', publish_at: null }), now)).toBe(true);
    expect(isNewsPublic(forAll({ status: 'published', publish_at: '2025-05-01T00:00:00.000Z' }), now)).toBe(
      true,
    );
    expect(isNewsPublic(forAll({ status: 'published', publish_at: '2025-06-01T00:00:00.000Z' }), now)).toBe(
      false,
    );
  });
});

describe('publicStateOf', () => {
  it('tells a draft, an item waiting for its time and a live one apart', () => {
    expect(publicStateOf({ status: 'draft', publish_at: null }, now)).toBe('draft');
    expect(publicStateOf({ status: 'scheduled', publish_at: '2025-06-01T00:00:00.000Z' }, now)).toBe(
      'waiting',
    );
    expect(publicStateOf({ status: 'published', publish_at: '2025-06-01T00:00:00.000Z' }, now)).toBe(
      'waiting',
    );
    expect(publicStateOf({ status: 'scheduled', publish_at: '2025-05-01T00:00:00.000Z' }, now)).toBe('live');
    expect(publicStateOf({ status: 'published', publish_at: null }, now)).toBe('live');
  });
});

describe('family-only news', () => {
  it('is never public, whatever its status and time, and the badges still tell its timing', () => {
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      for (const publish_at of [null, '2025-05-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z']) {
        const item: Publishing = { status, publish_at, audience: 'family' };
        expect(isNewsPublic(item, now), `${status} ${publish_at}`).toBe(false);
        expect(publicStateOf(item, now)).toBe(publicStateOf({ status, publish_at }, now));
      }
    }
    expect(
      publicStateOf({ status: 'published', publish_at: null, audience: 'family' } as Publishing, now),
    ).toBe('live');
  });
});
