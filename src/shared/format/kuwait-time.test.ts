import { describe, expect, it } from 'vitest';
import { formatKuwaitDateTime, isoToKuwaitLocal, kuwaitLocalToIso, toUtcInstant } from './kuwait-time';

describe('kuwaitLocalToIso', () => {
  it('reads a datetime-local value as Kuwait time (UTC+3, no daylight saving)', () => {
    expect(kuwaitLocalToIso('2025-05-16T09:00')).toBe('2025-05-16T06:00:00.000Z');
    // January and July alike: no summer time.
    expect(kuwaitLocalToIso('2025-01-10T12:30')).toBe('2025-01-10T09:30:00.000Z');
    expect(kuwaitLocalToIso('2025-07-10T12:30:15')).toBe('2025-07-10T09:30:15.000Z');
  });

  it('crosses midnight backwards into the UTC day before', () => {
    expect(kuwaitLocalToIso('2026-03-02T01:00')).toBe('2026-03-01T22:00:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    expect(kuwaitLocalToIso('2025-02-31T09:00')).toBeNull();
    expect(kuwaitLocalToIso('2025-05-16T25:00')).toBeNull();
    expect(kuwaitLocalToIso('2025-05-16')).toBeNull();
    expect(kuwaitLocalToIso('')).toBeNull();
    expect(kuwaitLocalToIso('tomorrow')).toBeNull();
  });
});

describe('toUtcInstant', () => {
  it('keeps an instant that names its zone, written as UTC', () => {
    expect(toUtcInstant('2025-05-16T06:00:00Z')).toBe('2025-05-16T06:00:00.000Z');
    expect(toUtcInstant('2025-05-16T09:00:00+03:00')).toBe('2025-05-16T06:00:00.000Z');
    expect(toUtcInstant('2025-05-16T06:00:00.000Z')).toBe('2025-05-16T06:00:00.000Z');
  });

  it('reads a date-time without a zone as Kuwait time', () => {
    expect(toUtcInstant('2025-05-16T09:00')).toBe('2025-05-16T06:00:00.000Z');
  });

  it('refuses anything else', () => {
    expect(toUtcInstant('next Friday')).toBeNull();
    expect(toUtcInstant('2025-13-01T00:00:00Z')).toBeNull();
  });
});

describe('isoToKuwaitLocal', () => {
  it('is the Kuwait wall-clock time a datetime-local input shows', () => {
    expect(isoToKuwaitLocal('2025-05-16T06:00:00.000Z')).toBe('2025-05-16T09:00');
    expect(isoToKuwaitLocal('2026-03-01T22:00:00.000Z')).toBe('2026-03-02T01:00');
    expect(isoToKuwaitLocal('nonsense')).toBe('');
  });

  it('round-trips with kuwaitLocalToIso', () => {
    const local = '2025-12-31T23:45';
    expect(isoToKuwaitLocal(kuwaitLocalToIso(local)!)).toBe(local);
  });
});

describe('formatKuwaitDateTime', () => {
  it('writes the Kuwait day and time in Arabic with Latin digits', () => {
    const text = formatKuwaitDateTime('2025-05-16T18:05:00.000Z');
    expect(text).toContain('16 مايو 2025');
    expect(text).toContain('9:05');
    expect(text).toContain('م');
  });

  it('returns the input unchanged when it is not an instant', () => {
    expect(formatKuwaitDateTime('soon')).toBe('soon');
  });
});
