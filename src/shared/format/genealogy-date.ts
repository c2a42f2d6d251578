// Dates as families write them: GEDCOM's (`ABT 1850`, `BET 1880 AND 1885`, `12 MAR 1921`,
// `@#DJULIAN@ 1750/51`) and an Arabic admin's (`1880م`, `نحو 1880`, `بين 1880 و1885`, `١٣٠٠هـ`,
// `12/3/1921`). docs/genealogy.md#dates-as-written: keep the text as written and a sortable year beside it;
// this reads the text, it never rewrites it.

import { rememberByText } from './remember-by-text';
import { type DateCalendar, foldArabic, LATIN_MONTHS, parseSimpleDate, type SimpleDate } from './simple-date';

export type { DateCalendar } from './simple-date';

/**
 * `about` (ABT, «نحو»), `estimated` (EST), `calculated` (CAL), `before`, `after`, `between` (BET …
 * AND …, a range the date lies in), `period` (FROM … TO …, a span it lasted), `from` and `to` (a
 * period open at one end), `phrase` (GEDCOM's `(…)`: text, not a date) and `unknown` (no year).
 */
export type DateQualifier =
  | 'exact'
  | 'about'
  | 'estimated'
  | 'calculated'
  | 'before'
  | 'after'
  | 'between'
  | 'period'
  | 'from'
  | 'to'
  | 'phrase'
  | 'unknown';

export interface GenealogyDate {
  qualifier: DateQualifier;
  /**
   * The (first) year in the date's own calendar: 1300 for `1300هـ`, 5610 for a Hebrew year, 12 for
   * the French republic's year XII; negative before Christ; null when the text holds none.
   */
  year: number | null;
  month?: number;
  day?: number;
  /** `1699/00`, a dual (old style / new style) year: the later one, 1700. */
  dualYear?: number;
  /** The last date of a range or period: 1885 in `BET 1880 AND 1885` or `بين 1880 و1885`. */
  endYear?: number;
  endMonth?: number;
  endDay?: number;
  endDualYear?: number;
  calendar: DateCalendar;
  /** A phrase's text (qualifier `phrase`), or the phrase an `INT` date was interpreted from. */
  phrase?: string;
  /** Some of the text was not understood (a word, a day that cannot be one): read with a doubt. */
  partial?: boolean;
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/**
 * Hijri year → the Gregorian year it falls in (a lunar year is 354.367/365.2425 of a solar one).
 * With a month the answer is closer: Muharram 1300 is in 1882, Rabi' al-Awwal 1300 in 1883.
 */
export function hijriToGregorianYear(hijri: number, month = 1): number {
  return Math.floor((hijri + (month - 1) / 12) * (354.367 / 365.2425) + 621.57);
}

// Arabic letters, for "not inside a word" (JavaScript's \b knows only Latin letters).
const LETTER = '[\\u0621-\\u064A]';

// Written as people type them; folded with foldArabic before use.
// prettier-ignore
const ARABIC_MONTHS: [string, number, 'gregorian' | 'hijri'][] = [
  ['يناير', 1, 'gregorian'], ['فبراير', 2, 'gregorian'], ['مارس', 3, 'gregorian'], ['أبريل', 4, 'gregorian'],
  ['إبريل', 4, 'gregorian'], ['مايو', 5, 'gregorian'], ['يونيو', 6, 'gregorian'], ['يونيه', 6, 'gregorian'],
  ['يوليو', 7, 'gregorian'], ['يوليه', 7, 'gregorian'], ['أغسطس', 8, 'gregorian'], ['سبتمبر', 9, 'gregorian'],
  ['أكتوبر', 10, 'gregorian'], ['نوفمبر', 11, 'gregorian'], ['ديسمبر', 12, 'gregorian'],
  ['كانون الثاني', 1, 'gregorian'], ['شباط', 2, 'gregorian'], ['آذار', 3, 'gregorian'], ['نيسان', 4, 'gregorian'],
  ['أيار', 5, 'gregorian'], ['حزيران', 6, 'gregorian'], ['تموز', 7, 'gregorian'], ['آب', 8, 'gregorian'],
  ['أيلول', 9, 'gregorian'], ['تشرين الأول', 10, 'gregorian'], ['تشرين الثاني', 11, 'gregorian'],
  ['كانون الأول', 12, 'gregorian'],
  ['محرم', 1, 'hijri'], ['صفر', 2, 'hijri'], ['ربيع الأول', 3, 'hijri'], ['ربيع الآخر', 4, 'hijri'],
  ['ربيع الثاني', 4, 'hijri'], ['جمادى الأولى', 5, 'hijri'], ['جمادى الأول', 5, 'hijri'],
  ['جمادى الآخرة', 6, 'hijri'], ['جمادى الثانية', 6, 'hijri'], ['جمادى الآخر', 6, 'hijri'],
  ['جمادى الثاني', 6, 'hijri'], ['رجب', 7, 'hijri'], ['شعبان', 8, 'hijri'], ['رمضان', 9, 'hijri'],
  ['شوال', 10, 'hijri'], ['ذو القعدة', 11, 'hijri'], ['ذي القعدة', 11, 'hijri'], ['ذو الحجة', 12, 'hijri'],
  ['ذي الحجة', 12, 'hijri'],
];

const arabicMonthByName = new Map(
  ARABIC_MONTHS.map(([name, month, calendar]) => [foldArabic(name), { month, calendar }]),
);
// Longest first, so «ربيع الأول» is not read as something shorter.
const ARABIC_MONTH_PATTERN = new RegExp(
  `(?<!${LETTER})(${[...arabicMonthByName.keys()]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?!${LETTER})`,
  'g',
);

function calendarNamed(name: string): DateCalendar | null {
  const key = name.replace(/[\s_]/g, '');
  if (key === 'JULIAN') return 'julian';
  if (key === 'GREGORIAN') return 'gregorian';
  if (key === 'HEBREW') return 'hebrew';
  if (key === 'FRENCHR') return 'french';
  if (key === 'HIJRI' || key === 'ISLAMIC') return 'hijri';
  return null;
}

const ABOUT = /^(?:(?:ABT|ABOUT|CA|C|CIRCA|APPROX|نحو|حوالي|قرابه|تقريبا)(?:\.|\s)|~)\s*/;
const ESTIMATED = /^(?:EST|ESTIMATED)(?:\.|\s)\s*/;
const CALCULATED = /^(?:CAL|CALCULATED)(?:\.|\s)\s*/;
const BEFORE = /^(?:(?:BEF|BEFORE|قبل)(?:\.|\s)|<)\s*/;
const AFTER = /^(?:(?:AFT|AFTER|بعد)(?:\.|\s)|>)\s*/;
const FROM = /^(?:FROM|منذ)\s/;
const TO = /^(?:TO|حتي)\s/;
// «1880 تقريباً», `1850 ca.`
const ABOUT_AT_END = /(?<!\S)(?:تقريبا|او نحوها|CA\.?|APPROX\.?)$/;
const RANGES: [RegExp, 'between' | 'period'][] = [
  [/^(?:BET|BETWEEN)\.?\s+(.+?)\s+(?:AND|&)\s+(.+)$/, 'between'],
  [/^FROM\s+(.+?)\s+TO\s+(.+)$/, 'period'],
  [/^بين\s+(.+?)\s+و\s*(.+)$/, 'between'],
  [/^من\s+(.+?)\s+(?:الي|حتي|ل)\s+(.+)$/, 'period'],
  [/^(\d{3,4})\s*[-–—]\s*(\d{3,4})$/, 'between'],
];
const BEFORE_CHRIST = /(?<!\S)(B\.?C\.?(?:E\.?)?|ق\.?\s?م\.?)(?!\S)|قبل الميلاد/;

function unknownDate(calendar: DateCalendar): GenealogyDate {
  return { qualifier: 'unknown', year: null, calendar };
}

export interface DateReadingOptions {
  /**
   * A year between 1300 and 1500 whose text names no calendar (no هـ or م, no month's name, no
   * GEDCOM calendar) is Hijri: docs/genealogy.md#two-calendars, an Arab family's «1415» is 1415هـ. Off by
   * default, since GEDCOM defines an unmarked year as Gregorian and royal files have 1415 in them; the
   * privacy rule turns it on, where the later reading is the careful one (decision 015).
   */
  unmarkedYearsAsHijri?: boolean;
}

/** The years an unmarked year is taken as Hijri within, when asked (`unmarkedYearsAsHijri`). */
export const UNMARKED_HIJRI_YEARS = { from: 1300, to: 1500 } as const;

/**
 * Reads a genealogy date as written: its qualifier, its year in its own calendar, and the month and
 * day when the text gives them. The text itself stays the record (docs/genealogy.md#dates-as-written); this
 * is for sorting and for showing it again («نحو 1880م», the Hijri years beside a Gregorian one).
 */
export function parseGenealogyDate(text: string, options: DateReadingOptions = {}): GenealogyDate {
  const written = text.trim();
  const wrapped = readPhrase(written, options);
  if (wrapped !== null) return wrapped;
  const folded = foldArabic(latinDigits(written)).toUpperCase().replace(/\s+/g, ' ').trim();
  if (folded === '') return unknownDate('gregorian');
  const gedcom = readGedcomCalendar(folded);
  const marked = readArabicMarks(gedcom.text, gedcom.calendar);
  if ('date' in marked) return marked.date;
  const remarks = takeRemarks(marked.text);
  const dates = readQualifiedDates(remarks.text, marked.calendar);
  if (remarks.about && dates.qualifier === 'exact') dates.qualifier = 'about';
  return assembleDate(
    {
      ...dates,
      text: remarks.text,
      calendar: marked.calendar,
      calendarStated: gedcom.calendarStated || marked.calendarStated,
      beforeChrist: gedcom.beforeChrist,
      otherRemark: remarks.otherRemark,
    },
    options,
  );
}

/**
 * A date phrase alone, `(died young)`: text, not a date. A year in it still sorts the member; a
 * phrase that holds a whole date (`(ABT 1850)`, a Hijri date another program could not take) is
 * that date. `INT 12 MAR 1850 (as the register says)`: the date is the interpretation of the
 * phrase. Null for a text that is neither.
 */
function readPhrase(written: string, options: DateReadingOptions): GenealogyDate | null {
  const phrase = /^\(([^]*)\)$/.exec(written);
  if (phrase) {
    const inner = (phrase[1] ?? '').trim();
    const date = parseGenealogyDate(inner, options);
    if (date.qualifier !== 'unknown' && date.qualifier !== 'phrase' && !date.partial) return date;
    return { ...date, qualifier: 'phrase', phrase: inner };
  }
  const interpreted = /^INT\s+([^(]*?)\s*\(([^]*)\)$/i.exec(written);
  if (interpreted) {
    const date = parseGenealogyDate(interpreted[1] ?? '', options);
    const said = (interpreted[2] ?? '').trim();
    return date.year === null || said === '' ? date : { ...date, phrase: said };
  }
  return null;
}

/** GEDCOM 5's calendar escapes (`@#DJULIAN@`), GEDCOM 7's keywords (`JULIAN 1750`) and a date before Christ, taken out. */
export function readGedcomCalendar(folded: string) {
  let calendar = 'gregorian' as DateCalendar;
  // Whether the text itself names its calendar: a marker, a month's name or GEDCOM's keyword.
  let calendarStated = false;
  const useCalendar = (name: string) => {
    const named = calendarNamed(name);
    if (named) {
      calendar = named;
      calendarStated = true;
    }
    return ' ';
  };
  let text = folded.replace(/@#D([A-Z _]+?)@/g, (_, name: string) => useCalendar(name));
  text = text.replace(/\b(GREGORIAN|JULIAN|HEBREW|FRENCH_R)\b/g, (_, name: string) => useCalendar(name));
  text = text.replace(/^INT\s+/, '');
  const beforeChrist = BEFORE_CHRIST.test(text);
  if (beforeChrist) {
    calendarStated = true;
    text = text.replace(new RegExp(BEFORE_CHRIST.source, 'g'), ' ');
  }
  return { text, calendar, calendarStated, beforeChrist };
}

/**
 * An Arabic text's calendar: «1880م», «1300هـ», `AH`, a month's name (a Hijri month makes the date
 * Hijri), each taken out or put as a `#H09` token. A text with both a Hijri and a Gregorian year
 * («1300هـ الموافق 1882م») is read at once as the Gregorian year the writer gave.
 */
export function readArabicMarks(
  input: string,
  gedcomCalendar: DateCalendar,
): { date: GenealogyDate } | { text: string; calendar: DateCalendar; calendarStated: boolean } {
  let [text, calendar, calendarStated] = [input, gedcomCalendar, false];
  const gregorianMarked = new RegExp(
    `(\\d{3,4})\\s*م(?!${LETTER})|(\\d{3,4})\\s*(?:ميلادي|ميلاديه|للميلاد)`,
  ).exec(text);
  const hijriMarker = new RegExp(
    `\\d\\s*ه(?!${LETTER})|(?<!${LETTER})(هجري|هجريه|للهجره)(?!${LETTER})|\\bA\\.?H\\b\\.?`,
  );
  if (gregorianMarked || new RegExp(`\\d\\s*م(?!${LETTER})|ميلادي|للميلاد`).test(text)) calendarStated = true;
  if (hijriMarker.test(text)) {
    calendarStated = true;
    // «1300هـ الموافق 1882م»: the Gregorian year the writer gave is better than any conversion.
    if (gregorianMarked) {
      const qualifier = ABOUT.test(text)
        ? 'about'
        : BEFORE.test(text)
          ? 'before'
          : AFTER.test(text)
            ? 'after'
            : 'exact';
      return {
        date: { qualifier, year: Number(gregorianMarked[1] ?? gregorianMarked[2]), calendar: 'gregorian' },
      };
    }
    calendar = 'hijri';
    text = text.replace(new RegExp(hijriMarker.source, 'g'), (marker) => marker.replace(/[^\d]+$/, ''));
  }
  text = text.replace(new RegExp(`(\\d)\\s*م(?!${LETTER})`, 'g'), '$1');
  text = text.replace(new RegExp(`(?<!${LETTER})(ميلادي|ميلاديه|للميلاد)(?!${LETTER})`, 'g'), ' ');
  if (text.split(/[\s,،.]+/).some((token) => LATIN_MONTHS[token] !== undefined)) calendarStated = true;
  text = text.replace(ARABIC_MONTH_PATTERN, (name) => {
    const month = arabicMonthByName.get(name);
    if (!month) return name;
    calendarStated = true;
    return ` #${month.calendar === 'hijri' ? 'H' : 'G'}${String(month.month).padStart(2, '0')} `;
  });
  return { text, calendar, calendarStated };
}

/** Remarks taken out: «1880 (تقريباً)» and «1880 تقريباً» say about; any other remark in brackets says nothing the parser can use. */
export function takeRemarks(input: string): { text: string; about: boolean; otherRemark: boolean } {
  const aboutRemark = /\((?:ABT|ABOUT|CA|CIRCA|نحو|حوالي|تقريبا)\.?\)/;
  const aboutInBrackets = aboutRemark.test(input);
  const otherRemark = /\([^)]*\)/.test(input.replace(new RegExp(aboutRemark.source, 'g'), ''));
  let text = input.replace(/\([^)]*\)/g, ' ');
  const aboutAtEnd = ABOUT_AT_END.test(text.trim());
  if (aboutAtEnd) text = text.trim().replace(ABOUT_AT_END, '');
  return { text: text.replace(/\s+/g, ' ').trim(), about: aboutInBrackets || aboutAtEnd, otherRemark };
}

const LEADING_QUALIFIERS: [RegExp, DateQualifier][] = [
  [ABOUT, 'about'],
  [ESTIMATED, 'estimated'],
  [CALCULATED, 'calculated'],
  [BEFORE, 'before'],
  [AFTER, 'after'],
  [FROM, 'from'],
  [TO, 'to'],
];

/** A range or period and its two dates, else the qualifier the text starts with and its date. */
export function readQualifiedDates(
  text: string,
  calendar: DateCalendar,
): { qualifier: DateQualifier; first: SimpleDate; last: SimpleDate | null } {
  const range = RANGES.map(([pattern, kind]) => [pattern.exec(text), kind] as const).find(([match]) => match);
  if (range?.[0]) {
    return {
      qualifier: range[1],
      first: parseSimpleDate(range[0][1] ?? '', calendar),
      last: parseSimpleDate(range[0][2] ?? '', calendar),
    };
  }
  const rest = text + ' ';
  for (const [pattern, qualifier] of LEADING_QUALIFIERS) {
    const match = pattern.exec(rest);
    if (match)
      return { qualifier, first: parseSimpleDate(rest.slice(match[0].length), calendar), last: null };
  }
  return { qualifier: 'exact', first: parseSimpleDate(rest, calendar), last: null };
}

/** What the steps of parseGenealogyDate found, for the date they make. */
interface DateParts {
  qualifier: DateQualifier;
  first: SimpleDate;
  last: SimpleDate | null;
  /** The text the dates were read from, for a year lost in a sentence. */
  text: string;
  calendar: DateCalendar;
  calendarStated: boolean;
  beforeChrist: boolean;
  otherRemark: boolean;
}

function assembleDate(parts: DateParts, options: DateReadingOptions): GenealogyDate {
  const { first, last, beforeChrist } = parts;
  let { qualifier, calendar } = parts;
  if (first.hijriMonth || last?.hijriMonth) calendar = calendar === 'gregorian' ? 'hijri' : calendar;
  let year = first.year;
  const endYear = last?.year ?? null;
  const doubtful = Boolean(first.doubtful || last?.doubtful);
  let partial = Boolean(doubtful || first.dropped || last?.dropped || parts.otherRemark);
  if (year === null && endYear !== null) {
    year = endYear;
    partial = true;
  }
  if (year === null) {
    // A year glued to words («عام1880»), or lost in a sentence: take it, with a doubt.
    const loose = /(?<!\d)(\d{3,4})(?!\d)/.exec(parts.text);
    if (!loose) return unknownDate(calendar);
    year = Number(loose[1]);
    partial = true;
    if (qualifier === 'exact') qualifier = 'about';
  } else if (doubtful && qualifier === 'exact') {
    qualifier = 'about';
  }
  const { from, to } = UNMARKED_HIJRI_YEARS;
  const unmarkedHijri = (y: number | null) => y === null || (y >= from && y <= to);
  if (
    options.unmarkedYearsAsHijri &&
    !parts.calendarStated &&
    calendar === 'gregorian' &&
    unmarkedHijri(year) &&
    unmarkedHijri(endYear)
  )
    calendar = 'hijri';

  const sign = beforeChrist ? -1 : 1;
  const result: GenealogyDate = { qualifier, year: year * sign, calendar };
  if (first.year !== null && first.month !== undefined) {
    result.month = first.month;
    if (first.day !== undefined) result.day = first.day;
  }
  if (first.year !== null && first.dualYear !== undefined) result.dualYear = first.dualYear;
  if ((qualifier === 'between' || qualifier === 'period') && last && endYear !== null) {
    result.endYear = endYear * sign;
    if (last.month !== undefined) {
      result.endMonth = last.month;
      if (last.day !== undefined) result.endDay = last.day;
    }
    if (last.dualYear !== undefined) result.endDualYear = last.dualYear;
  }
  if (partial) result.partial = true;
  return result;
}

/**
 * The Gregorian year a date means, for sorting and for the living rule alike: a Hijri year
 * converted (by its month when known), the later year of a dual year (`1699/00` is 1700), a Hebrew
 * or French republican year by the Gregorian year its month falls in (a Hebrew year begins in the
 * autumn, the republic's in September); a range or period by its first date. Null without a year.
 */
export function gregorianYearOf(date: GenealogyDate): number | null {
  const { year, month, day } = date;
  if (year === null) return null;
  switch (date.calendar) {
    case 'hijri':
      return hijriToGregorianYear(year, month);
    case 'hebrew':
      // Tishri, Heshvan and Kislev fall in the autumn before the January of the next year.
      return year - (month !== undefined && month > 3 ? 3760 : 3761);
    case 'french': {
      // Nivôse began on the 21st or 22nd of December: its 11th day is in January.
      const inJanuaryOrLater = month !== undefined && (month > 4 || (month === 4 && (day ?? 0) > 10));
      return year + (inJanuaryOrLater ? 1792 : 1791);
    }
    default:
      return date.dualYear ?? year;
  }
}

/** What an import says of a date it could not read fully (DATE_RULES in date-rules.test.ts). */
export type DateDoubt =
  /** A phrase, `(died young)`: shown as its text; sorted by a year only when it holds one. */
  | 'phrase'
  /** A date read with a part left out (`40 MAR 1921`, a word it does not know). */
  | 'partial'
  /** No year at all (`12 MAR`, «غير معروف»): shown as written, never sorted. */
  | 'unread';

/** Whether a date can be read fully, and if not, how: null for a date read whole (or no date). */
export function dateDoubt(text: string): DateDoubt | null {
  if (text.trim() === '') return null;
  const date = parseGenealogyDate(text);
  if (date.qualifier === 'phrase') return 'phrase';
  if (date.qualifier === 'unknown') return 'unread';
  return date.partial ? 'partial' : null;
}

/**
 * The Gregorian year to sort a date by (gregorianYearOf), or null when the text holds none: a range
 * or an approximate date sorts by its first year, a dual year by its later one, a Hijri year
 * (`هـ`, `AH`, a Hijri month, `@#DHIJRI@`) converted. Each text is read once (`rememberByText`).
 */
export const sortableYear = rememberByText((text: string): number | null =>
  text.trim() === '' ? null : gregorianYearOf(parseGenealogyDate(text)),
);
