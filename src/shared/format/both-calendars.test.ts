import { describe, expect, it } from 'vitest';
import { formatGenealogyDate, gregorianOfHijri, gregorianYearsOf, hijriYearsOf } from './both-calendars';

describe('formatGenealogyDate', () => {
  it.each([
    // A Gregorian year spans two Hijri years (docs/genealogy.md#two-calendars), and the other way round.
    ['1880', '1880م (1297–1298هـ)'],
    ['1880م', '1880م (1297–1298هـ)'],
    ['1300هـ', '1300هـ (1882–1883م)'],
    ['١٣٠٠ هـ', '1300هـ (1882–1883م)'],
    // Full dates convert exactly, month names in Arabic.
    ['12 MAR 1921', '12 مارس 1921م (2 رجب 1339هـ)'],
    ['1925-04-02', '2 أبريل 1925م (8 رمضان 1343هـ)'],
    ['3 رجب 1339هـ', '3 رجب 1339هـ (13 مارس 1921م)'],
    ['MAR 1921', 'مارس 1921م (1339هـ)'],
    ['محرم 1300هـ', 'محرم 1300هـ (1882م)'],
    // GEDCOM's qualifiers and an admin's, in Arabic.
    ['ABT 1850', 'نحو 1850م (1266–1267هـ)'],
    ['نحو 1880', 'نحو 1880م (1297–1298هـ)'],
    ['BEF 1900', 'قبل 1900م (1317–1318هـ)'],
    ['بعد 1950', 'بعد 1950م (1369–1370هـ)'],
    ['AFT 12 MAR 1921', 'بعد 12 مارس 1921م (2 رجب 1339هـ)'],
    ['BET 1880 AND 1885', 'بين 1880 و1885م (1297–1303هـ)'],
    ['BET 1300هـ AND 1310هـ', 'بين 1300 و1310هـ (1882–1893م)'],
  ])('%s → %s', (written, shown) => {
    expect(formatGenealogyDate(written)).toBe(shown);
  });

  it('shows as written what it cannot read, and without the Hijri years a date before the Hijra', () => {
    expect(formatGenealogyDate('')).toBe('');
    expect(formatGenealogyDate('  ')).toBe('');
    expect(formatGenealogyDate('غير معروف')).toBe('غير معروف');
    expect(formatGenealogyDate('500')).toBe('500م');
  });

  it('leaves out the other calendar where asked (lists, cards), and says each date once', () => {
    expect(formatGenealogyDate('BET 12 MAR 1880 AND 1885', { otherCalendar: false })).toBe(
      'بين 12 مارس 1880 و1885م',
    );
    expect(formatGenealogyDate('BET 10 B.C. AND 5 B.C.')).toBe('بين 10 و5 ق.م');
    expect(formatGenealogyDate('@#DHIJRI@ 1339')).toBe('1339هـ (1920–1921م)');
  });
});

describe('conversions', () => {
  it('finds the Gregorian day of a Hijri date, from the Hijra to this century', () => {
    expect(gregorianOfHijri(1, 1, 1).toISOString().slice(0, 10)).toBe('0622-07-19');
    expect(gregorianOfHijri(1300).toISOString().slice(0, 10)).toBe('1882-11-12');
    expect(gregorianOfHijri(1339, 7, 2).toISOString().slice(0, 10)).toBe('1921-03-12');
    expect(gregorianOfHijri(1448, 6, 13).toISOString().slice(0, 10)).toBe('2026-11-23');
  });

  it('gives the years one calendar overlaps in the other', () => {
    expect(hijriYearsOf(2026)).toBe('1447–1448');
    expect(hijriYearsOf(1921, 3)).toBe('1339');
    expect(gregorianYearsOf(1448)).toBe('2026–2027');
    expect(gregorianYearsOf(1300, 1)).toBe('1882');
  });
});
