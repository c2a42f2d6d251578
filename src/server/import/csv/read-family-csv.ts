import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MemberVisibility } from '../../../shared/schemas/family-member';
import { CsvError, Parser } from 'csv-parse';
import { importCsvMessages as m } from '../../../shared/messages/import-csv';
import {
  UnreadableFileError,
  type FamilyData,
  type ImportedGender,
  type ImportedMarriage,
  type ImportedPerson,
  type ImportWarning,
  type MarriageEnd,
} from '../family-data';
import { noReadLimits, piecesOf, tooManyPeople, type FileSource, type ReadLimits } from '../file-source';
import { removeFormulaGuard, type FamilyCsvColumn } from './write-family-csv';

const MAX_PROBLEMS_IN_MESSAGE = 10;

/** A row-level problem: where it is, and the Arabic sentence that says so (row and column included). */
export interface FamilyCsvProblem {
  message: string;
  line: number;
  column: string;
}

/**
 * The spreadsheet contradicts itself in a way only its author can settle (an id used twice, a
 * parent who is not in the file, a loop of parents): nothing is imported. `problems` lists every
 * one; the message carries the first few so a screen that shows only `message` is still useful.
 */
export class FamilyCsvError extends UnreadableFileError {
  constructor(readonly problems: FamilyCsvProblem[]) {
    super(FamilyCsvError.summarise(problems));
    this.name = 'FamilyCsvError';
  }

  private static summarise(problems: readonly FamilyCsvProblem[]): string {
    const shown = problems.slice(0, MAX_PROBLEMS_IN_MESSAGE).map((problem) => problem.message);
    const more = problems.length - shown.length;
    return [m.refused(problems.length), ...shown, ...(more > 0 ? [m.moreErrors(more)] : [])].join('\n');
  }
}

/**
 * Reads a family from a spreadsheet saved as CSV (docs/import-formats.md): one person per row,
 * father, mother and spouses named by the ids of other rows of the same file. Refuses the whole
 * file (FamilyCsvError) when a link cannot be resolved; takes a row without a doubtful detail,
 * with a warning naming its row and column, when the rest of the row stands.
 *
 * The file is decoded and parsed as its pieces arrive: a sheet with more rows than
 * `limits.maxPeople` is refused at the row that passes it, before the rest is read.
 */
export async function readFamilyCsv(
  source: FileSource,
  limits: ReadLimits = noReadLimits,
): Promise<FamilyData> {
  return familyFromRecords(await parseRecords(decodeText(source), limits));
}

function familyFromRecords(records: string[][]): FamilyData {
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) throw new UnreadableFileError(m.emptyFile);
  const warnings: ImportWarning[] = [];
  const columns = matchColumns(records[headerIndex]!, warnings);

  const problems: FamilyCsvProblem[] = [];
  const refuse = (message: string, line: number, column: FamilyCsvColumn) =>
    problems.push({ message, line, column: columns.header[column] });
  const warn = (message: string, line: number, column: FamilyCsvColumn) =>
    warnings.push({ message, line, column: columns.header[column] });

  // Excel numbers every line of the sheet, blank ones included, and the header is row 1.
  const rows: Row[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const cell = (column: FamilyCsvColumn) => {
      const at = columns.index[column];
      return at === undefined ? '' : removeFormulaGuard((record[at] ?? '').trim());
    };
    rows.push({ line: index + 1, cell });
  }

  // Ids first, so links can point forward as well as back.
  const byKey = new Map<string, Row & { key: string }>();
  const rowsByName = new Map<string, (Row & { key: string })[]>();
  const people: (Row & { key: string })[] = [];
  for (const row of rows) {
    const key = normaliseKey(row.cell('id'));
    const name = row.cell('name');
    if (key === '') refuse(m.missingId(row.line, columns.header.id), row.line, 'id');
    if (name === '') refuse(m.missingName(row.line, columns.header.name), row.line, 'name');
    if (key === '') continue;
    const first = byKey.get(key);
    if (first) {
      refuse(m.duplicateId(row.line, columns.header.id, key, first.line), row.line, 'id');
      continue;
    }
    const keyed = { ...row, key };
    byKey.set(key, keyed);
    people.push(keyed);
    if (name === '') continue;
    const namesakes = rowsByName.get(name);
    if (namesakes) namesakes.push(keyed);
    else rowsByName.set(name, [keyed]);
  }

  /** The key a link cell names, or null (empty, or refused with a problem). */
  const resolve = (row: Row & { key: string }, column: FamilyCsvColumn, written: string): string | null => {
    const key = normaliseKey(written);
    if (key === '') return null;
    const header = columns.header[column];
    if (key === row.key) {
      refuse(m.selfReference(row.line, header, key), row.line, column);
      return null;
    }
    if (byKey.has(key)) return key;
    // An uncle may well type the father's name where his id belongs; say which id he meant.
    const named = rowsByName.get(written.trim());
    refuse(
      named?.length === 1
        ? m.unknownIdIsName(row.line, header, written.trim(), named[0]!.line, named[0]!.key)
        : m.unknownId(row.line, header, key),
      row.line,
      column,
    );
    return null;
  };

  const genderOf = new Map<string, ImportedGender>();
  for (const row of people) {
    const written = row.cell('gender');
    const gender = readGender(written);
    if (gender === undefined)
      warn(m.unknownGender(row.line, columns.header.gender, written), row.line, 'gender');
    genderOf.set(row.key, gender ?? null);
  }

  const visibilityOf = new Map<string, MemberVisibility>();
  for (const row of people) {
    const written = row.cell('visibility');
    const visibility = readVisibility(written);
    if (visibility === undefined)
      warn(m.unknownVisibility(row.line, columns.header.visibility, written), row.line, 'visibility');
    visibilityOf.set(row.key, visibility ?? 'auto');
  }

  const fatherOf = new Map<string, string | null>();
  const motherOf = new Map<string, string | null>();
  for (const row of people) {
    let father = resolve(row, 'father', row.cell('father'));
    let mother = resolve(row, 'mother', row.cell('mother'));
    if (father !== null && genderOf.get(father) === 'female') {
      warn(
        m.fatherIsFemale(row.line, columns.header.father, father, byKey.get(father)!.line),
        row.line,
        'father',
      );
      father = null;
    }
    if (mother !== null && genderOf.get(mother) === 'male') {
      warn(
        m.motherIsMale(row.line, columns.header.mother, mother, byKey.get(mother)!.line),
        row.line,
        'mother',
      );
      mother = null;
    }
    fatherOf.set(row.key, father);
    motherOf.set(row.key, mother);
  }

  for (const loop of findParentLoops(people, fatherOf, motherOf)) {
    const line = byKey.get(loop.key)!.line;
    const rowsInLoop = loop.path.map((key) => byKey.get(key)!.line);
    refuse(m.cycle(line, columns.header[loop.column], rowsInLoop), line, loop.column);
  }

  // A gender the file leaves out may still follow from being someone's father or mother.
  const inferredGender = new Map(genderOf);
  for (const row of people) {
    const [father, mother] = [fatherOf.get(row.key), motherOf.get(row.key)];
    if (father && inferredGender.get(father) === null) inferredGender.set(father, 'male');
    if (mother && inferredGender.get(mother) === null) inferredGender.set(mother, 'female');
  }

  const mentions = new Map<string, SpouseMention[]>();
  for (const row of people) {
    const seen = new Set<string>();
    readSpousesCell(row.cell('spouses')).forEach((item, index) => {
      const header = columns.header.spouses;
      if (item.kind === 'unreadable') {
        refuse(m.badSpouse(row.line, header, item.text), row.line, 'spouses');
        return;
      }
      const spouse = resolve(row, 'spouses', item.id);
      if (spouse === null) return;
      if (seen.has(spouse)) {
        warn(m.spouseRepeated(row.line, header, spouse), row.line, 'spouses');
        return;
      }
      seen.add(spouse);
      let ended: MarriageEnd = null;
      if (item.end !== '') {
        const read = MARRIAGE_END_WORDS.get(normaliseWord(item.end));
        if (read === undefined) warn(m.unknownMarriageEnd(row.line, header, item.end), row.line, 'spouses');
        else ended = read;
      }
      const couple = [row.key, spouse].sort().join('\u0000');
      const mention = { from: row.key, to: spouse, position: index, ended, line: row.line };
      mentions.set(couple, [...(mentions.get(couple) ?? []), mention]);
    });
  }

  // Found column by column; the admin reads them down the sheet.
  const byRow = (a: { line?: number }, b: { line?: number }) => (a.line ?? 0) - (b.line ?? 0);
  if (problems.length > 0) throw new FamilyCsvError(problems.sort(byRow));

  const marriages = marriagesFromMentions(mentions, inferredGender, columns.header.spouses, (message, line) =>
    warn(message, line, 'spouses'),
  );
  marriages.sort((a, b) => a.source.line - b.source.line);
  warnings.sort(byRow);

  return {
    people: people.map((row): ImportedPerson => ({
      key: row.key,
      name: row.cell('name'),
      namePrefix: row.cell('namePrefix'),
      nameSuffix: row.cell('nameSuffix'),
      surname: row.cell('surname'),
      gender: genderOf.get(row.key) ?? null,
      birth: row.cell('birth'),
      death: row.cell('death'),
      role: row.cell('role'),
      bio: row.cell('bio'),
      visibility: visibilityOf.get(row.key) ?? 'auto',
      fatherKey: fatherOf.get(row.key) ?? null,
      motherKey: motherOf.get(row.key) ?? null,
      source: { line: row.line },
    })),
    marriages,
    warnings,
    skipped: 0,
  };
}

interface Row {
  /** The row number Excel shows (the header is row 1). */
  line: number;
  /** A cell by column: trimmed, its formula guard removed, '' when the file has no such column. */
  cell: (column: FamilyCsvColumn) => string;
}

/**
 * One marriage per couple, however many rows mention it: the husband by gender, its end from his
 * row first, its order the position in his list.
 */
function marriagesFromMentions(
  byCouple: ReadonlyMap<string, readonly SpouseMention[]>,
  gender: ReadonlyMap<string, ImportedGender>,
  header: string,
  warnSpouses: (message: string, line: number) => void,
): ImportedMarriage[] {
  const found: { marriage: ImportedMarriage; position: number }[] = [];
  for (const list of byCouple.values()) {
    const first = list[0]!;
    const [a, b] = [first.from, first.to];
    const [ga, gb] = [gender.get(a) ?? null, gender.get(b) ?? null];
    if (ga !== null && ga === gb) {
      warnSpouses(m.spouseSameGender(first.line, header, b), first.line);
      continue;
    }
    // The man is the husband; when neither gender is known, the row that lists the marriage first.
    const aIsHusband = ga === 'male' || gb === 'female' || (ga === null && gb === null);
    const [husbandKey, wifeKey] = aIsHusband ? [a, b] : [b, a];
    const byHusband = list.find((mention) => mention.from === husbandKey);
    const byWife = list.find((mention) => mention.from === wifeKey);
    if (byHusband?.ended && byWife?.ended && byHusband.ended !== byWife.ended) {
      warnSpouses(m.marriageEndDiffers(byWife.line, header, husbandKey, byHusband.line), byWife.line);
    }
    found.push({
      marriage: {
        husbandKey,
        wifeKey,
        order: 0,
        ended: byHusband?.ended ?? byWife?.ended ?? null,
        married: '',
        endedOn: '',
        source: { line: first.line },
      },
      // Listed only on the wife's row: after the wives his own row lists.
      position: byHusband ? byHusband.position : Number.MAX_SAFE_INTEGER,
    });
  }
  // The order is the position in the husband's list, renumbered 1, 2, 3… over what was taken.
  const ofHusband = new Map<string, typeof found>();
  for (const entry of found) {
    ofHusband.set(entry.marriage.husbandKey, [...(ofHusband.get(entry.marriage.husbandKey) ?? []), entry]);
  }
  for (const list of ofHusband.values()) {
    list
      .sort((x, y) => x.position - y.position || x.marriage.source.line - y.marriage.source.line)
      .forEach((entry, index) => (entry.marriage.order = index + 1));
  }
  return found.map((entry) => entry.marriage);
}

interface SpouseMention {
  from: string;
  to: string;
  /** The 0-based position in the cell. */
  position: number;
  ended: MarriageEnd;
  line: number;
}

// Bytes to text. Excel's "CSV UTF-8" writes a BOM, its "Unicode text" UTF-16LE with a BOM; a
// legacy "CSV" save uses the Windows code page, which is refused with the way to save it right
// rather than guessed at. The first four bytes tell which; the rest is decoded piece by piece.
async function* decodeText(source: FileSource): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let utf16 = false;
  let blank = true;
  const decode = (piece?: Uint8Array) => {
    let text: string;
    try {
      text = piece ? decoder!.decode(piece, { stream: true }) : decoder!.decode();
    } catch {
      throw new UnreadableFileError(utf16 ? m.binaryFile : m.notUtf8);
    }
    if (utf16 && text.includes('\u0000')) throw new UnreadableFileError(m.binaryFile);
    if (blank && text.trim() !== '') blank = false;
    return text;
  };
  for await (const piece of piecesOf(source, 4)) {
    if (!decoder) {
      const startsWith = (...prefix: number[]) => prefix.every((byte, index) => piece[index] === byte);
      utf16 = startsWith(0xff, 0xfe) || startsWith(0xfe, 0xff);
      // .xlsx is a zip, .xls an OLE compound file: the two spreadsheet files most often sent instead.
      if (!utf16 && (startsWith(0x50, 0x4b, 0x03, 0x04) || startsWith(0xd0, 0xcf, 0x11, 0xe0))) {
        throw new UnreadableFileError(m.excelWorkbook);
      }
      const encoding = !utf16 ? 'utf-8' : piece[0] === 0xff ? 'utf-16le' : 'utf-16be';
      decoder = new TextDecoder(encoding, { fatal: true });
    }
    if (!utf16 && piece.includes(0)) throw new UnreadableFileError(m.binaryFile);
    yield decode(piece);
  }
  if (decoder) yield decode();
  if (blank) throw new UnreadableFileError(m.emptyFile);
}

// Arabic Excel saves with the system's list separator, often `;` (or the Arabic `؛`); the header
// line, which holds no quoted commas in practice, tells which.
const DELIMITERS = [',', ';', '\t', '؛'] as const;
// Excel's own hint line, «sep=;», names the delimiter; Excel hides it, so the header stays row 1.
const SEPARATOR_HINT = /^sep=(.)\r?\n/i;
// The start of a file that may yet turn out to be the hint line.
const SEPARATOR_HINT_START = /^(?:s(?:e(?:p(?:=(?:.\r?)?)?)?)?)?$/i;

/** The delimiter and the hint line's length, once the text holds the whole first line (or all of the file). */
function readLayout(text: string, whole: boolean): { delimiter: string; hintLength: number } | null {
  const hint = SEPARATOR_HINT.exec(text);
  if (!hint && !whole && SEPARATOR_HINT_START.test(text)) return null;
  const body = hint ? text.slice(hint[0].length) : text;
  const lineEnd = body.search(/\r|\n/);
  if (lineEnd === -1 && !whole) return null;
  const firstLine = lineEnd === -1 ? body : body.slice(0, lineEnd);
  const count = (delimiter: string) => firstLine.split(delimiter).length - 1;
  const delimiter = hint?.[1] ?? DELIMITERS.reduce((best, next) => (count(next) > count(best) ? next : best));
  return { delimiter, hintLength: hint?.[0].length ?? 0 };
}

/** Every record of the file, blank ones included (their rows count as Excel counts them). */
async function parseRecords(texts: AsyncGenerator<string>, limits: ReadLimits): Promise<string[][]> {
  let head = '';
  let layout: ReturnType<typeof readLayout> = null;
  while (layout === null) {
    const next = await texts.next();
    head += next.done ? '' : next.value;
    layout = readLayout(head, next.done === true);
  }
  const { delimiter, hintLength } = layout;
  async function* body() {
    yield Buffer.from(head.slice(hintLength));
    for await (const text of texts) yield Buffer.from(text);
  }
  const records: string[][] = [];
  let people = -1; // the header is not a person
  try {
    await pipeline(
      Readable.from(body()),
      new Parser({
        delimiter,
        relax_column_count: true,
        // A stray quote inside an unquoted cell (12" screen, «quoted» words typed by hand) is text.
        relax_quotes: true,
        skip_empty_lines: false,
      }),
      async (parsed: AsyncIterable<string[]>) => {
        for await (const record of parsed) {
          records.push(record);
          if (!isBlank(record) && ++people > limits.maxPeople) throw tooManyPeople(limits);
        }
      },
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (typeof error.lines === 'number' ? error.lines : 1) + (hintLength > 0 ? 1 : 0);
    const quotes = error.code.includes('QUOTE');
    throw new UnreadableFileError(quotes ? m.badQuotes(line) : m.unparsable(line));
  }
  return records;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * For matching what people type: no diacritics, tatweel or direction marks, one alef, ى as ي,
 * ة as ه, no spaces or punctuation, lower case. «المعرّف», «المعرف» and «ID» then match.
 */
function normaliseWord(text: string): string {
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
function normaliseKey(text: string): string {
  return text
    .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .trim();
}

const wordTable = <T>(entries: [T, readonly string[]][]) =>
  new Map(entries.flatMap(([value, words]) => words.map((word) => [normaliseWord(word), value] as const)));

// The documented headers come from the messages; the rest are what people write instead.
const HEADER_WORDS = wordTable<FamilyCsvColumn>([
  ['id', [m.headers.id, 'معرف', 'الرقم', 'رقم', 'id', 'key']],
  ['name', [m.headers.name, 'اسم', 'الاسم الكامل', 'name', 'full name']],
  ['gender', [m.headers.gender, 'جنس', 'gender', 'sex']],
  ['father', [m.headers.father, 'اب', 'معرف الاب', 'رقم الاب', 'father', 'father id']],
  ['mother', [m.headers.mother, 'ام', 'معرف الام', 'رقم الام', 'mother', 'mother id']],
  ['spouses', [m.headers.spouses, 'الزوج', 'الزوجة', 'الزوجات', 'الازواج والزوجات', 'spouses', 'spouse']],
  ['birth', [m.headers.birth, 'تاريخ الميلاد', 'الولادة', 'birth', 'born', 'birth date']],
  ['death', [m.headers.death, 'تاريخ الوفاة', 'death', 'died', 'death date']],
  ['role', [m.headers.role, 'الصفة', 'المهنة', 'role', 'occupation']],
  ['bio', [m.headers.bio, 'نبذة', 'السيرة', 'bio', 'biography', 'notes']],
  ['surname', [m.headers.surname, 'العائلة', 'surname', 'family name', 'last name']],
  ['namePrefix', [m.headers.namePrefix, 'سابقه', 'name prefix', 'prefix', 'title']],
  ['nameSuffix', [m.headers.nameSuffix, 'لاحقه', 'name suffix', 'suffix']],
  ['visibility', [m.headers.visibility, 'الظهور', 'الخصوصية', 'visibility', 'privacy']],
]);

const GENDER_WORDS = wordTable<'male' | 'female'>([
  ['male', [m.gender.male, 'ذ', 'male', 'm']],
  ['female', [m.gender.female, 'انثى', 'أ', 'female', 'f']],
]);

const MARRIAGE_END_WORDS = wordTable<'divorced' | 'widowed'>([
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

/** undefined: a value that is not a gender (warned); null: the cell is empty. */
const VISIBILITY_WORDS = wordTable<MemberVisibility>([
  ['auto', [m.visibility.auto, 'تلقائي', 'auto']],
  ['public', [m.visibility.public, 'عام', 'ظاهر', 'public']],
  ['limited', [m.visibility.limited, 'الاسم والقرابة فقط', 'محدود', 'محجوب جزئيا', 'limited']],
  ['hidden', [m.visibility.hidden, 'hidden']],
]);

/** The cell's privacy choice; empty is the site's rules, undefined a word the reader does not know. */
function readVisibility(written: string): MemberVisibility | undefined {
  if (written === '') return 'auto';
  return VISIBILITY_WORDS.get(normaliseWord(written));
}

function readGender(written: string): ImportedGender | undefined {
  if (written === '') return null;
  return GENDER_WORDS.get(normaliseWord(written));
}

interface Columns {
  index: Partial<Record<FamilyCsvColumn, number>>;
  /** Each column's header as the file writes it (what the admin sees in Excel), for messages. */
  header: Record<FamilyCsvColumn, string>;
}

function matchColumns(headerRecord: readonly string[], warnings: ImportWarning[]): Columns {
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
  const missing = (['id', 'name'] as const).filter((column) => index[column] === undefined);
  if (missing.length > 0) throw new UnreadableFileError(m.missingColumns(missing.map((c) => m.headers[c])));
  if (unknown.length > 0) warnings.push({ message: m.extraColumns(unknown) });
  return { index, header };
}

type SpouseItem = { kind: 'spouse'; id: string; end: string } | { kind: 'unreadable'; text: string };

// «12، 15 (مطلقة)»: ids separated by a comma (Arabic or Latin), semicolon or bar, each optionally
// followed by how the marriage ended, in parentheses. A missing closing parenthesis is forgiven.
const SPOUSE_SEPARATORS = /[،,;؛|]/;
const SPOUSE_ITEM = /^([^()]+?)\s*(?:\(([^()]*)\)?)?$/;

function readSpousesCell(cell: string): SpouseItem[] {
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

/**
 * Father and mother links that loop (A the father of B, B the father of A). Depth-first without
 * recursion, so a file thirty generations deep is fine; each loop is reported once, at the row
 * whose link closes it, with the rows it passes through.
 */
function findParentLoops(
  people: readonly { key: string }[],
  fatherOf: ReadonlyMap<string, string | null>,
  motherOf: ReadonlyMap<string, string | null>,
): { key: string; column: 'father' | 'mother'; path: string[] }[] {
  const loops: { key: string; column: 'father' | 'mother'; path: string[] }[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  type Frame = { key: string; links: { to: string; column: 'father' | 'mother' }[] };
  const frame = (key: string): Frame => {
    state.set(key, 'visiting');
    const links: Frame['links'] = [];
    const [father, mother] = [fatherOf.get(key), motherOf.get(key)];
    if (father) links.push({ to: father, column: 'father' });
    if (mother) links.push({ to: mother, column: 'mother' });
    return { key, links };
  };
  for (const { key: start } of people) {
    if (state.has(start)) continue;
    const stack = [frame(start)];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const link = top.links.shift();
      if (link === undefined) {
        state.set(top.key, 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(link.to);
      if (seen === 'done') continue;
      if (seen === 'visiting') {
        const from = stack.findIndex((entry) => entry.key === link.to);
        loops.push({
          key: top.key,
          column: link.column,
          path: [...stack.slice(from).map((entry) => entry.key), link.to],
        });
        continue;
      }
      stack.push(frame(link.to));
    }
  }
  return loops;
}
