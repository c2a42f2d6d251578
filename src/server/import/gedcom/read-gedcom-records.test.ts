import { describe, expect, it } from 'vitest';
import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import type { GedcomNode } from './gedcom-records';
import { familyFromGedcomRecords, readName } from './read-gedcom';

// The mapping alone, on record trees built by hand: no bytes, no line splitting.
let lines = 0;
function node(tag: string, value = '', children: GedcomNode[] = [], xref: string | null = null): GedcomNode {
  return { level: 0, xref, tag, value, line: ++lines, children };
}
const record = (xref: string, tag: string, ...children: GedcomNode[]) => node(tag, '', children, xref);
const header = (version = '5.5.1') => node('HEAD', '', [node('GEDC', '', [node('VERS', version)])]);

describe('familyFromGedcomRecords', () => {
  it('takes people, their parents from FAMC and marriages from FAM', () => {
    const data = familyFromGedcomRecords([
      header(),
      record('I1', 'INDI', node('NAME', 'علي /السالم/'), node('SEX', 'M'), node('FAMS', '@F1@')),
      record('I2', 'INDI', node('NAME', 'فاطمة'), node('SEX', 'F'), node('DEAT', 'Y')),
      record('I3', 'INDI', node('NAME', 'محمد'), node('FAMC', '@F1@')),
      record(
        'F1',
        'FAM',
        node('HUSB', '@I1@'),
        node('WIFE', '@I2@'),
        node('MARR', '', [node('DATE', '1900')]),
      ),
    ]);
    expect(data.people.map(({ key, name, surname, gender, death, fatherKey, motherKey }) => ({
      key, name, surname, gender, death, fatherKey, motherKey,
    }))).toEqual([
      { key: 'I1', name: 'علي', surname: 'السالم', gender: 'male', death: '', fatherKey: null, motherKey: null },
      { key: 'I2', name: 'فاطمة', surname: '', gender: 'female', death: expect.any(String), fatherKey: null, motherKey: null },
      { key: 'I3', name: 'محمد', surname: '', gender: null, death: '', fatherKey: 'I1', motherKey: 'I2' },
    ]); // prettier-ignore
    expect(data.marriages).toEqual([
      { husbandKey: 'I1', wifeKey: 'I2', order: 1, ended: 'widowed', married: '1900', endedOn: '', place: '', source: { line: expect.any(Number) } },
    ]); // prettier-ignore
    expect(data).toMatchObject({ warnings: [], skipped: 0 });
  });

  it('skips a second record of one xref and a person without one, with their warnings in file order', () => {
    const first = record('I1', 'INDI', node('NAME', 'أ'));
    const second = record('I1', 'INDI', node('NAME', 'ب'));
    const nameless = node('INDI', '', [node('NAME', 'ج')]);
    const data = familyFromGedcomRecords([header(), first, second, nameless]);
    expect(data.people.map((person) => person.name)).toEqual(['أ']);
    expect(data.skipped).toBe(2);
    expect(data.warnings).toEqual([
      { message: m.duplicateId('@I1@'), line: second.line },
      { message: m.personWithoutId, line: nameless.line },
    ]);
  });

  it('drops a pointer to a record that is not there, and takes @VOID@ for nobody', () => {
    const family = record('F1', 'FAM', node('HUSB', '@VOID@'), node('WIFE', '@I9@'), node('CHIL', '@I1@'));
    const data = familyFromGedcomRecords([header('7.0'), record('I1', 'INDI', node('NAME', 'أ')), family]);
    expect(data.people[0]).toMatchObject({ fatherKey: null, motherKey: null });
    expect(data.warnings).toEqual([{ message: m.missingRecord('@I9@'), line: family.children[1]!.line }]);
  });

  it('numbers a man’s wives by his FAMS', () => {
    const data = familyFromGedcomRecords([
      header(),
      record('I1', 'INDI', node('NAME', 'أ'), node('FAMS', '@F2@'), node('FAMS', '@F1@')),
      record('I2', 'INDI', node('NAME', 'ب')),
      record('I3', 'INDI', node('NAME', 'ج')),
      record('F1', 'FAM', node('HUSB', '@I1@'), node('WIFE', '@I2@')),
      record('F2', 'FAM', node('HUSB', '@I1@'), node('WIFE', '@I3@'), node('DIV', 'Y')),
    ]);
    expect(data.marriages.map(({ wifeKey, order, ended }) => ({ wifeKey, order, ended }))).toEqual([
      { wifeKey: 'I2', order: 2, ended: null },
      { wifeKey: 'I3', order: 1, ended: 'divorced' },
    ]);
  });
});

describe('readName', () => {
  const unescape = (value: string) => value;

  it('splits the given names from the /surname/ and keeps a title and suffix apart', () => {
    const person = record(
      'I1',
      'INDI',
      node('NAME', 'Lt. John /Smith/ jr.', [node('NPFX', 'Lt.'), node('NSFX', 'jr.')]),
    );
    expect(readName(person, unescape)).toEqual({
      name: 'John',
      surname: 'Smith',
      namePrefix: 'Lt.',
      nameSuffix: 'jr.',
    });
  });

  it('prefers an Arabic form, and reads GIVN and SURN under an empty NAME', () => {
    const arabic = record('I1', 'INDI', node('NAME', 'Mohammed', [node('TRAN', 'محمد /السالم/')]));
    expect(readName(arabic, unescape)).toMatchObject({ name: 'محمد', surname: 'السالم' });
    const parts = record('I2', 'INDI', node('NAME', '', [node('GIVN', 'Ali'), node('SURN', 'Salem')]));
    expect(readName(parts, unescape)).toMatchObject({ name: 'Ali', surname: 'Salem' });
  });
});
