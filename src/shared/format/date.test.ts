import { describe, expect, it } from 'vitest';
import { formatArabicDate, kuwaitDay } from './date';

// Decision: `numberingSystem: 'latn'` so Node and Chromium both print Latin digits
// (ar-KW would otherwise use Arabic-Indic digits), and `timeZone: 'Asia/Kuwait'` so the
// day never depends on the machine's zone.
describe('formatArabicDate', () => {
  it('formats a date-only ISO string as an Arabic long date with Latin digits', () => {
    expect(formatArabicDate('2024-03-06')).toBe('6 مارس 2024');
  });

  it('uses the Kuwait day, not the UTC day', () => {
    // 22:30 UTC on 5 March is 01:30 on 6 March in Kuwait (UTC+3).
    expect(formatArabicDate('2024-03-05T22:30:00Z')).toBe('6 مارس 2024');
  });

  it('names every month in Arabic', () => {
    expect(formatArabicDate('2023-12-25T09:00:00Z')).toBe('25 ديسمبر 2023');
    expect(formatArabicDate('2025-01-01T12:00:00Z')).toBe('1 يناير 2025');
  });

  it('returns the input unchanged when it is not a date', () => {
    expect(formatArabicDate('not a date')).toBe('not a date');
  });
});

describe('kuwaitDay', () => {
  it('is the calendar day in Kuwait (UTC+3), not in UTC', () => {
    expect(kuwaitDay(new Date('2026-03-01T20:59:00Z'))).toBe('2026-03-01');
    expect(kuwaitDay(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
