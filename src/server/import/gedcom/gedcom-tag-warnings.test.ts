import { describe, expect, it } from 'vitest';
import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { parseGedcomRecords } from './gedcom-records';
import { tagWarnings } from './gedcom-tag-warnings';

const warningsOf = (...lines: string[]) =>
  tagWarnings(parseGedcomRecords(['0 HEAD', ...lines].join('\n')).records);

describe('tagWarnings', () => {
  it('counts each unknown tag once, at its first line', () => {
    expect(warningsOf('0 @I1@ INDI', '1 _UID 1', '1 BIRT', '2 _GODP x', '0 @I2@ INDI', '1 _UID 2')).toEqual([
      { message: m.unknownTag('_UID'), line: 3, count: 2 },
      { message: m.unknownTag('_GODP'), line: 5, count: 1 },
    ]);
  });

  // Sources and citations are kept (decision 060): neither is reported.
  it('reports standard data the reader does not keep, most frequent first, but not bookkeeping', () => {
    expect(
      warningsOf(
        '0 @I1@ INDI', '1 NAME A', '1 NICK Abu', '1 CHAN', '1 BIRT', '2 DATE 1900', '2 SOUR @S1@',
        '0 @I2@ INDI', '1 NICK Bu', '1 EDUC', '1 RESN privacy', '1 BIRT', '2 SOUR @S1@',
        '0 @S1@ SOUR', '1 TITL Register',
      ),
    ).toEqual([{ message: m.unusedData('NICK (2)، EDUC (1)'), count: 3 }]); // prettier-ignore
  });

  it('takes the places, titles, burials, christenings, residences and marriages’ places (decision 056)', () => {
    expect(
      warningsOf(
        '0 @I1@ INDI', '1 NAME A', '1 TITL Sheikh', '1 BIRT', '2 PLAC Kuwait', '1 BURI', '2 PLAC Sulaibikhat',
        '1 CHR', '2 DATE 1900', '1 RESI', '2 ADDR Qibla', '2 DATE FROM 1900 TO 1920', '1 OCCU نوخذة',
        '1 EVEN', '2 TYPE حج', '0 @F1@ FAM', '1 MARR', '2 PLAC Kuwait',
      ),
    ).toEqual([]); // prettier-ignore
  });
});
