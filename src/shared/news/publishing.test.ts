import { describe, expect, it } from 'vitest';
import { isNewsPublic, publicStateOf } from './publishing';

const now = new Date('2025-05-16T06:00:00.000Z');

describe('isNewsPublic', () => {
  it('never shows a draft, whatever its date', () => {
    expect(isNewsPublic({ status: 'draft', publish_at: null }, now)).toBe(false);
    expect(isNewsPublic({ status: 'draft', publish_at: '2020-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('shows a scheduled item from its instant on, and never one without an instant', () => {
    expect(isNewsPublic({ status: 'scheduled', publish_at: '2025-05-16T06:00:01.000Z' }, now)).toBe(false);
    expect(isNewsPublic({ status: 'scheduled', publish_at: '2025-05-16T06:00:00.000Z' }, now)).toBe(true);
    expect(isNewsPublic({ status: 'scheduled', publish_at: '2025-05-15T00:00:00.000Z' }, now)).toBe(true);
    expect(isNewsPublic({ status: 'scheduled', publish_at: null }, now)).toBe(false);
  });

  it('shows a published item at once, unless it names a future instant', () => {
    expect(isNewsPublic({ status: 'published', publish_at: null }, now)).toBe(true);
    expect(isNewsPublic({ status: 'published', publish_at: '2025-05-01T00:00:00.000Z' }, now)).toBe(true);
    expect(isNewsPublic({ status: 'published', publish_at: '2025-06-01T00:00:00.000Z' }, now)).toBe(false);
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
