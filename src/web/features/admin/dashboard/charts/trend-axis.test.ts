import { describe, expect, it } from 'vitest';
import { daysEnding, monthsEnding } from '#shared/format/trend-series.ts';
import { dayAxisLabel, daySplits, monthAxisLabel, monthSplits } from './trend-axis';

describe('daySplits', () => {
  const month = daysEnding('2025-03-11', 30);
  const year = daysEnding('2025-03-11', 365);

  it('labels today and every few days back, fewer when narrow', () => {
    const wide = daySplits(month, 900);
    expect(wide.at(-1)).toBe(29);
    expect(wide).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    const narrow = daySplits(month, 300);
    expect(narrow.at(-1)).toBe(29);
    expect(narrow.length).toBeLessThanOrEqual(4);
  });

  it('labels the first of each month over a year, every few months when narrow', () => {
    const wide = daySplits(year, 1200);
    expect(wide.map((i) => year[i])).toEqual(
      daysEnding('2025-03-11', 365).filter((day) => day.endsWith('-01')),
    );
    const narrow = daySplits(year, 300);
    expect(narrow.length).toBeLessThanOrEqual(4);
    expect(year[narrow.at(-1)!]).toBe('2025-03-01');
  });

  it('names the days and months in Arabic', () => {
    expect(dayAxisLabel(month, 29)).toBe('11 مارس');
    expect(dayAxisLabel(year, year.indexOf('2025-01-01'))).toBe('يناير 2025');
    expect(dayAxisLabel(year, year.indexOf('2024-12-01'))).toBe('ديسمبر');
  });
});

describe('monthSplits', () => {
  const months = monthsEnding('2025-03', 12);

  it('labels every month when there is room, always the newest', () => {
    expect(monthSplits(months, 1000)).toHaveLength(12);
    const narrow = monthSplits(months, 320);
    expect(narrow.at(-1)).toBe(11);
    expect(narrow.length).toBeLessThanOrEqual(4);
  });

  it('gives the year on January and on the oldest month', () => {
    expect(monthAxisLabel(months, 0)).toBe('أبريل 2024');
    expect(monthAxisLabel(months, 1)).toBe('مايو');
    expect(monthAxisLabel(months, 9)).toBe('يناير 2025');
  });
});
