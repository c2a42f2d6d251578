import { describe, expect, it } from 'vitest';
import { importMessages as m } from '#shared/messages/import.ts';
import type { FamilyData, ImportedMarriage, ImportedPerson } from './family-data';
import {
  gendersOf,
  generationsOf,
  parentLinks,
  parentsFirst,
  planImport,
  planMarriages,
} from './plan-import';

const person = (key: string, birth: string, death: string, line: number): ImportedPerson => ({
  key,
  name: `فرد ${key}`,
  namePrefix: '',
  nameSuffix: '',
  surname: '',
  gender: 'male',
  birth,
  death,
  birthPlace: '',
  deathPlace: '',
  role: '',
  events: [],
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
          place: '',
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

describe('planImport’s steps', () => {
  const at = (key: string, overrides: Partial<ImportedPerson> = {}) => ({
    ...person(key, '', '', Number(key) + 1),
    gender: null,
    ...overrides,
  });
  const byKey = (...people: ImportedPerson[]) => new Map(people.map((p) => [p.key, p]));

  it('gendersOf infers a missing gender from being a father or a mother', () => {
    const people = byKey(
      at('1'),
      at('2'),
      at('3', { fatherKey: '1', motherKey: '2' }),
      at('4', { gender: 'male' }),
    );
    expect([...gendersOf(people)]).toEqual([
      ['1', 'male'],
      ['2', 'female'],
      ['3', null],
      ['4', 'male'],
    ]);
  });

  it('parentLinks drops a link to no one, to oneself, or to a parent of the other gender', () => {
    const people = byKey(
      at('1', { gender: 'female' }),
      at('2', { fatherKey: '1', motherKey: '9' }),
      at('3', { fatherKey: '3', motherKey: '1' }),
    );
    const said: string[] = [];
    const links = parentLinks(people, gendersOf(people), (message) => said.push(message));
    expect([...links.father]).toEqual([
      ['1', null],
      ['2', null],
      ['3', null],
    ]);
    expect(links.mother.get('3')).toBe('1');
    expect(said).toEqual([m.fatherNotMale('فرد 2', 'فرد 1')]);
  });

  it('parentsFirst puts parents before children and breaks a loop at the link that closes it', () => {
    const people = byKey(
      at('1', { fatherKey: '2' }),
      at('2', { fatherKey: '1' }),
      at('3', { fatherKey: '1' }),
    );
    const links = {
      father: new Map([
        ['1', '2'],
        ['2', '1'],
        ['3', '1'],
      ]),
      mother: new Map<string, string | null>(),
    };
    const said: string[] = [];
    expect(parentsFirst(people, links, (message) => said.push(message))).toEqual(['2', '1', '3']);
    expect(links.father.get('2')).toBeNull();
    expect(said).toEqual([m.cycle('فرد 2')]);
  });

  it('planMarriages takes each couple once, never between one gender or ancestor and descendant', () => {
    const people = byKey(
      at('1', { gender: 'female' }),
      at('2'),
      at('3'),
      at('4', { gender: 'female' }),
      at('5', { gender: 'female' }),
    );
    const gender = gendersOf(people);
    const links = { father: new Map([['3', '2']]), mother: new Map<string, string | null>() };
    const said: string[] = [];
    const marriage = (husbandKey: string, wifeKey: string, order: number): ImportedMarriage => ({
      husbandKey, wifeKey, order, ended: null, married: '', endedOn: '', place: '', source: { line: 10 },
    }); // prettier-ignore
    const planned = planMarriages(
      [
        marriage('1', '2', 5),
        marriage('2', '1', 1),
        marriage('1', '4', 1),
        marriage('2', '3', 1),
        marriage('2', '5', 2),
      ],
      people,
      gender,
      links,
      (message) => said.push(message),
    );
    expect(planned.map(({ husbandKey, wifeKey, order }) => [husbandKey, wifeKey, order])).toEqual([
      ['2', '1', 2],
      ['2', '5', 1],
    ]);
    expect(gender.get('2')).toBe('male');
    expect(said).toEqual([
      m.marriageRepeated('فرد 2', 'فرد 1'),
      m.marriageSameGender('فرد 1', 'فرد 4'),
      m.marriageRelatives('فرد 2', 'فرد 3'),
    ]);
  });

  it('generationsOf counts down the links, and a spouse who married in takes the other’s', () => {
    const links = {
      father: new Map([
        ['2', '1'],
        ['3', '2'],
        ['6', '5'],
      ]),
      mother: new Map<string, string | null>(),
    };
    const marriage = (husbandKey: string, wifeKey: string) => ({
      husbandKey, wifeKey, order: 1, ended: null, married: '', endedOn: '', place: '',
    }); // prettier-ignore
    // 4 married in; 6, a daughter of the line, keeps her own generation below her father.
    const generations = generationsOf(
      ['1', '2', '3', '4', '5', '6'],
      [marriage('3', '4'), marriage('3', '6')],
      links,
    );
    expect([...generations]).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 3],
      ['4', 3],
      ['5', 1],
      ['6', 2],
    ]);
  });
});
