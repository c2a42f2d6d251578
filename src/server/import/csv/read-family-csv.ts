import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, Parser } from 'csv-parse';
import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import {
  emptyPerson,
  UnreadableFileError,
  type FamilyData,
  type ImportedGender,
  type ImportedPerson,
  type ImportWarning,
} from '../family-data';
import { noReadLimits, piecesOf, tooManyPeople, type FileSource, type ReadLimits } from '../file-source';
import { type Columns, COLUMNS, matchColumns } from './family-csv-columns';
import {
  addMarriageDetails,
  type CsvReport,
  keyRows,
  type KeyedRow,
  linkParents,
  marriageDetailsOf,
  marriagesFromMentions,
  type Row,
  spouseMentions,
} from './family-csv-links';
import { FAMILY_CSV_COLUMNS, removeFormulaGuard, type FamilyCsvColumn } from './write-family-csv';

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

/** The family a sheet's records describe: the header row first, then a person per row. */
function familyFromRecords(records: readonly string[][]): FamilyData {
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) throw new UnreadableFileError(m.emptyFile);
  const warnings: ImportWarning[] = [];
  const columns = matchColumns(records[headerIndex]!, warnings);
  const problems: FamilyCsvProblem[] = [];
  const report: CsvReport = {
    header: columns.header,
    refuse: (message, line, column) => problems.push({ message, line, column: columns.header[column] }),
    warn: (message, line, column) => warnings.push({ message, line, column: columns.header[column] }),
  };

  const keyed = keyRows(rowsOf(records, headerIndex, columns), report);
  const persons = new Map(keyed.people.map((row) => [row.key, readDetails(row, report)]));
  linkParents(keyed, persons, report);
  const mentions = spouseMentions(keyed, report);
  const marriageDetails = marriageDetailsOf(keyed, report);

  // Found column by column; the admin reads them down the sheet.
  const byRow = (a: { line?: number }, b: { line?: number }) => (a.line ?? 0) - (b.line ?? 0);
  if (problems.length > 0) throw new FamilyCsvError(problems.sort(byRow));

  const marriages = marriagesFromMentions(
    mentions,
    inferredGenders(persons),
    columns.header.spouses,
    (message, line) => report.warn(message, line, 'spouses'),
  );
  addMarriageDetails(
    marriageDetails,
    marriages,
    (message, line) => report.warn(message, line, 'marriages'),
    columns.header.marriages,
  );
  marriages.sort((a, b) => a.source.line - b.source.line);
  warnings.sort(byRow);
  return { people: [...persons.values()], marriages, warnings, skipped: 0 };
}

/** The rows after the header, blank ones left out; each numbered as Excel numbers it. */
function rowsOf(records: readonly string[][], headerIndex: number, columns: Columns): Row[] {
  const rows: Row[] = [];
  // Excel numbers every line of the sheet, blank ones included, and the header is row 1.
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const cell = (column: FamilyCsvColumn) => {
      const at = columns.index[column];
      return at === undefined ? '' : removeFormulaGuard((record[at] ?? '').trim());
    };
    rows.push({ line: index + 1, cell });
  }
  return rows;
}

/** A row's own details, each column read as COLUMNS says; its links come after. */
function readDetails(row: KeyedRow, report: CsvReport): ImportedPerson {
  const person = emptyPerson(row.key, row.line);
  for (const column of FAMILY_CSV_COLUMNS) {
    const warning = COLUMNS[column].detail?.(person, row.cell(column), {
      line: row.line,
      header: report.header[column],
    });
    if (warning) report.warn(warning, row.line, column);
  }
  return person;
}

/** A gender the file leaves out may still follow from being someone's father or mother. */
function inferredGenders(persons: ReadonlyMap<string, ImportedPerson>): Map<string, ImportedGender> {
  const gender = new Map([...persons].map(([key, person]) => [key, person.gender]));
  for (const { fatherKey: father, motherKey: mother } of persons.values()) {
    if (father && gender.get(father) === null) gender.set(father, 'male');
    if (mother && gender.get(mother) === null) gender.set(mother, 'female');
  }
  return gender;
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
