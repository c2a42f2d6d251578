import { describe, expect, it } from 'vitest';
import { formatArabicDate, kuwaitDay } from './date';

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

  it("gives Intl's ar-KW long date in Kuwait's zone with Latin digits, day by day from 1950 to 2100", () => {
    const intl = new Intl.DateTimeFormat('ar-KW', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kuwait',
      numberingSystem: 'latn',
    });
    const mismatches: string[] = [];
    const DAY_MS = 86_400_000;
    // Each day at UTC midnight (a date-only value), and just before and after Kuwait's midnight.
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2101, 0, 1); t += DAY_MS) {
      for (const instant of [t, t + 21 * 3_600_000 - 1, t + 21 * 3_600_000]) {
        const iso = new Date(instant).toISOString();
        if (formatArabicDate(iso) !== intl.format(instant)) mismatches.push(iso);
      }
    }
    expect(mismatches).toEqual([]);
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
