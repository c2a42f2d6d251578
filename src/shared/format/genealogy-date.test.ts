import { describe, expect, it } from 'vitest';
import { hijriToGregorianYear, sortableYear } from './genealogy-date';

describe('sortableYear', () => {
  it.each([
    ['1850', 1850],
    ['MAR 1850', 1850],
    ['12 MAR 1850', 1850],
    ['ABT 1850', 1850],
    ['BEF 1900', 1900],
    ['AFT 1900', 1900],
    ['BET 1880 AND 1885', 1880],
    ['FROM 1880 TO 1885', 1880],
    ['1750/51', 1750],
    ['1880م', 1880],
    ['نحو 1880', 1880],
    ['بين 1880 و1885', 1880],
    ['١٨٨٠', 1880],
    ['1921-03-12', 1921],
    ['12/3/1921', 1921],
    ['1300هـ', 1882],
    ['١٣٠٠ هـ', 1882],
    ['@#DHIJRI@ 1300', 1882],
    ['', null],
    ['غير معروف', null],
    ['12 MAR', null],
  ])('%s → %s', (text, year) => {
    expect(sortableYear(text)).toBe(year);
  });

  it('converts Hijri years to the Gregorian year they start in', () => {
    expect(hijriToGregorianYear(1)).toBe(622);
    expect(hijriToGregorianYear(1445)).toBe(2023);
  });
});
