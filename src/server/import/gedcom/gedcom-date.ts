import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import { FRENCH_MONTHS, HEBREW_MONTHS } from '#shared/format/simple-date.ts';

// GEDCOM 5.5.1's DATE_VALUE grammar, for the export: a date the family wrote in its own way
// («1300هـ», «نحو 1880») is no GEDCOM date, and another program would misread it or refuse the
// line; the grammar's way to carry any text is the date phrase, `(1300هـ)`. Letters in any case,
// as the readers of other programs take them.

const GREGORIAN_MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC';
const day = '(?:0?[1-9]|[12]\\d|3[01])';
const era = '(?: B\\.C\\.| BC| \\(B\\.C\\.\\))?';
const simple = (months: string, year: string) => `(?:(?:${day} )?(?:${months}) )?${year}`;
const CALENDARS: [escape: string, months: string, year: string][] = [
  ['(?:@#DGREGORIAN@ )?', GREGORIAN_MONTHS.replaceAll(' ', '|'), `\\d{1,4}(?:/\\d{2})?${era}`],
  // The grammar gives the dual year to the Gregorian calendar only; programs write it for Julian
  // dates too (`@#DJULIAN@ 12 MAR 1750/51`), which is where it belongs.
  ['@#DJULIAN@ ', GREGORIAN_MONTHS.replaceAll(' ', '|'), `\\d{1,4}(?:/\\d{2})?${era}`],
  ['@#DHEBREW@ ', HEBREW_MONTHS.join('|'), '\\d{1,4}'],
  ['@#DFRENCH R@ ', FRENCH_MONTHS.join('|'), '\\d{1,4}'],
];
const DATE = `(?:${CALENDARS.map(([escape, months, year]) => `${escape}${simple(months, year)}`).join('|')})`;
const GEDCOM_DATE = new RegExp(
  [
    `${DATE}`,
    `(?:ABT|CAL|EST|BEF|AFT|TO) ${DATE}`,
    `BET ${DATE} AND ${DATE}`,
    `FROM ${DATE}(?: TO ${DATE})?`,
    `INT ${DATE} \\([^]*\\)`,
    `\\([^]*\\)`,
  ]
    .map((form) => `(?:${form})`)
    .join('|')
    .replace(/^/, '^(?:')
    .replace(/$/, ')$'),
  'i',
);

/** Whether the text is a date by GEDCOM 5.5.1's grammar (a date phrase included). */
export function isGedcomDate(text: string): boolean {
  return GEDCOM_DATE.test(text);
}

/** A stored date for a DATE line: as written when GEDCOM can take it, else as a date phrase. */
export function gedcomDateValue(stored: string): string {
  return isGedcomDate(stored) ? stored : `(${stored})`;
}

/**
 * A DATE read from a file, as the site keeps it: as written, except that a phrase whose text is
 * no GEDCOM date and reads the same without its brackets (`(1300هـ)`, which the export writes for
 * «1300هـ»; `(died young)`) is kept as that text. One whose year would then be read as a date
 * (`(born the winter of 1867)`) keeps its brackets, and is shown as its words.
 */
export function storedDate(value: string): string {
  const phrase = /^\(([^]*)\)$/.exec(value);
  const inner = phrase?.[1]?.trim();
  if (inner === undefined || inner === '' || isGedcomDate(inner)) return value;
  const same =
    formatGenealogyDate(inner) === formatGenealogyDate(value) && sortableYear(inner) === sortableYear(value);
  return same ? inner : value;
}
