import { describe, expect, it } from 'vitest';
import { importMessages as m } from '../../shared/messages/import';
import type { FamilyData, ImportedPerson } from './family-data';
import { planImport } from './plan-import';

const person = (key: string, birth: string, death: string, line: number): ImportedPerson => ({
  key,
  name: `فرد ${key}`,
  namePrefix: '',
  nameSuffix: '',
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

describe('planImport: dates it cannot read whole', () => {
  it('warns once per text of a phrase, a date read in part and a text with no year, in every date field', () => {
    const data: FamilyData = {
      people: [
        person('1', '(died young)', '', 2),
        person('2', '(died young)', '', 3),
        person('3', '40 MAR 1921', '12 MAR', 4),
        person('4', 'غير معروف', '(killed in the storm, 1921)', 5),
      ],
      marriages: [
        {
          husbandKey: '1',
          wifeKey: '3',
          order: 1,
          ended: 'divorced',
          married: 'in the spring',
          endedOn: 'BET MAR AND JUN 1885',
          source: { line: 9 },
        },
      ],
      warnings: [],
      skipped: 0,
    };
    data.people[2]!.gender = 'female';
    const { fields } = m;
    expect(planImport(data).warnings).toEqual([
      // A death field without a year is the living rule's to warn of.
      { message: m.deathUnclear('12 MAR'), line: 4 },
      { message: m.datePhrase(fields.birth, 'died young'), line: 2, count: 2 },
      { message: m.datePartlyRead(fields.birth, '40 MAR 1921', 'مارس 1921م'), line: 4 },
      { message: m.dateNotRead(fields.birth, 'غير معروف'), line: 5 },
      { message: m.datePhrase(fields.death, 'killed in the storm, 1921'), line: 5 },
      { message: m.dateNotRead(fields.married, 'in the spring'), line: 9 },
      { message: m.datePartlyRead(fields.endedOn, 'BET MAR AND JUN 1885', 'بين 1885 ويونيو 1885م'), line: 9 },
    ]);
  });

  it('leaves a death field that is no date to the living rule, and says nothing of dates read whole', () => {
    const warnings = warningsFor([
      person('1', '@#DJULIAN@ 1 JAN 1700', 'حي', 2),
      person('2', '27 OCT 1699/00', 'متوفى', 3),
      person('3', 'INT 1995 (from estimated age)', 'FROM 1900 TO 1905', 4),
      person('4', '@#DHEBREW@ 1 TSH 5610', '5 MAY 0005 B.C.', 5),
    ]);
    expect(warnings).toEqual([{ message: m.deathSaysAlive('حي'), line: 2 }]);
  });
});
