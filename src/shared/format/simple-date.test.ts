import { describe, expect, it } from 'vitest';
import { parseSimpleDate } from './simple-date';

describe('parseSimpleDate', () => {
  it.each([
    ['12 MAR 1850', { year: 1850, month: 3, day: 12 }],
    ['MAR 1850', { year: 1850, month: 3 }],
    ['1921-03-12', { year: 1921, month: 3, day: 12 }],
    // Day first, as Kuwait writes it.
    ['12/3/1921', { year: 1921, month: 3, day: 12 }],
    ['3/1921', { year: 1921, month: 3 }],
    ['1750/51', { year: 1750, dualYear: 1751 }],
    ['1699/1700', { year: 1699, dualYear: 1700 }],
    ['#H09 1300', { year: 1300, month: 9, hijriMonth: true }],
    // A filler word, as parseGenealogyDate hands it: folded (ة as ه) and upper-cased.
    ['سنه 1880', { year: 1880 }],
    ['IN 1880', { year: 1880 }],
    ['50', { year: 50 }],
  ])('%s', (text, date) => {
    expect(parseSimpleDate(text, 'gregorian')).toEqual(date);
  });

  it('reads a month in its own calendar only, and a short year after a French month', () => {
    expect(parseSimpleDate('11 NIVO 12', 'french')).toEqual({ year: 12, month: 4, day: 11 });
    expect(parseSimpleDate('TSH 5610', 'hebrew')).toEqual({ year: 5610, month: 1 });
    expect(parseSimpleDate('TSH 5610', 'gregorian')).toEqual({ year: 5610, doubtful: true });
  });

  it('leaves out what cannot be a day or a month, and says so', () => {
    expect(parseSimpleDate('40 MAR 1921', 'gregorian')).toEqual({ year: 1921, month: 3, dropped: true });
    expect(parseSimpleDate('1921-13-01', 'gregorian')).toEqual({ year: 1921, dropped: true });
    expect(parseSimpleDate('1880 1890', 'gregorian')).toEqual({ year: 1880, dropped: true });
    expect(parseSimpleDate('12 MAR', 'gregorian')).toEqual({ year: null, dropped: true });
    expect(parseSimpleDate('1699/1850', 'gregorian')).toEqual({ year: null, doubtful: true });
  });
});
