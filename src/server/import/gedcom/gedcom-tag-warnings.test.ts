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

  // A source record is kept (decision 060): its title is not reported, a person's is.
  it('reports standard data the reader does not keep, most frequent first, but not bookkeeping', () => {
    expect(
      warningsOf(
        '0 @I1@ INDI', '1 NAME A', '1 TITL Sheikh', '1 CHAN', '1 BIRT', '2 DATE 1900', '2 PLAC Kuwait',
        '0 @I2@ INDI', '1 RESN privacy', '1 BIRT', '2 PLAC Jahra', '0 @S1@ SOUR', '1 TITL Register',
      ),
    ).toEqual([{ message: m.unusedData('PLAC (2)، TITL (1)'), count: 3 }]); // prettier-ignore
  });
});
