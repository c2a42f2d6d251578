import { FRENCH_MONTHS, HEBREW_MONTHS } from '#shared/format/simple-date.ts';
import { isGedcomDate, storedDate } from './gedcom-date';

// GEDCOM 7.0's DateValue grammar and the site's dates. 7.0 names a calendar by a word
// (`JULIAN 1 JAN 1700`, not 5.5.1's `@#DJULIAN@`), writes `BCE` for the era, has no dual years,
// no `INT` and no date phrase in brackets: what its grammar cannot say goes in a `PHRASE` under the
// DATE, beside the date a program can read when there is one. Keywords are upper case only.

const GREGORIAN_MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';
const simple = (months: string, era: string) => `(?:(?:\\d+ )?(?:${months}) )?\\d+${era}`;
const DATE = [
  `(?:(?:GREGORIAN|JULIAN) )?${simple(GREGORIAN_MONTHS, '(?: BCE)?')}`,
  `HEBREW ${simple(HEBREW_MONTHS.join('|'), '')}`,
  `FRENCH_R ${simple(FRENCH_MONTHS.join('|'), '')}`,
]
  .map((form) => `(?:${form})`)
  .join('|');
const DATE_VALUE = new RegExp(
  `^(?:${[
    `(?:${DATE})`,
    `TO (?:${DATE})`,
    `FROM (?:${DATE})(?: TO (?:${DATE}))?`,
    `BET (?:${DATE}) AND (?:${DATE})`,
    `(?:AFT|BEF|ABT|CAL|EST) (?:${DATE})`,
  ].join('|')})$`,
);

/** Whether the text is a non-empty date by GEDCOM 7.0's grammar. */
export function isGedcom7Date(text: string): boolean {
  return DATE_VALUE.test(text);
}

const ESCAPES: [escape: string, word: string][] = [
  ['@#DGREGORIAN@', 'GREGORIAN'],
  ['@#DJULIAN@', 'JULIAN'],
  ['@#DHEBREW@', 'HEBREW'],
  ['@#DFRENCH R@', 'FRENCH_R'],
];

/** A 5.5.1 date in 7.0's words: calendar escapes as words, `B.C.` as `BCE`. */
function toGedcom7(date: string): string {
  let out = date;
  for (const [escape, word] of ESCAPES) out = out.replaceAll(`${escape} `, `${word} `);
  return out.replace(/ B\.C\.(?= |$)/g, ' BCE');
}

/** A 7.0 date in the words the site reads (5.5.1's): the inverse of toGedcom7. */
function fromGedcom7(date: string): string {
  let out = date;
  for (const [escape, word] of ESCAPES) out = out.replace(new RegExp(`(^| )${word} `, 'g'), `$1${escape} `);
  return out.replace(/ BCE(?= |$)/g, ' B.C.');
}

/**
 * The nearest date 7.0 can say for a 5.5.1 date it has no form for, for other programs: a dual year
 * as its later year (`1750/51` is 1751, as genealogists reckon it), `BC` as `BCE`, keywords in
 * upper case. Empty when there is none.
 */
function nearestGedcom7Date(date: string): string {
  const near = toGedcom7(singleSpaced(date))
    .toUpperCase()
    .replace(/ (?:BC|\(B\.C\.\)|B\.C\.)(?= |$)/g, ' BCE')
    .replace(/\b(\d+)\/(\d{2})\b/g, (_, first: string, last: string) => {
      const year = Number(first);
      let later = Math.floor(year / 100) * 100 + Number(last);
      if (later < year) later += 100;
      return String(later);
    });
  return isGedcom7Date(near) ? near : '';
}

/** A date with its runs of spaces as one (`ABT    1969`, as some programs align them). */
const singleSpaced = (date: string) => date.replace(/\s+/g, ' ');

/** A DATE line of GEDCOM 7.0: its value (possibly empty) and the PHRASE under it (possibly empty). */
export interface Gedcom7Date {
  value: string;
  phrase: string;
}

/**
 * A stored date as GEDCOM 7.0 writes it, so that readDateLine gives back the same text:
 * - a date 7.0's grammar says as it is (once its calendar and era are in 7.0's words) is the value;
 * - `INT 1995 (from estimated age)` is the date with its words as the PHRASE, 7.0's way to say it;
 * - any other date of GEDCOM 5.5.1 (a dual year, `BC`, a bracketed phrase, runs of spaces) is the PHRASE as written,
 *   under the nearest date 7.0 has for it;
 * - anything else (`1300هـ`, «نحو 1880», words) is a PHRASE alone.
 */
export function gedcom7DateOf(stored: string): Gedcom7Date {
  const as7 = toGedcom7(stored);
  if (isGedcom7Date(as7) && fromGedcom7(as7) === stored) return { value: as7, phrase: '' };
  const interpreted = /^INT ([^(]+?) \(([^]*)\)$/.exec(stored);
  if (interpreted && isGedcomDate(stored)) {
    const [, date = '', words = ''] = interpreted;
    const date7 = toGedcom7(date);
    if (isGedcom7Date(date7) && fromGedcom7(date7) === date && words.trim() !== '' && !isGedcomDate(words))
      return { value: date7, phrase: words };
  }
  if (isGedcomDate(singleSpaced(stored))) return { value: nearestGedcom7Date(stored), phrase: stored };
  return { value: '', phrase: stored };
}

/**
 * A DATE as the site keeps it, from its value and its PHRASE (7.0; 5.5.1 has no PHRASE): a 7.0
 * date in the site's words; a phrase that is itself a GEDCOM date as written (it says the date
 * better than the value beside it); a value with its phrase as `INT value (phrase)`, 5.5.1's
 * interpreted date; a phrase alone as a date phrase (storedDate).
 */
export function readDateLine(value: string, phrase: string | undefined): string {
  const date = isGedcom7Date(value) ? fromGedcom7(value) : value;
  if (phrase === undefined || phrase === '') return date === '' ? '' : storedDate(date);
  if (isGedcomDate(singleSpaced(phrase))) return phrase;
  if (date === '') return storedDate(`(${phrase})`);
  const interpreted = `INT ${date} (${phrase})`;
  return isGedcomDate(interpreted) ? interpreted : storedDate(date);
}
