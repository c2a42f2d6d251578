import { gedcomDateValue } from './gedcom-date';
import { gedcom7DateOf } from './gedcom7-date';

/** The GEDCOM versions the export writes. */
export const gedcomVersions = ['5.5.1', '7.0'] as const;
export type GedcomVersion = (typeof gedcomVersions)[number];

// GEDCOM 5.5.1 caps a line at 255 characters, level and tag included.
const MAX_LINE = 255;
const NEWLINE = '\r\n';

/** May a line be cut before index `at` without breaking a character or a letter from its mark? */
function cuttable(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code >= 0xdc00 && code <= 0xdfff) return false;
  // A mark (Arabic tashkeel, an accent) or a joiner belongs to the letter before it.
  return !/^[\p{M}\u200c\u200d]/u.test(text.slice(at, at + 2));
}

/**
 * Cuts one line of text into pieces that fit after their prefixes, counting each `@` twice
 * (it is written `@@`). Cuts fall between two letters rather than beside a space, because some
 * programs trim the spaces at the ends of a CONC line.
 */
export function pieces(text: string, firstRoom: number, room: number): string[] {
  const result: string[] = [];
  let rest = text;
  let limit = firstRoom;
  while (rest.length > 0) {
    let width = 0;
    let end = 0;
    while (end < rest.length && width + (rest[end] === '@' ? 2 : 1) <= limit) {
      width += rest[end] === '@' ? 2 : 1;
      end += 1;
    }
    if (end >= rest.length) {
      result.push(rest);
      break;
    }
    let cut = -1;
    for (let at = end; at > Math.max(0, end - 40) && cut === -1; at -= 1)
      if (cuttable(rest, at) && rest[at] !== ' ' && rest[at - 1] !== ' ') cut = at;
    for (let at = end; at > 0 && cut === -1; at -= 1) if (cuttable(rest, at)) cut = at;
    if (cut <= 0) cut = end;
    result.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = room;
  }
  return result;
}

export function escapeText(value: string): string {
  return value.replace(/@/g, '@@');
}

/**
 * A date as stored, as GEDCOM 5.5.1 can take it (gedcomDateValue: a date phrase for «1300هـ»),
 * with the calendar escapes (`@#DJULIAN@`) left as they are.
 */
export function escapeDate(value: string): string {
  return gedcomDateValue(value)
    .split(/(@#D[^@]*@)/)
    .map((part, index) => (index % 2 === 1 ? part : escapeText(part)))
    .join('');
}

/** A text on one line: its line breaks as spaces, its ends trimmed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

// Characters GEDCOM 7.0 bans from a file: C0 controls but tab and line ends, DEL, C1 controls, a
// surrogate without its pair, U+FFFE and U+FFFF.
const BANNED_7 = /(?![\t\n\r])\p{Cc}|[\ufffe\uffff]|\p{Cs}/gu;

/** A line's text as GEDCOM 7.0 escapes it: only an @ that starts it is doubled. */
export function escapeText7(value: string): string {
  const clean = value.replace(BANNED_7, '');
  return clean.startsWith('@') ? `@${clean}` : clean;
}

/**
 * The lines of a GEDCOM file as they are written: in 5.5.1 each within its length (CONC past it);
 * 7.0 has no length limit and no CONC, so a line is cut only where its text breaks (CONT).
 */
export class GedcomLineWriter {
  private readonly lines: string[] = [];

  constructor(readonly version: GedcomVersion = '5.5.1') {}

  /** A value on its line, its line breaks as CONT and its overflow as CONC, escaped as GEDCOM wants. */
  put(level: number, tag: string, value = '', escape: (text: string) => string = escapeText): void {
    const [first = '', ...more] = value.split(/\r\n|\r|\n/);
    if (this.version === '7.0') {
      const line = (prefix: string, text: string) =>
        text === '' ? prefix : `${prefix} ${escapeText7(text)}`;
      this.lines.push(line(`${level} ${tag}`, first));
      for (const text of more) this.lines.push(line(`${level + 1} CONT`, text));
      return;
    }
    const conc = `${level + 1} CONC`;
    const write = (prefix: string, text: string) => {
      const parts = pieces(text, MAX_LINE - prefix.length - 1, MAX_LINE - conc.length - 1);
      if (parts.length === 0) this.lines.push(prefix);
      parts.forEach((part, index) => this.lines.push(`${index === 0 ? prefix : conc} ${escape(part)}`));
    };
    write(`${level} ${tag}`, first);
    for (const text of more) write(`${level + 1} CONT`, text);
  }

  /**
   * A DATE line for a date as the site keeps it: in 5.5.1 as its grammar takes it (escapeDate), in
   * 7.0 as its grammar takes it with a PHRASE for what it cannot say (gedcom7DateOf).
   */
  date(level: number, stored: string): void {
    const written = oneLine(stored);
    if (this.version === '5.5.1') {
      this.put(level, 'DATE', written, escapeDate);
      return;
    }
    const { value, phrase } = gedcom7DateOf(written);
    this.put(level, 'DATE', value);
    if (phrase !== '') this.put(level + 1, 'PHRASE', phrase);
  }

  /** A pointer to a record: `1 FAMS @F1@`. */
  link(level: number, tag: string, id: string): void {
    this.lines.push(`${level} ${tag} ${pointer(id)}`);
  }

  /** The file's text, CR LF after every line. */
  text(): string {
    return this.lines.join(NEWLINE) + NEWLINE;
  }
}

export const pointer = (id: string) => `@${id}@`;
