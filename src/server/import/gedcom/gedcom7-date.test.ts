import { describe, expect, it } from 'vitest';
import { gedcom7DateOf, isGedcom7Date, readDateLine } from './gedcom7-date';

describe('isGedcom7Date', () => {
  it('takes the forms of GEDCOM 7.0’s DateValue, keywords in capitals only', () => {
    for (const date of [
      '1850',
      'MAR 1921',
      '12 MAR 1921',
      'GREGORIAN 12 MAR 1921',
      'JULIAN 1 JAN 1700',
      'HEBREW 1 TSH 5610',
      'FRENCH_R 11 NIVO 12',
      '44 BCE',
      'ABT 1850',
      'CAL 1850',
      'EST 1850',
      'BEF 1900',
      'AFT 12 MAR 1921',
      'BET 1880 AND 1885',
      'FROM 1900 TO 1905',
      'FROM 1900',
      'TO 1905',
    ])
      expect(isGedcom7Date(date), date).toBe(true);
    for (const date of [
      '',
      'abt 1850',
      '@#DJULIAN@ 1 JAN 1700',
      '1750/51',
      '44 B.C.',
      'INT 1995 (from estimated age)',
      '(died young)',
      '12 1921',
      'HEBREW 1 JAN 1700',
      '1300هـ',
    ])
      expect(isGedcom7Date(date), date).toBe(false);
  });
});

describe('gedcom7DateOf → readDateLine', () => {
  it('writes each stored date the 7.0 way and reads it back as it was', () => {
    const cases: [stored: string, value: string, phrase: string][] = [
      ['ABT 1850', 'ABT 1850', ''],
      ['BET 1880 AND 1885', 'BET 1880 AND 1885', ''],
      ['@#DJULIAN@ 1 JAN 1700', 'JULIAN 1 JAN 1700', ''],
      ['@#DHEBREW@ 1 TSH 5610', 'HEBREW 1 TSH 5610', ''],
      ['@#DFRENCH R@ 11 NIVO 0012', 'FRENCH_R 11 NIVO 0012', ''],
      ['5 MAY 0005 B.C.', '5 MAY 0005 BCE', ''],
      // 5.5.1's interpreted date is 7.0's date with its phrase.
      ['INT 1995 (from estimated age)', '1995', 'from estimated age'],
      // A 5.5.1 date 7.0 cannot say: the nearest 7.0 date, and the date as written in the phrase.
      ['27 OCT 1699/00', '27 OCT 1700', '27 OCT 1699/00'],
      ['@#DJULIAN@ 12 MAR 1750/51', 'JULIAN 12 MAR 1751', '@#DJULIAN@ 12 MAR 1750/51'],
      ['44 BC', '44 BCE', '44 BC'],
      ['abt 1850', 'ABT 1850', 'abt 1850'],
      ['ABT    1969', 'ABT 1969', 'ABT    1969'],
      ['(born the winter of the great flood, 1867)', '', '(born the winter of the great flood, 1867)'],
      // No GEDCOM date at all: a phrase alone, 7.0's way (5.5.1's was a phrase in brackets).
      ['1300هـ', '', '1300هـ'],
      ['3 رجب 1339هـ', '', '3 رجب 1339هـ'],
      ['نحو 1880', '', 'نحو 1880'],
      ['died young', '', 'died young'],
    ];
    for (const [stored, value, phrase] of cases) {
      expect(gedcom7DateOf(stored), stored).toEqual({ value, phrase });
      expect(readDateLine(value, phrase), stored).toBe(stored);
      if (value !== '') expect(isGedcom7Date(value), value).toBe(true);
    }
  });

  it('reads another program’s 7.0 dates: the calendar in the site’s words, a phrase beside its date', () => {
    expect(readDateLine('JULIAN 1750', undefined)).toBe('@#DJULIAN@ 1750');
    expect(readDateLine('30 JAN 1649', '30th of January, 1648/9')).toBe(
      'INT 30 JAN 1649 (30th of January, 1648/9)',
    );
    // A phrase beside a range: 5.5.1 has no INT of a range, so the date is kept.
    expect(readDateLine('BET 1880 AND 1885', 'in the eighties')).toBe('BET 1880 AND 1885');
    expect(readDateLine('', 'شتاء سنة الهدامة')).toBe('شتاء سنة الهدامة');
    expect(readDateLine('', '')).toBe('');
  });
});
