import { describe, expect, it } from 'vitest';
import { importMessages as m } from '../../shared/messages/import';
import type { FamilyData, ImportedPerson } from './family-data';
import { planImport } from './plan-import';

const person = (key: string, birth: string, death: string, line: number): ImportedPerson => ({
  key,
  name: `فرد ${key}`,
  surname: '',
  gender: 'male',
  birth,
  death,
  role: '',
  bio: '',
  visibility: 'auto',
  fatherKey: null,
  motherKey: null,
  source: { line },
});

const warningsFor = (people: ImportedPerson[]) => {
  const data: FamilyData = { people, marriages: [], warnings: [], skipped: 0 };
  return planImport(data).warnings;
};

describe('planImport: the living rule’s warnings (decision 015)', () => {
  it('warns once per death text that says alive, is a placeholder, or is not understood', () => {
    const warnings = warningsFor([
      person('1', '1995', 'حي', 2),
      person('2', '1996', 'حي', 3),
      person('3', '1997', 'على قيد الحياة', 4),
      person('4', '1998', '-', 5),
      person('5', '1999', '?', 6),
      person('6', '2000', 'كبير في السن', 7),
    ]);
    expect(warnings).toEqual([
      { message: m.deathSaysAlive('حي'), line: 2, count: 2 },
      { message: m.deathSaysAlive('على قيد الحياة'), line: 4 },
      { message: m.deathPlaceholder('-'), line: 5 },
      { message: m.deathPlaceholder('?'), line: 6 },
      { message: m.deathUnclear('كبير في السن'), line: 7 },
    ]);
  });

  it('says how a bare Hijri year and a two-digit year are read', () => {
    const warnings = warningsFor([
      person('1', '1415', '', 2),
      person('2', '95', '', 3),
      person('3', '1415هـ', '', 4),
    ]);
    expect(warnings).toEqual([
      { message: m.birthHijri('1415', 1994), line: 2 },
      { message: m.birthTwoDigits('95'), line: 3 },
    ]);
  });

  it('says nothing of dates and words of death, or of empty fields', () => {
    const warnings = warningsFor([
      person('1', '1900', '1970', 2),
      person('2', 'ABT 1850', 'متوفى', 3),
      person('3', '', 'رحمه الله', 4),
      person('4', '1415م', '', 5),
      person('5', '1990', '', 6),
    ]);
    expect(warnings).toEqual([]);
  });
});
