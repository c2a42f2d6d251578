import { stringify } from 'csv-stringify/sync';
import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import { recordsDeath } from '#shared/family-tree/living.ts';
import type { ImportedMarriage, ImportedPerson } from '../family-data';
import { periodOfText, periodText, readFactItem, writeFactItem } from './family-csv-facts';

/** The spreadsheet's columns in the order the export writes them (docs/import-formats.md). */
export const FAMILY_CSV_COLUMNS = [
  'id',
  'name',
  'gender',
  'father',
  'mother',
  'spouses',
  'birth',
  'death',
  'role',
  'bio',
  'surname',
  'namePrefix',
  'nameSuffix',
  'visibility',
  'birthPlace',
  'deathPlace',
  'burial',
  'burialPlace',
  'occupations',
  'titles',
  'residences',
  'marriages',
] as const;
export type FamilyCsvColumn = (typeof FAMILY_CSV_COLUMNS)[number];

/** The separator written between spouses: the Arabic comma reads naturally and needs no quoting. */
export const SPOUSE_SEPARATOR = '، ';

/** Between occupations, titles or residences: «؛», since a place's own parts are separated by «،». */
export const LIST_SEPARATOR = '؛ ';

/** A place as the sheet shows it: its parts separated by the Arabic comma. */
const sheetPlace = (place: string) => place.split(/\s*[,،]\s*/).join('، ');

/**
 * The columns a person's events fill (decisions 056, 062), each item with its date and place
 * (family-csv-facts.ts); what else the events hold (christenings, other events, a residence's
 * address) travels in GEDCOM.
 */
function lifeCells(person: ImportedPerson) {
  const values = (kind: string) =>
    person.events
      .filter((event) => event.kind === kind && event.value !== '')
      .map((event) => writeFactItem({ text: event.value, date: event.date, place: sheetPlace(event.place) }))
      .join(LIST_SEPARATOR);
  const burial = person.events.find((event) => event.kind === 'burial');
  return {
    birthPlace: sheetPlace(person.birthPlace),
    deathPlace: sheetPlace(person.deathPlace),
    burial: burial?.date ?? '',
    burialPlace: sheetPlace(burial?.place ?? ''),
    occupations: values('occupation'),
    titles: values('title'),
    residences: person.events
      .filter((event) => event.kind === 'residence' && event.place !== '')
      .map((event) =>
        writeFactItem({
          text: sheetPlace(event.place),
          date: periodText(event.date, event.endDate),
          place: '',
        }),
      )
      .join(LIST_SEPARATOR),
  };
}

// A cell Excel or LibreOffice would run as a formula (OWASP "CSV injection"). Cells that already
// start with the guard before such a character get one more, so the reader's single strip gives
// back exactly what was written.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_FORMULA_START = /^'+[=+\-@\t\r]/;

export function guardAgainstFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The inverse of guardAgainstFormula, applied by the reader to every cell. */
export function removeFormulaGuard(cell: string): string {
  return GUARDED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

type Family = { people: readonly ImportedPerson[]; marriages: readonly ImportedMarriage[] };

/**
 * The family as a spreadsheet Excel opens with its Arabic intact: UTF-8 with a BOM, CRLF rows,
 * the Arabic headers. Each person's spouses are listed on their row and on the spouse's, so the
 * file reads either way; `readFamilyCsv` merges the two mentions back into one marriage.
 */
export function writeFamilyCsv(data: Family): Uint8Array {
  const people = new Map(data.people.map((person) => [person.key, person]));
  const spousesCells = spousesCellsOf(data, people);
  const marriageCells = marriageCellsOf(data, people);
  const known = (key: string | null) => (key !== null && people.has(key) ? key : '');
  const rows = data.people.map((person) => {
    const cells: Record<FamilyCsvColumn, string> = {
      id: person.key,
      name: person.name,
      gender: person.gender === null ? '' : m.gender[person.gender],
      father: known(person.fatherKey),
      mother: known(person.motherKey),
      spouses: spousesCells.get(person.key) ?? '',
      birth: person.birth,
      death: person.death,
      role: person.role,
      bio: person.bio,
      surname: person.surname,
      namePrefix: person.namePrefix,
      nameSuffix: person.nameSuffix,
      visibility: person.visibility === 'auto' ? '' : m.visibility[person.visibility],
      ...lifeCells(person),
      marriages: marriageCells.get(person.key) ?? '',
    };
    return FAMILY_CSV_COLUMNS.map((column) => guardAgainstFormula(cells[column]));
  });
  const text = stringify([FAMILY_CSV_COLUMNS.map((column) => m.headers[column]), ...rows], {
    record_delimiter: '\r\n',
    // csv-stringify quotes a cell holding its record delimiter, not a lone LF or CR; a bio's line
    // breaks must stay inside their cell.
    quoted_match: /[\r\n]/,
  });
  return new TextEncoder().encode(`\uFEFF${text}`);
}

/**
 * Each husband's marriages with a date or a place, in his order, on his row: «2 (1938 في الكويت)».
 * Written once, on the row whose spouses cell the marriage's order comes from.
 */
function marriageCellsOf(data: Family, people: ReadonlyMap<string, ImportedPerson>): Map<string, string> {
  const cells = new Map<string, string[]>();
  const inOrder = [...data.marriages].sort((a, b) => a.order - b.order);
  for (const marriage of inOrder) {
    if (!people.has(marriage.husbandKey) || !people.has(marriage.wifeKey)) continue;
    if (marriage.husbandKey === marriage.wifeKey) continue;
    if (marriage.married.trim() === '' && marriage.place.trim() === '') continue;
    const item = writeFactItem({
      text: marriage.wifeKey,
      date: marriage.married,
      place: sheetPlace(marriage.place),
    });
    cells.set(marriage.husbandKey, [...(cells.get(marriage.husbandKey) ?? []), item]);
  }
  return new Map([...cells].map(([key, items]) => [key, items.join(LIST_SEPARATOR)]));
}

/** The headers and three example rows (a father, his wife, their son) for the admin to download. */
export function familyCsvTemplate(): Uint8Array {
  const t = m.template;
  const person = (
    key: string,
    example: {
      name: string;
      birth: string;
      death?: string;
      role?: string;
      bio: string;
      birthPlace?: string;
      burialPlace?: string;
      occupations?: string;
      residences?: string;
    },
    gender: 'male' | 'female',
    fatherKey: string | null = null,
    motherKey: string | null = null,
  ): ImportedPerson => ({
    key,
    name: example.name,
    namePrefix: '',
    nameSuffix: '',
    surname: '',
    gender,
    birth: example.birth,
    death: example.death ?? '',
    birthPlace: example.birthPlace ?? '',
    deathPlace: '',
    role: example.role ?? '',
    events: [
      ...(example.occupations ?? '')
        .split('؛')
        .filter((value) => value.trim() !== '')
        .map((value) => {
          const { text, date, place } = readFactItem(value);
          return { kind: 'occupation' as const, date, endDate: '', place, value: text };
        }),
      ...(example.residences ?? '')
        .split('؛')
        .filter((place) => place.trim() !== '')
        .map((item) => {
          const { text, date } = readFactItem(item);
          return { kind: 'residence' as const, ...periodOfText(date), place: text, value: '' };
        }),
      ...(example.burialPlace
        ? [
            {
              kind: 'burial' as const,
              date: example.death ?? '',
              endDate: '',
              place: example.burialPlace,
              value: '',
            },
          ]
        : []),
    ],
    bio: example.bio,
    visibility: 'auto',
    fatherKey,
    motherKey,
    source: { line: 0 },
  });
  return writeFamilyCsv({
    people: [
      person('1', t.father, 'male'),
      person('2', t.mother, 'female'),
      person('3', t.son, 'male', '1', '2'),
    ],
    marriages: [
      {
        husbandKey: '1',
        wifeKey: '2',
        order: 1,
        ended: 'widowed',
        married: t.marriage.married,
        endedOn: '',
        place: t.marriage.place,
        source: { line: 0 },
      },
    ],
  });
}

/**
 * Each person's spouses cell: a man's wives in his order, a woman's husbands with the ended
 * marriages first (she has one husband at a time, so the lasting marriage is the latest).
 */
function spousesCellsOf(data: Family, people: ReadonlyMap<string, ImportedPerson>): Map<string, string> {
  const marriages = data.marriages.filter(
    (marriage) =>
      people.has(marriage.husbandKey) &&
      people.has(marriage.wifeKey) &&
      marriage.husbandKey !== marriage.wifeKey,
  );
  const wivesOf = new Map<string, ImportedMarriage[]>();
  const husbandsOf = new Map<string, ImportedMarriage[]>();
  const add = (map: Map<string, ImportedMarriage[]>, key: string, marriage: ImportedMarriage) =>
    map.set(key, [...(map.get(key) ?? []), marriage]);
  for (const marriage of marriages) {
    add(wivesOf, marriage.husbandKey, marriage);
    add(husbandsOf, marriage.wifeKey, marriage);
  }

  // A death the living rule reads (decision 015): «حي» in the field is not one.
  const hasDied = (key: string) => recordsDeath(people.get(key)?.death ?? '');
  // A widowed marriage does not say who died; the file often does.
  const whoDied = (marriage: ImportedMarriage): 'husband' | 'wife' | null => {
    const sheRemarried = (husbandsOf.get(marriage.wifeKey) ?? []).some(
      (other) => other !== marriage && other.ended === null,
    );
    if (sheRemarried) return 'husband';
    const [husbandDied, wifeDied] = [hasDied(marriage.husbandKey), hasDied(marriage.wifeKey)];
    if (husbandDied !== wifeDied) return husbandDied ? 'husband' : 'wife';
    return null;
  };
  const endWord = (marriage: ImportedMarriage, spouse: 'husband' | 'wife'): string => {
    const words = m.marriageEnd[spouse];
    if (marriage.ended === 'divorced') return words.divorced;
    if (marriage.ended !== 'widowed') return '';
    const died = whoDied(marriage);
    if (died === null) return m.marriageEnd.endedByDeath;
    return died === spouse ? words.died : words.widowed;
  };
  const cell = (list: readonly ImportedMarriage[], spouse: 'husband' | 'wife') =>
    list
      .map((marriage) => {
        const key = spouse === 'wife' ? marriage.wifeKey : marriage.husbandKey;
        const word = endWord(marriage, spouse);
        return word === '' ? key : `${key} (${word})`;
      })
      .join(SPOUSE_SEPARATOR);

  // The reader takes the husband from the genders; when neither is written, from the row that
  // lists the marriage first. Listing such a marriage on the husband's row only keeps it his.
  const genderSays = (marriage: ImportedMarriage) =>
    people.get(marriage.husbandKey)?.gender === 'male' || people.get(marriage.wifeKey)?.gender === 'female';

  const cells = new Map<string, string>();
  for (const [husband, list] of wivesOf) {
    cells.set(
      husband,
      cell(
        [...list].sort((a, b) => a.order - b.order),
        'wife',
      ),
    );
  }
  for (const [wife, list] of husbandsOf) {
    const shown = list.filter(genderSays);
    const ordered = [...shown.filter((x) => x.ended !== null), ...shown.filter((x) => x.ended === null)];
    if (ordered.length > 0) cells.set(wife, cell(ordered, 'husband'));
  }
  return cells;
}
