import type { MemberVisibility } from '#shared/schemas/family-member.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import {
  UnreadableFileError,
  type ImportedEvent,
  type ImportedPerson,
  type ImportWarning,
} from '../family-data';
import { periodOfText, readFactItem } from './family-csv-facts';
import type { FamilyCsvColumn } from './write-family-csv';

/**
 * For matching what people type: no diacritics, tatweel or direction marks, one alef, ى as ي,
 * ة as ه, no spaces or punctuation, lower case. «المعرّف», «المعرف» and «ID» then match.
 */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\s_\-.:()]+/g, '')
    .toLowerCase();
}

/** Ids as written, but with Arabic-Indic digits and invisible direction marks made plain. */
export function normaliseKey(text: string): string {
  return text
    .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .trim();
}

/** Values by the words that mean them, matched loosely (normaliseWord). */
export const wordTable = <T>(entries: [T, readonly string[]][]) =>
  new Map(entries.flatMap(([value, words]) => words.map((word) => [normaliseWord(word), value] as const)));

/**
 * Puts a cell into the person; the warning when the cell says something the reader does not know
 * (the row is still taken, without it), else null.
 */
export type CellReader = (
  person: ImportedPerson,
  written: string,
  at: { line: number; header: string },
) => string | null;

type TextField = 'name' | 'surname' | 'namePrefix' | 'nameSuffix' | 'birth' | 'death' | 'role' | 'bio';

/** Copied as written. */
const text =
  (field: TextField): CellReader =>
  (person, written) => {
    person[field] = written;
    return null;
  };

/** Several values in one cell: occupations, titles or residences separated by «؛», `;` or a line break. */
export const listOf = (written: string) =>
  written
    .split(/[؛;\r\n]+/)
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => item !== '');

const event = (kind: MemberEventKind, fields: Partial<ImportedEvent>): ImportedEvent => ({
  kind,
  date: '',
  endDate: '',
  place: '',
  value: '',
  ...fields,
});

/** A place of the birth or the death, as written. */
const placeOf =
  (field: 'birthPlace' | 'deathPlace'): CellReader =>
  (person, written) => {
    person[field] = written;
    return null;
  };

/**
 * One event per item of the cell (family-csv-facts.ts): an occupation or a title by its text, with
 * its date and place; a residence by its place, with its period.
 */
const eventsOf =
  (kind: 'occupation' | 'title' | 'residence'): CellReader =>
  (person, written) => {
    for (const item of listOf(written)) {
      const { text, date, place } = readFactItem(item);
      person.events.push(
        event(
          kind,
          kind === 'residence' ? { place: text, ...periodOfText(date) } : { value: text, date, place },
        ),
      );
    }
    return null;
  };

/** The burial's date or place: both columns fill the person's one burial. */
const burialPart =
  (part: 'date' | 'place'): CellReader =>
  (person, written) => {
    if (written === '') return null;
    let burial = person.events.find((found) => found.kind === 'burial');
    if (!burial) person.events.push((burial = event('burial', {})));
    burial[part] = written;
    return null;
  };

/** One of a few words; `empty` for an empty cell and for a word the reader does not know (warned). */
function choice<F extends 'gender' | 'visibility'>(
  field: F,
  words: [ImportedPerson[F], readonly string[]][],
  empty: ImportedPerson[F],
  unknown: (line: number, header: string, written: string) => string,
): CellReader {
  const table = wordTable(words);
  return (person, written, { line, header }) => {
    const value = written === '' ? empty : table.get(normaliseWord(written));
    person[field] = value ?? empty;
    return value === undefined ? unknown(line, header, written) : null;
  };
}

/** A parent column: the id of another row, whose recorded gender must not contradict it. */
export interface ParentColumn {
  field: 'fatherKey' | 'motherKey';
  gender: 'male' | 'female';
  /** The warning for a parent recorded with the other gender; the link is then left out. */
  wrongGender: (line: number, header: string, id: string, parentLine: number) => string;
}

export interface ColumnSpec {
  /** Headers people write instead of the documented one (the messages' headers), matched loosely. */
  aliases: readonly string[];
  /** A row whose cell is empty is refused. */
  required?: boolean;
  /** A detail of the person, read from the row alone. */
  detail?: CellReader;
  parent?: ParentColumn;
}

/**
 * Every column the reader knows, in the order the export writes them. `id` and `spouses` are
 * links read once every row's id is known; `father` and `mother` too, by the rule given here.
 */
export const COLUMNS: Record<FamilyCsvColumn, ColumnSpec> = {
  id: { aliases: ['معرف', 'الرقم', 'رقم', 'id', 'key'], required: true },
  name: { aliases: ['اسم', 'الاسم الكامل', 'name', 'full name'], required: true, detail: text('name') },
  gender: {
    aliases: ['جنس', 'gender', 'sex'],
    detail: choice(
      'gender',
      [
        ['male', [m.gender.male, 'ذ', 'male', 'm']],
        ['female', [m.gender.female, 'انثى', 'أ', 'female', 'f']],
      ],
      null,
      m.unknownGender,
    ),
  },
  father: {
    aliases: ['اب', 'معرف الاب', 'رقم الاب', 'father', 'father id'],
    parent: { field: 'fatherKey', gender: 'male', wrongGender: m.fatherIsFemale },
  },
  mother: {
    aliases: ['ام', 'معرف الام', 'رقم الام', 'mother', 'mother id'],
    parent: { field: 'motherKey', gender: 'female', wrongGender: m.motherIsMale },
  },
  spouses: { aliases: ['الزوج', 'الزوجة', 'الزوجات', 'الازواج والزوجات', 'spouses', 'spouse'] },
  birth: { aliases: ['تاريخ الميلاد', 'الولادة', 'birth', 'born', 'birth date'], detail: text('birth') },
  death: { aliases: ['تاريخ الوفاة', 'death', 'died', 'death date'], detail: text('death') },
  role: { aliases: ['الصفة', 'role'], detail: text('role') },
  bio: { aliases: ['نبذة', 'السيرة', 'bio', 'biography', 'notes'], detail: text('bio') },
  surname: { aliases: ['العائلة', 'surname', 'family name', 'last name'], detail: text('surname') },
  namePrefix: { aliases: ['سابقه', 'name prefix', 'prefix', 'title'], detail: text('namePrefix') },
  nameSuffix: { aliases: ['لاحقه', 'name suffix', 'suffix'], detail: text('nameSuffix') },
  visibility: {
    aliases: ['الظهور', 'الخصوصية', 'visibility', 'privacy'],
    detail: choice<'visibility'>(
      'visibility',
      [
        ['auto', [m.visibility.auto, 'تلقائي', 'auto']],
        ['public', [m.visibility.public, 'عام', 'ظاهر', 'public']],
        ['limited', [m.visibility.limited, 'الاسم والقرابة فقط', 'محدود', 'محجوب جزئيا', 'limited']],
        ['hidden', [m.visibility.hidden, 'hidden']],
      ] satisfies [MemberVisibility, string[]][],
      'auto',
      m.unknownVisibility,
    ),
  },
  birthPlace: { aliases: ['مكان الولادة', 'birth place', 'birthplace'], detail: placeOf('birthPlace') },
  deathPlace: { aliases: ['death place'], detail: placeOf('deathPlace') },
  burial: { aliases: ['تاريخ الدفن', 'burial', 'buried'], detail: burialPart('date') },
  burialPlace: { aliases: ['المدفن', 'burial place', 'cemetery', 'المقبرة'], detail: burialPart('place') },
  occupations: { aliases: ['المهنة', 'occupation', 'occupations'], detail: eventsOf('occupation') },
  titles: { aliases: ['اللقب', 'titles'], detail: eventsOf('title') },
  residences: { aliases: ['السكن', 'مكان السكن', 'residence', 'residences'], detail: eventsOf('residence') },
  // Read with the links, once the marriages are known (readMarriageDetails).
  marriages: { aliases: ['الزيجات', 'تفاصيل الزواج', 'marriages', 'marriage'] },
};

const columnNames = Object.keys(COLUMNS) as FamilyCsvColumn[];

// The documented headers come from the messages; the aliases are what people write instead.
const HEADER_WORDS = wordTable<FamilyCsvColumn>(
  columnNames.map((column) => [column, [m.headers[column], ...COLUMNS[column].aliases]]),
);

/** Where each column is in the file, and how its header is written. */
export interface Columns {
  index: Partial<Record<FamilyCsvColumn, number>>;
  /** Each column's header as the file writes it (what the admin sees in Excel), for messages. */
  header: Record<FamilyCsvColumn, string>;
}

/**
 * The file's columns by their headers. Throws UnreadableFileError when a required column is
 * missing; warns of columns it does not know and of one written twice (the first is read).
 */
export function matchColumns(headerRecord: readonly string[], warnings: ImportWarning[]): Columns {
  const index: Columns['index'] = {};
  const header = { ...m.headers } as Record<FamilyCsvColumn, string>;
  const unknown: string[] = [];
  headerRecord.forEach((raw, at) => {
    const written = raw.trim();
    if (written === '') return;
    const column = HEADER_WORDS.get(normaliseWord(written));
    if (column === undefined) {
      unknown.push(written);
    } else if (index[column] !== undefined) {
      warnings.push({ message: m.repeatedColumn(written), column: written });
    } else {
      index[column] = at;
      header[column] = written;
    }
  });
  const missing = columnNames.filter((column) => COLUMNS[column].required && index[column] === undefined);
  if (missing.length > 0) throw new UnreadableFileError(m.missingColumns(missing.map((c) => m.headers[c])));
  if (unknown.length > 0) warnings.push({ message: m.extraColumns(unknown) });
  return { index, header };
}

export const MARRIAGE_END_WORDS = wordTable<'divorced' | 'widowed'>([
  ['divorced', [m.marriageEnd.wife.divorced, m.marriageEnd.husband.divorced, 'طلاق', 'divorced']],
  [
    'widowed',
    [
      m.marriageEnd.wife.widowed,
      m.marriageEnd.husband.widowed,
      m.marriageEnd.wife.died,
      m.marriageEnd.husband.died,
      m.marriageEnd.endedByDeath,
      'متوفية',
      'توفي',
      'توفيت',
      'وفاة',
      'widowed',
      'deceased',
    ],
  ],
]);

export type SpouseItem = { kind: 'spouse'; id: string; end: string } | { kind: 'unreadable'; text: string };

// «12، 15 (مطلقة)»: ids separated by a comma (Arabic or Latin), semicolon or bar, each optionally
// followed by how the marriage ended, in parentheses. A missing closing parenthesis is forgiven.
const SPOUSE_SEPARATORS = /[،,;؛|]/;
const SPOUSE_ITEM = /^([^()]+?)\s*(?:\(([^()]*)\)?)?$/;

export function readSpousesCell(cell: string): SpouseItem[] {
  return cell
    .split(SPOUSE_SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item): SpouseItem => {
      const match = SPOUSE_ITEM.exec(item);
      return match
        ? { kind: 'spouse', id: match[1]!, end: (match[2] ?? '').trim() }
        : { kind: 'unreadable', text: item };
    });
}
