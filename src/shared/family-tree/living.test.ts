import { describe, expect, it } from 'vitest';
import { livingRuleYear, readDeath, readYear, recordsDeath, type DeathReading } from './living';

// Decision 015's table of cases: what a death field says, and the year a birth field gives.

describe('readDeath', () => {
  const cases: [text: string, reading: DeathReading][] = [
    ['', 'none'],
    ['   ', 'none'],
    // Words that say alive.
    ['حي', 'alive'],
    ['حية', 'alive'],
    ['حيّ', 'alive'],
    ['على قيد الحياة', 'alive'],
    ['علي قيد الحياه', 'alive'],
    ['لا يزال على قيد الحياة', 'alive'],
    ['غير متوفى', 'alive'],
    ['Alive', 'alive'],
    ['living', 'alive'],
    ['not deceased', 'alive'],
    // Marks that stand for nothing.
    ['-', 'placeholder'],
    ['?', 'placeholder'],
    ['؟', 'placeholder'],
    ['—', 'placeholder'],
    ['...', 'placeholder'],
    ['…', 'placeholder'],
    ['0', 'placeholder'],
    ['00/00/0000', 'placeholder'],
    ['غير معروف', 'placeholder'],
    ['مجهول', 'placeholder'],
    ['unknown', 'placeholder'],
    ['N/A', 'placeholder'],
    // Dates.
    ['1990', 'date'],
    ['1415', 'date'],
    ['1415هـ', 'date'],
    ['١٤١٥ هـ', 'date'],
    ['95', 'date'],
    ['12/3/1990', 'date'],
    ['ABT 1850', 'date'],
    ['نحو 1880م', 'date'],
    ['رمضان 1400', 'date'],
    ['توفي 1990', 'date'],
    ['متوفى سنة 1415هـ', 'date'],
    ['توفي في حي الشرق 1990', 'date'],
    // Words that say died, without a date.
    ['متوفى', 'word'],
    ['متوفي', 'word'],
    ['متوفاة', 'word'],
    ['مُتوفّى', 'word'],
    ['توفي', 'word'],
    ['توفيت', 'word'],
    ['رحمه الله', 'word'],
    ['رحمها الله', 'word'],
    ['المرحوم', 'word'],
    ['المرحومة', 'word'],
    ['deceased', 'word'],
    ['Dead', 'word'],
    ['Y', 'word'],
    // Neither: no death is known.
    ['كبير في السن', 'unclear'],
    ['توفيق', 'unclear'],
  ];
  it.each(cases)('«%s» is %s', (text, reading) => {
    expect(readDeath(text)).toBe(reading);
  });

  it('records a death only for a date or a word of death', () => {
    for (const [text, reading] of cases) {
      expect(recordsDeath(text), text).toBe(reading === 'date' || reading === 'word');
    }
  });
});

describe('livingRuleYear', () => {
  const cases: [text: string, year: number | null][] = [
    ['', null],
    ['1995', 1995],
    ['2001-05-03', 2001],
    ['12/3/1998', 1998],
    ['ABT 1850', 1850],
    // A year between 1300 and 1500 with no calendar named is Hijri: 1415هـ began in June 1994.
    ['1415', 1994],
    ['1415هـ', 1994],
    ['1415 هـ', 1994],
    ['نحو 1415', 1994],
    ['1 رمضان 1415', 1995],
    ['1300', 1882],
    ['1500', 2076],
    // …unless the text names another calendar.
    ['1415م', 1415],
    ['12 MAR 1415', 1415],
    ['@#DJULIAN@ 1415', 1415],
    ['1299', 1299],
    ['1501', 1501],
    // Two digits are no known year: 1995? 1895?
    ['95', null],
    ['ABT 95', null],
    ['٩٥', null],
    ['-', null],
    ['حي', null],
  ];
  it.each(cases)('«%s» gives %s', (text, year) => {
    expect(livingRuleYear(text)).toBe(year);
  });
});

describe('readYear', () => {
  it('says why a year was read its own way, for the import’s warnings', () => {
    expect(readYear('1415')).toEqual({ kind: 'unmarked-hijri', year: 1994 });
    expect(readYear('1415هـ')).toEqual({ kind: 'year', year: 1994 });
    expect(readYear('1995')).toEqual({ kind: 'year', year: 1995 });
    expect(readYear('95')).toEqual({ kind: 'two-digits' });
    expect(readYear('؟')).toEqual({ kind: 'none' });
  });
});
