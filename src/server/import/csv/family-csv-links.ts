import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import type { ImportedGender, ImportedMarriage, ImportedPerson, MarriageEnd } from '../family-data';
import {
  COLUMNS,
  listOf,
  MARRIAGE_END_WORDS,
  normaliseKey,
  normaliseWord,
  readSpousesCell,
} from './family-csv-columns';
import { readFactItem } from './family-csv-facts';
import type { FamilyCsvColumn } from './write-family-csv';

/** A row of the sheet. */
export interface Row {
  /** The row number Excel shows (the header is row 1). */
  line: number;
  /** A cell by column: trimmed, its formula guard removed, '' when the file has no such column. */
  cell: (column: FamilyCsvColumn) => string;
}

export type KeyedRow = Row & { key: string };

/** Where problems and warnings about a cell go; each names the row and the column's header. */
export interface CsvReport {
  header: Readonly<Record<FamilyCsvColumn, string>>;
  /** A contradiction only the author can settle: the whole file is refused. */
  refuse: (message: string, line: number, column: FamilyCsvColumn) => void;
  /** The row is taken without what the message names. */
  warn: (message: string, line: number, column: FamilyCsvColumn) => void;
}

/** The rows with their ids, so that links can point forward as well as back. */
export interface KeyedRows {
  people: KeyedRow[];
  byKey: Map<string, KeyedRow>;
  /** Rows by name, to say which id was meant when a name is written where an id belongs. */
  byName: Map<string, KeyedRow[]>;
}

/** Every row with an id, once; a row without an id or a name, or with another row's id, is refused. */
export function keyRows(rows: readonly Row[], { header, refuse }: CsvReport): KeyedRows {
  const byKey = new Map<string, KeyedRow>();
  const byName = new Map<string, KeyedRow[]>();
  const people: KeyedRow[] = [];
  for (const row of rows) {
    const key = normaliseKey(row.cell('id'));
    const name = row.cell('name');
    if (key === '') refuse(m.missingId(row.line, header.id), row.line, 'id');
    if (name === '') refuse(m.missingName(row.line, header.name), row.line, 'name');
    if (key === '') continue;
    const first = byKey.get(key);
    if (first) {
      refuse(m.duplicateId(row.line, header.id, key, first.line), row.line, 'id');
      continue;
    }
    const keyed = { ...row, key };
    byKey.set(key, keyed);
    people.push(keyed);
    if (name === '') continue;
    const namesakes = byName.get(name);
    if (namesakes) namesakes.push(keyed);
    else byName.set(name, [keyed]);
  }
  return { people, byKey, byName };
}

/** The key a link cell names, or null (empty, or refused with a problem). */
export function resolveLink(
  { byKey, byName }: KeyedRows,
  { header, refuse }: CsvReport,
  row: KeyedRow,
  column: FamilyCsvColumn,
  written: string,
): string | null {
  const key = normaliseKey(written);
  if (key === '') return null;
  if (key === row.key) {
    refuse(m.selfReference(row.line, header[column], key), row.line, column);
    return null;
  }
  if (byKey.has(key)) return key;
  // An uncle may well type the father's name where his id belongs; say which id he meant.
  const named = byName.get(written.trim());
  refuse(
    named?.length === 1
      ? m.unknownIdIsName(row.line, header[column], written.trim(), named[0]!.line, named[0]!.key)
      : m.unknownId(row.line, header[column], key),
    row.line,
    column,
  );
  return null;
}

/**
 * Each person's father and mother, as their columns say (COLUMNS' parent rule): a parent recorded
 * with the other gender is left out with a warning. Loops of parents are refused, each once.
 */
export function linkParents(
  keyed: KeyedRows,
  persons: ReadonlyMap<string, ImportedPerson>,
  report: CsvReport,
): void {
  for (const row of keyed.people) {
    const person = persons.get(row.key)!;
    for (const column of ['father', 'mother'] as const) {
      const rule = COLUMNS[column].parent!;
      let parent = resolveLink(keyed, report, row, column, row.cell(column));
      if (parent !== null && persons.get(parent)!.gender === (rule.gender === 'male' ? 'female' : 'male')) {
        report.warn(
          rule.wrongGender(row.line, report.header[column], parent, keyed.byKey.get(parent)!.line),
          row.line,
          column,
        );
        parent = null;
      }
      person[rule.field] = parent;
    }
  }
  for (const loop of findParentLoops(keyed.people, persons)) {
    const line = keyed.byKey.get(loop.key)!.line;
    const rowsInLoop = loop.path.map((key) => keyed.byKey.get(key)!.line);
    report.refuse(m.cycle(line, report.header[loop.column], rowsInLoop), line, loop.column);
  }
}

/**
 * Father and mother links that loop (A the father of B, B the father of A). Depth-first without
 * recursion, so a file thirty generations deep is fine; each loop is reported once, at the row
 * whose link closes it, with the rows it passes through.
 */
export function findParentLoops(
  people: readonly { key: string }[],
  persons: ReadonlyMap<string, Pick<ImportedPerson, 'fatherKey' | 'motherKey'>>,
): { key: string; column: 'father' | 'mother'; path: string[] }[] {
  const loops: { key: string; column: 'father' | 'mother'; path: string[] }[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  type Frame = { key: string; links: { to: string; column: 'father' | 'mother' }[] };
  const frame = (key: string): Frame => {
    state.set(key, 'visiting');
    const links: Frame['links'] = [];
    const { fatherKey: father, motherKey: mother } = persons.get(key)!;
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

/** One row's mention of a marriage. */
export interface SpouseMention {
  from: string;
  to: string;
  /** The 0-based position in the cell. */
  position: number;
  ended: MarriageEnd;
  line: number;
}

/** Every row's spouses cell read, the mentions of each couple together (in row order). */
export function spouseMentions(keyed: KeyedRows, report: CsvReport): Map<string, SpouseMention[]> {
  const { header, refuse, warn } = report;
  const mentions = new Map<string, SpouseMention[]>();
  for (const row of keyed.people) {
    const seen = new Set<string>();
    readSpousesCell(row.cell('spouses')).forEach((item, index) => {
      if (item.kind === 'unreadable') {
        refuse(m.badSpouse(row.line, header.spouses, item.text), row.line, 'spouses');
        return;
      }
      const spouse = resolveLink(keyed, report, row, 'spouses', item.id);
      if (spouse === null) return;
      if (seen.has(spouse)) {
        warn(m.spouseRepeated(row.line, header.spouses, spouse), row.line, 'spouses');
        return;
      }
      seen.add(spouse);
      let ended: MarriageEnd = null;
      if (item.end !== '') {
        const read = MARRIAGE_END_WORDS.get(normaliseWord(item.end));
        if (read === undefined)
          warn(m.unknownMarriageEnd(row.line, header.spouses, item.end), row.line, 'spouses');
        else ended = read;
      }
      const couple = [row.key, spouse].sort().join('\u0000');
      const mention = { from: row.key, to: spouse, position: index, ended, line: row.line };
      mentions.set(couple, [...(mentions.get(couple) ?? []), mention]);
    });
  }
  return mentions;
}

/**
 * One marriage per couple, however many rows mention it: the husband by gender, its end from his
 * row first, its order the position in his list.
 */
export function marriagesFromMentions(
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
        place: '',
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

/** One row's date and place of its marriage to a spouse (the marriages column, decision 062). */
export interface MarriageDetail {
  from: string;
  to: string;
  married: string;
  place: string;
  line: number;
}

/** Every row's marriages cell read: «2 (1938 في الكويت)؛ 3 (1945)», each spouse by the id of a row. */
export function marriageDetailsOf(keyed: KeyedRows, report: CsvReport): MarriageDetail[] {
  const details: MarriageDetail[] = [];
  for (const row of keyed.people) {
    for (const item of listOf(row.cell('marriages'))) {
      const { text, date, place } = readFactItem(item);
      const spouse = resolveLink(keyed, report, row, 'marriages', text);
      if (spouse !== null) details.push({ from: row.key, to: spouse, married: date, place, line: row.line });
    }
  }
  return details;
}

/**
 * The marriages' dates and places from the rows that give them: the husband's row wins over the
 * wife's, as for how a marriage ended. A row naming someone it has no marriage with is warned of.
 */
export function addMarriageDetails(
  details: readonly MarriageDetail[],
  marriages: readonly ImportedMarriage[],
  warn: (message: string, line: number) => void,
  header: string,
): void {
  const couple = (a: string, b: string) => [a, b].sort().join('\u0000');
  const byCouple = new Map(
    marriages.map((marriage) => [couple(marriage.husbandKey, marriage.wifeKey), marriage]),
  );
  const found = details.flatMap((detail) => {
    const marriage = byCouple.get(couple(detail.from, detail.to));
    if (!marriage) warn(m.marriageDetailsWithoutMarriage(detail.line, header, detail.to), detail.line);
    return marriage ? [{ detail, marriage, byHusband: detail.from === marriage.husbandKey }] : [];
  });
  // The wife's row first, so that what the husband's row gives is written over it.
  for (const { detail, marriage } of [...found].sort((a, b) => Number(a.byHusband) - Number(b.byHusband))) {
    if (detail.married !== '') marriage.married = detail.married;
    if (detail.place !== '') marriage.place = detail.place;
  }
}
