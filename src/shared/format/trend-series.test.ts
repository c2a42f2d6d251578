import { describe, expect, it } from 'vitest';
import {
  countByKuwaitMonth,
  daysEnding,
  formatDayKey,
  formatMonthKey,
  kuwaitMonthStartIso,
  monthsEnding,
  zeroFilled,
} from './trend-series';

describe('daysEnding', () => {
  it('lists the days up to and including the last, oldest first, across months and leap days', () => {
    expect(daysEnding('2024-03-02', 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(daysEnding('2025-01-01', 365)).toHaveLength(365);
    expect(daysEnding('2025-01-01', 365)[0]).toBe('2024-01-03');
  });
});

describe('monthsEnding', () => {
  it('lists twelve months back across a year', () => {
    const months = monthsEnding('2025-02', 12);
    expect(months[0]).toBe('2024-03');
    expect(months.at(-1)).toBe('2025-02');
    expect(new Set(months).size).toBe(12);
  });
});

describe('zeroFilled', () => {
  it('gives every key a count, 0 where nothing was stored', () => {
    expect(zeroFilled(['a', 'b', 'c'], new Map([['b', 4]]))).toEqual([
      { key: 'a', count: 0 },
      { key: 'b', count: 4 },
      { key: 'c', count: 0 },
    ]);
  });
});

describe('Kuwaiti months', () => {
  it('counts a timestamp in the month it is in Kuwait (UTC+3)', () => {
    const counts = countByKuwaitMonth([
      '2025-01-31T20:59:59.000Z',
      '2025-01-31T21:00:00.000Z',
      '2025-02-10T08:00:00.000Z',
      'not a date',
    ]);
    expect(Object.fromEntries(counts)).toEqual({ '2025-01': 1, '2025-02': 2 });
  });

  it('starts a month at midnight in Kuwait', () => {
    expect(kuwaitMonthStartIso('2025-02')).toBe('2025-01-31T21:00:00.000Z');
  });
});

describe('labels', () => {
  it('names days and months in Arabic with Latin digits', () => {
    expect(formatDayKey('2024-03-06')).toBe('6 مارس');
    expect(formatDayKey('2024-03-06', true)).toBe('6 مارس 2024');
    expect(formatMonthKey('2024-12')).toBe('ديسمبر');
    expect(formatMonthKey('2024-12', true)).toBe('ديسمبر 2024');
  });
});
