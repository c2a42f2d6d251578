import { describe, expect, it } from 'vitest';
import { hijriToGregorianYear, parseGenealogyDate, sortableYear } from './genealogy-date';

describe('sortableYear', () => {
  it.each([
    // GEDCOM 5.5.1 and 7.0
    ['1850', 1850],
    ['MAR 1850', 1850],
    ['12 MAR 1850', 1850],
    ['ABT 1850', 1850],
    ['CAL 1850', 1850],
    ['EST 1850', 1850],
    ['BEF 1900', 1900],
    ['AFT 1900', 1900],
    ['BET 1880 AND 1885', 1880],
    ['FROM 1880 TO 1885', 1880],
    ['FROM 1880', 1880],
    ['TO 1885', 1885],
    // A dual year is its later year, as genealogists reckon it (the old style began the year in March).
    ['1750/51', 1751],
    ['27 OCT 1699/00', 1700],
    ['@#DJULIAN@ 12 MAR 1750/51', 1751],
    ['JULIAN 1750', 1750],
    ['BET @#DJULIAN@ 1700 AND @#DJULIAN@ 1705', 1700],
    ['INT 12 MAR 1850 (the register says the twelfth)', 1850],
    ['(born the winter of the great flood, 1867)', 1867],
    ['(unknown)', null],
    // Another calendar's year by the Gregorian year its month falls in.
    ['@#DHEBREW@ 5610', 1849],
    ['@#DHEBREW@ 1 NSN 5610', 1850],
    ['@#DFRENCH R@ 11 NIVO 0012', 1804],
    ['@#DFRENCH R@ 1 VEND 0012', 1803],
    ['5 MAY 0005 B.C.', -5],
    ['44 BC', -44],
    ['abt 1850', 1850],
    // What an Arabic admin types
    ['1880م', 1880],
    ['1880 م', 1880],
    ['نحو 1880', 1880],
    ['حوالي 1880', 1880],
    ['حوالى ١٨٨٠', 1880],
    ['1880 تقريباً', 1880],
    ['قبل 1900', 1900],
    ['بعد 1900', 1900],
    ['بين 1880 و1885', 1880],
    ['بين ١٨٨٠ و ١٨٨٥', 1880],
    ['من 1880 إلى 1885', 1880],
    ['1880-1885', 1880],
    ['١٨٨٠', 1880],
    ['۱۸۸۰', 1880],
    ['1921-03-12', 1921],
    ['12/3/1921', 1921],
    ['3/1921', 1921],
    ['12 مارس 1921', 1921],
    ['12 آذار 1921', 1921],
    ['سنة 1880', 1880],
    ['عام1880', 1880],
    // Hijri
    ['1300هـ', 1882],
    ['١٣٠٠ هـ', 1882],
    ['1300ه', 1882],
    ['1300 AH', 1882],
    ['@#DHIJRI@ 1300', 1882],
    ['نحو 1300هـ', 1882],
    ['رمضان 1300', 1883],
    ['15 ربيع الأول 1300هـ', 1883],
    ['1300هـ (1882م)', 1882],
    ['1301هـ الموافق 1883م', 1883],
    // Nothing to sort by
    ['', null],
    ['   ', null],
    ['غير معروف', null],
    ['12 MAR', null],
    ['DECEASED', null],
  ])('%s → %s', (text, year) => {
    expect(sortableYear(text)).toBe(year);
  });
});

describe('hijriToGregorianYear', () => {
  it('gives the Gregorian year a Hijri year starts in', () => {
    expect(hijriToGregorianYear(1)).toBe(622);
    expect(hijriToGregorianYear(1300)).toBe(1882); // 1 Muharram 1300 = 12 Nov 1882
    expect(hijriToGregorianYear(1445)).toBe(2023); // 1 Muharram 1445 = 19 Jul 2023
  });

  it('moves into the next Gregorian year for a later month', () => {
    expect(hijriToGregorianYear(1300, 1)).toBe(1882);
    expect(hijriToGregorianYear(1300, 3)).toBe(1883); // Rabi' al-Awwal 1300 = Jan 1883
  });
});

describe('parseGenealogyDate', () => {
  it.each([
    ['12 MAR 1850', { qualifier: 'exact', year: 1850, month: 3, day: 12, calendar: 'gregorian' }],
    ['MAR 1850', { qualifier: 'exact', year: 1850, month: 3, calendar: 'gregorian' }],
    ['1850', { qualifier: 'exact', year: 1850, calendar: 'gregorian' }],
    ['ABT 1850', { qualifier: 'about', year: 1850, calendar: 'gregorian' }],
    ['CAL 1850', { qualifier: 'calculated', year: 1850, calendar: 'gregorian' }],
    ['EST 1850', { qualifier: 'estimated', year: 1850, calendar: 'gregorian' }],
    ['BEF 12 MAR 1850', { qualifier: 'before', year: 1850, month: 3, day: 12, calendar: 'gregorian' }],
    ['AFT 1850', { qualifier: 'after', year: 1850, calendar: 'gregorian' }],
    ['BET 1880 AND 1885', { qualifier: 'between', year: 1880, endYear: 1885, calendar: 'gregorian' }],
    [
      'BET MAR 1880 AND 1885',
      { qualifier: 'between', year: 1880, month: 3, endYear: 1885, calendar: 'gregorian' },
    ],
    [
      'BET MAR AND JUN 1885',
      { qualifier: 'between', year: 1885, endYear: 1885, endMonth: 6, calendar: 'gregorian', partial: true },
    ],
    ['FROM 1880 TO 1885', { qualifier: 'period', year: 1880, endYear: 1885, calendar: 'gregorian' }],
    ['FROM 1880', { qualifier: 'from', year: 1880, calendar: 'gregorian' }],
    ['TO 1885', { qualifier: 'to', year: 1885, calendar: 'gregorian' }],
    ['@#DJULIAN@ 1750/51', { qualifier: 'exact', year: 1750, dualYear: 1751, calendar: 'julian' }],
    ['@#DHEBREW@ 1 TSH 5610', { qualifier: 'exact', year: 5610, month: 1, day: 1, calendar: 'hebrew' }],
    ['@#DFRENCH R@ 11 NIVO 12', { qualifier: 'exact', year: 12, month: 4, day: 11, calendar: 'french' }],
    ['5 MAY 0005 B.C.', { qualifier: 'exact', year: -5, month: 5, day: 5, calendar: 'gregorian' }],
    ['JULIAN 2 SEP 1752', { qualifier: 'exact', year: 1752, month: 9, day: 2, calendar: 'julian' }],
    // A phrase that holds a whole date is that date; any other is text, with its year if it has one.
    ['(about 1850)', { qualifier: 'about', year: 1850, calendar: 'gregorian' }],
    ['(1850)', { qualifier: 'exact', year: 1850, calendar: 'gregorian' }],
    ['(died young)', { qualifier: 'phrase', year: null, calendar: 'gregorian', phrase: 'died young' }],
    [
      'INT 1850 (from the census)',
      { qualifier: 'exact', year: 1850, calendar: 'gregorian', phrase: 'from the census' },
    ],
    ['1880م', { qualifier: 'exact', year: 1880, calendar: 'gregorian' }],
    ['نحو 1880م', { qualifier: 'about', year: 1880, calendar: 'gregorian' }],
    ['حوالي 1880', { qualifier: 'about', year: 1880, calendar: 'gregorian' }],
    ['1880 تقريباً', { qualifier: 'about', year: 1880, calendar: 'gregorian' }],
    ['1880 (تقريباً)', { qualifier: 'about', year: 1880, calendar: 'gregorian' }],
    ['قبل 1900', { qualifier: 'before', year: 1900, calendar: 'gregorian' }],
    ['بعد 1900م', { qualifier: 'after', year: 1900, calendar: 'gregorian' }],
    ['بين 1880 و1885', { qualifier: 'between', year: 1880, endYear: 1885, calendar: 'gregorian' }],
    ['من ١٨٨٠ الى ١٨٨٥', { qualifier: 'period', year: 1880, endYear: 1885, calendar: 'gregorian' }],
    ['1921-03-12', { qualifier: 'exact', year: 1921, month: 3, day: 12, calendar: 'gregorian' }],
    ['12/3/1921', { qualifier: 'exact', year: 1921, month: 3, day: 12, calendar: 'gregorian' }],
    ['١٢/٣/١٩٢١', { qualifier: 'exact', year: 1921, month: 3, day: 12, calendar: 'gregorian' }],
    ['12 مارس 1921م', { qualifier: 'exact', year: 1921, month: 3, day: 12, calendar: 'gregorian' }],
    ['كانون الثاني 1921', { qualifier: 'exact', year: 1921, month: 1, calendar: 'gregorian' }],
    ['ولد سنة 1880', { qualifier: 'exact', year: 1880, calendar: 'gregorian' }],
    ['1300هـ', { qualifier: 'exact', year: 1300, calendar: 'hijri' }],
    ['نحو ١٣٠٠هـ', { qualifier: 'about', year: 1300, calendar: 'hijri' }],
    ['بين 1300 و1305هـ', { qualifier: 'between', year: 1300, endYear: 1305, calendar: 'hijri' }],
    ['15 رمضان 1300', { qualifier: 'exact', year: 1300, month: 9, day: 15, calendar: 'hijri' }],
    ['ذو الحجة 1299هـ', { qualifier: 'exact', year: 1299, month: 12, calendar: 'hijri' }],
    ['1300هـ الموافق 1882م', { qualifier: 'exact', year: 1882, calendar: 'gregorian' }],
    ['44 BC', { qualifier: 'exact', year: -44, calendar: 'gregorian' }],
    ['somewhere around 1880', { qualifier: 'about', year: 1880, calendar: 'gregorian', partial: true }],
    ['', { qualifier: 'unknown', year: null, calendar: 'gregorian' }],
    ['غير معروف', { qualifier: 'unknown', year: null, calendar: 'gregorian' }],
    ['ABT', { qualifier: 'unknown', year: null, calendar: 'gregorian' }],
  ])('%s', (text, expected) => {
    expect(parseGenealogyDate(text)).toEqual(expected);
  });

  it('drops a day or month that cannot be one, and says the date was read in part', () => {
    expect(parseGenealogyDate('31/13/1921')).toEqual({
      qualifier: 'exact',
      year: 1921,
      calendar: 'gregorian',
      partial: true,
    });
    expect(parseGenealogyDate('40 MAR 1921')).toEqual({
      qualifier: 'exact',
      year: 1921,
      month: 3,
      calendar: 'gregorian',
      partial: true,
    });
  });

  it('never throws on any text', () => {
    for (const text of ['@#D', '@#DUNKNOWN@ 1850', '((', 'BET AND', 'بين و', '-', '////', '\u0000', 'ق.م']) {
      expect(() => parseGenealogyDate(text)).not.toThrow();
    }
  });
});
