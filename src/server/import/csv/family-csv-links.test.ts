import { describe, expect, it } from 'vitest';
import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import { importedPerson } from '#server/test/imported-family.ts';
import type { ImportedPerson } from '../family-data';
import {
  type CsvReport,
  findParentLoops,
  keyRows,
  linkParents,
  marriagesFromMentions,
  type Row,
  spouseMentions,
} from './family-csv-links';
import type { FamilyCsvColumn } from './write-family-csv';

const header = { ...m.headers };

/** Rows of cells by column, numbered from row 2 as under a header. */
function rows(...cells: Partial<Record<FamilyCsvColumn, string>>[]): Row[] {
  return cells.map((row, index) => ({ line: index + 2, cell: (column) => row[column] ?? '' }));
}

function reporting() {
  const problems: string[] = [];
  const warnings: string[] = [];
  const report: CsvReport = {
    header,
    refuse: (message) => problems.push(message),
    warn: (message) => warnings.push(message),
  };
  return { report, problems, warnings };
}

function personsOf(list: ImportedPerson[]) {
  return new Map(list.map((person) => [person.key, person]));
}

describe('keyRows', () => {
  it('keys each row once, refusing a missing id or name and an id used twice', () => {
    const { report, problems } = reporting();
    const keyed = keyRows(
      rows({ id: '١', name: 'محمد' }, { id: '1', name: 'علي' }, { name: 'سالم' }, { id: '3' }),
      report,
    );
    expect(keyed.people.map((row) => [row.key, row.line])).toEqual([
      ['1', 2],
      ['3', 5],
    ]);
    expect(keyed.byName.get('محمد')?.map((row) => row.key)).toEqual(['1']);
    expect(problems).toEqual([
      m.duplicateId(3, header.id, '1', 2),
      m.missingId(4, header.id),
      m.missingName(5, header.name),
    ]);
  });
});

describe('linkParents', () => {
  it('links parents, leaving out one recorded with the other gender, and refusing loops', () => {
    const { report, problems, warnings } = reporting();
    const keyed = keyRows(
      rows(
        { id: '1', name: 'أ', father: '2' },
        { id: '2', name: 'ب', father: '1' },
        { id: '3', name: 'ج', father: '4', mother: '5' },
        { id: '4', name: 'د' },
        { id: '5', name: 'هـ' },
        { id: '6', name: 'و', father: 'هـ', mother: '6' },
      ),
      report,
    );
    const persons = personsOf([
      importedPerson('1'),
      importedPerson('2'),
      importedPerson('3'),
      importedPerson('4', { gender: 'female' }),
      importedPerson('5', { gender: 'female' }),
      importedPerson('6'),
    ]);
    linkParents(keyed, persons, report);
    expect(persons.get('3')).toMatchObject({ fatherKey: null, motherKey: '5' });
    expect(warnings).toEqual([m.fatherIsFemale(4, header.father, '4', 5)]);
    expect(problems).toEqual([
      m.unknownIdIsName(7, header.father, 'هـ', 6, '5'),
      m.selfReference(7, header.mother, '6'),
      m.cycle(3, header.father, [2, 3, 2]),
    ]);
  });
});

describe('findParentLoops', () => {
  it('reports a loop once, at the link that closes it, through a mother too', () => {
    const persons = personsOf([
      importedPerson('a', { fatherKey: 'b' }),
      importedPerson('b', { motherKey: 'c' }),
      importedPerson('c', { fatherKey: 'a' }),
      importedPerson('d', { fatherKey: 'a' }),
    ]);
    expect(findParentLoops([...persons.values()], persons)).toEqual([
      { key: 'c', column: 'father', path: ['a', 'b', 'c', 'a'] },
    ]);
  });
});

describe('spouseMentions and marriagesFromMentions', () => {
  it('makes one marriage of both rows’ mentions, the man as husband, ordered as his row lists them', () => {
    const { report, problems, warnings } = reporting();
    const keyed = keyRows(
      rows(
        { id: '1', name: 'أ', spouses: '3، 2 (مطلقة)، 3' },
        { id: '2', name: 'ب', spouses: '1 (أرملة)' },
        { id: '3', name: 'ج' },
        { id: '4', name: 'د', spouses: '3 (كذا)' },
      ),
      report,
    );
    const mentions = spouseMentions(keyed, report);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      m.spouseRepeated(2, header.spouses, '3'),
      m.unknownMarriageEnd(5, header.spouses, 'كذا'),
    ]);
    const gender = new Map([
      ['1', 'male'],
      ['2', 'female'],
      ['3', 'female'],
      ['4', null],
    ] as const);
    const said: string[] = [];
    const marriages = marriagesFromMentions(mentions, gender, header.spouses, (message) =>
      said.push(message),
    );
    expect(
      marriages.map(({ husbandKey, wifeKey, order, ended }) => [husbandKey, wifeKey, order, ended]),
    ).toEqual([
      ['1', '3', 1, null],
      ['1', '2', 2, 'divorced'],
      ['4', '3', 1, null],
    ]);
    expect(said).toEqual([m.marriageEndDiffers(3, header.spouses, '1', 2)]);
  });

  it('skips a marriage between two of one gender, with a warning', () => {
    const mentions = new Map([['1\u00002', [{ from: '1', to: '2', position: 0, ended: null, line: 2 }]]]);
    const said: string[] = [];
    const gender = new Map([
      ['1', 'male'],
      ['2', 'male'],
    ] as const);
    expect(marriagesFromMentions(mentions, gender, header.spouses, (message) => said.push(message))).toEqual(
      [],
    );
    expect(said).toEqual([m.spouseSameGender(2, header.spouses, '2')]);
  });
});
