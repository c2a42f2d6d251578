import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { UnreadableFileError } from '../family-data';

/** One GEDCOM line with the lines under it. */
export interface GedcomNode {
  level: number;
  xref: string | null;
  tag: string;
  value: string;
  line: number;
  children: GedcomNode[];
}

/** A file's level-0 records, with what the reading met on the way. */
export interface GedcomRecords {
  /** Every record before the trailer, the header first. */
  records: GedcomNode[];
  /** Whether the file ended with `0 TRLR`; a file without it was cut short. */
  trailer: boolean;
  /** Lines that were not GEDCOM lines, and the first of them (0 when none). */
  malformed: number;
  firstMalformed: number;
}

/** A GEDCOM line: level, optional xref, tag and value (the people counter reads lines with it too). */
export const GEDCOM_LINE = /^\s*(\d{1,2})\s+(?:(@[^@\s]+@)\s+)?([A-Za-z0-9_]+)(?: (.*))?$/;

/**
 * Splits the text into lines and nests them by level, up to `0 TRLR`; what is not a GEDCOM line is
 * kept as text of the line before. Throws UnreadableFileError when the text does not start with a
 * GEDCOM header.
 */
export function parseGedcomRecords(text: string): GedcomRecords {
  const records: GedcomNode[] = [];
  const stack: GedcomNode[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let malformed = 0;
  let firstMalformed = 0;
  let sawHeader = false;
  const skip = (line: number) => {
    malformed += 1;
    if (firstMalformed === 0) firstMalformed = line;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const node = nodeOf(raw, index + 1);
    if (node === null) {
      // Blank lines, and the Ctrl-Z that old DOS programs put at the end of a file.
      if (raw.trim().replaceAll('\u001a', '') === '') continue;
      if (!sawHeader) throw new UnreadableFileError(m.notGedcom);
      skip(index + 1);
      continueText(stack, raw, index + 1);
      continue;
    }
    if (!sawHeader) {
      if (node.level !== 0 || node.tag !== 'HEAD') throw new UnreadableFileError(m.notGedcom);
      sawHeader = true;
    }
    if (node.level === 0) {
      if (node.tag === 'TRLR') return { records, trailer: true, malformed, firstMalformed };
      records.push(node);
      stack.length = 0;
      stack.push(node);
      continue;
    }
    // A line that skips a level (1 → 3) still belongs under the last line above it.
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (!parent) {
      skip(index + 1);
      continue;
    }
    parent.children.push(node);
    stack.push(node);
  }
  if (!sawHeader) throw new UnreadableFileError(m.emptyFile);
  return { records, trailer: false, malformed, firstMalformed };
}

function nodeOf(raw: string, line: number): GedcomNode | null {
  const match = GEDCOM_LINE.exec(raw);
  if (!match) return null;
  return {
    level: Number(match[1]),
    xref: match[2] ? match[2].slice(1, -1) : null,
    tag: (match[3] ?? '').toUpperCase(),
    value: match[4] ?? '',
    line,
    children: [],
  };
}

/** A note written with raw line breaks instead of CONT: its next line belongs to it. */
function continueText(stack: readonly GedcomNode[], raw: string, line: number) {
  const last = stack[stack.length - 1];
  if (!last) return;
  const holder = last.tag === 'CONT' || last.tag === 'CONC' ? (stack[stack.length - 2] ?? last) : last;
  holder.children.push({ level: holder.level + 1, xref: null, tag: 'CONT', value: raw, line, children: [] });
}

export function child(node: GedcomNode, tag: string): GedcomNode | undefined {
  return node.children.find((candidate) => candidate.tag === tag);
}

export function childrenTagged(node: GedcomNode, tag: string): GedcomNode[] {
  return node.children.filter((candidate) => candidate.tag === tag);
}

/** Takes a value's escaped @ signs back to one. */
export type Unescape = (value: string) => string;

/** The header's GEDC VERS: GEDCOM 5 doubles every @ in a text; GEDCOM 7 only one that starts the value. */
export function unescaperOf(records: readonly GedcomNode[]): Unescape {
  const gedc = records[0] ? child(records[0], 'GEDC') : undefined;
  const version = (gedc && child(gedc, 'VERS')?.value.trim()) ?? '';
  return version.startsWith('7')
    ? (value) => (value.startsWith('@@') ? value.slice(1) : value)
    : (value) => (value.includes('@@') ? value.replace(/@@/g, '@') : value);
}

/** A line's text with its CONC (joined) and CONT (a new line) continuations. */
export function gedcomText(node: GedcomNode, unescape: Unescape): string {
  let out = unescape(node.value);
  for (const part of node.children) {
    if (part.tag === 'CONC') out += unescape(part.value);
    else if (part.tag === 'CONT') out += '\n' + unescape(part.value);
  }
  return out;
}
