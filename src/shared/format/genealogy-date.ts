// Dates as families write them: GEDCOM's (`ABT 1850`, `BET 1880 AND 1885`, `12 MAR 1921`,
// `@#DJULIAN@ 1750/51`) and an Arabic admin's (`1880م`, `نحو 1880`, `بين 1880 و1885`, `١٣٠٠هـ`,
// `12/3/1921`). FAMILY-TREE.md: keep the text as written and a sortable year beside it; this reads
// the text, it never rewrites it.

import { rememberByText } from './remember-by-text';

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
export type DateCalendar = 'gregorian' | 'hijri' | 'julian' | 'hebrew' | 'french';

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

/** The spellings that vary without changing the word: hamza on alef, final yaa and taa marbuta, tashkeel. */
function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

// prettier-ignore
const LATIN_MONTHS: Record<string, number> = {
  JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, SEPT: 9, OCT: 10, NOV: 11, DEC: 12,
  JANUARY: 1, FEBRUARY: 2, MARCH: 3, APRIL: 4, JUNE: 6, JULY: 7, AUGUST: 8, SEPTEMBER: 9, OCTOBER: 10,
  NOVEMBER: 11, DECEMBER: 12,
};

// GEDCOM's Hebrew and French republican months, in their calendars' order (Tishri first; the
// republic's year began with Vendémiaire, and its five or six added days close it).
export const HEBREW_MONTHS = 'TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL'.split(' ');
export const FRENCH_MONTHS = 'VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC COMP'.split(' ');

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

// Words that say nothing about the date itself («ولد سنة 1880»): skipped without doubt.
const FILLER_WORDS = new Set(
  ['سنة', 'عام', 'في', 'ولد', 'ولدت', 'توفي', 'توفيت', 'يوم', 'شهر', 'الموافق', 'ON', 'IN', 'THE', 'OF'].map(
    foldArabic,
  ),
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

interface SimpleDate {
  year: number | null;
  month?: number;
  day?: number;
  /** The later year of a dual year: 1700 for `1699/00`. */
  dualYear?: number;
  /** A Hijri month name was used, so the date is Hijri whatever else it says. */
  hijriMonth?: boolean;
  /** Some word was neither a date part nor a filler: the date is read, with a doubt. */
  doubtful?: boolean;
  /** A day or month that cannot be one (`40 MAR`), or a number with no place: left out. */
  dropped?: boolean;
}

function validMonth(month: number): number | undefined {
  return month >= 1 && month <= 12 ? month : undefined;
}

function validDay(day: number): number | undefined {
  return day >= 1 && day <= 31 ? day : undefined;
}

function dated(year: number, month: number, day?: number): SimpleDate {
  const result: SimpleDate = { year };
  const m = validMonth(month);
  if (m === undefined) result.dropped = true;
  else {
    result.month = m;
    const d = day === undefined ? undefined : validDay(day);
    if (d !== undefined) result.day = d;
    else if (day !== undefined) result.dropped = true;
  }
  return result;
}

/**
 * `1699/00` → 1700, `1750/51` → 1751: the year as it was counted from the 1st of January, where
 * the old style began it in March. Genealogists sort and reckon ages by this later year.
 */
function laterOfDual(year: number, written: string): number {
  const span = 10 ** written.length;
  const later = year - (year % span) + Number(written);
  return later <= year ? later + span : later;
}

/** The month a token names in a calendar's own list: `TSH` is Hebrew month 1, `NIVO` French 4. */
function monthIn(calendar: DateCalendar, token: string): number | undefined {
  const list = calendar === 'hebrew' ? HEBREW_MONTHS : calendar === 'french' ? FRENCH_MONTHS : null;
  if (list) {
    const index = list.indexOf(token);
    return index === -1 ? undefined : index + 1;
  }
  return LATIN_MONTHS[token];
}

/** One date without qualifier: `12 MAR 1850`, `MAR 1850`, `1921-03-12`, `12/3/1921`, `1750/51`, `#H09 1300`. */
function parseSimpleDate(part: string, calendar: DateCalendar): SimpleDate {
  const tokens = part.split(/[\s,،.]+/).filter((token) => token !== '');
  let year: number | null = null;
  let yearIndex = -1;
  let dualYear: number | undefined;
  let month: number | undefined;
  let monthIndex = -1;
  let hijriMonth = false;
  let doubtful = false;
  let dropped = false;
  const numbers = new Map<number, number>();
  for (const [index, token] of tokens.entries()) {
    let match: RegExpExecArray | null;
    if ((match = /^(\d{3,4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(token)))
      return dated(Number(match[1]), Number(match[2]), Number(match[3]));
    // Day first, as Kuwait and the Arab world write it (12/3/1921 is the 12th of March).
    if ((match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{3,4})$/.exec(token)))
      return dated(Number(match[3]), Number(match[2]), Number(match[1]));
    if ((match = /^(\d{1,2})[-/](\d{3,4})$/.exec(token))) return dated(Number(match[2]), Number(match[1]));
    if ((match = /^(\d{3,4})(?:\/(\d{1,2}))?$/.exec(token))) {
      if (year === null) {
        year = Number(match[1]);
        yearIndex = index;
        if (match[2] !== undefined) dualYear = laterOfDual(year, match[2]);
      } else dropped = true;
      continue;
    }
    // A dual year written out (`1699/1700`, as royal92.ged and other programs write it): only the
    // next year; two unrelated years are no one date.
    if ((match = /^(\d{3,4})\/(\d{3,4})$/.exec(token)) && Number(match[2]) === Number(match[1]) + 1) {
      if (year === null) {
        year = Number(match[1]);
        yearIndex = index;
        dualYear = year + 1;
      } else dropped = true;
      continue;
    }
    if (/^\d{1,2}$/.test(token)) {
      numbers.set(index, Number(token));
      continue;
    }
    if ((match = /^#([GH])(\d\d)$/.exec(token))) {
      if (month === undefined) {
        month = Number(match[2]);
        monthIndex = index;
        hijriMonth = match[1] === 'H';
      }
      continue;
    }
    const named = monthIn(calendar, token);
    if (named !== undefined) {
      if (month === undefined) {
        month = named;
        monthIndex = index;
      }
      continue;
    }
    if (FILLER_WORDS.has(token)) continue;
    // A Hebrew or French month outside its calendar (no `@#DHEBREW@`) is not read.
    doubtful = true;
  }
  // A year of one or two digits stands alone (`44 BC`, `ABT 50`), or follows a month in the French
  // republic's calendar (`11 NIVO 12`, year XII); beside a Gregorian month it is a day.
  if (year === null && tokens.length === 1 && numbers.has(0)) {
    year = numbers.get(0) ?? null;
    numbers.delete(0);
  }
  if (year === null && calendar === 'french' && month !== undefined && numbers.has(monthIndex + 1)) {
    year = numbers.get(monthIndex + 1) ?? null;
    yearIndex = monthIndex + 1;
    numbers.delete(monthIndex + 1);
  }
  const result: SimpleDate = { year };
  if (hijriMonth) result.hijriMonth = true;
  if (dualYear !== undefined) result.dualYear = dualYear;
  if (doubtful) result.doubtful = true;
  if (year === null) {
    if (month !== undefined || numbers.size > 0) result.dropped = true;
    return result;
  }
  let used = 0;
  if (month !== undefined && Math.abs(monthIndex - yearIndex) <= 2) {
    result.month = month;
    const dayIndex = numbers.has(monthIndex - 1) ? monthIndex - 1 : monthIndex + 1;
    const day = numbers.get(dayIndex);
    const validated = day === undefined ? undefined : validDay(day);
    if (validated !== undefined) result.day = validated;
    if (day !== undefined) used = 1;
    if (day !== undefined && validated === undefined) dropped = true;
  } else if (month !== undefined) dropped = true;
  if (numbers.size > used) dropped = true;
  if (dropped) result.dropped = true;
  return result;
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
   * GEDCOM calendar) is Hijri: FAMILY-TREE.md, an Arab family's «1415» is 1415هـ. Off by default,
   * since GEDCOM defines an unmarked year as Gregorian and royal files have 1415 in them; the
   * privacy rule turns it on, where the later reading is the careful one (decision 015).
   */
  unmarkedYearsAsHijri?: boolean;
}

/** The years an unmarked year is taken as Hijri within, when asked (`unmarkedYearsAsHijri`). */
export const UNMARKED_HIJRI_YEARS = { from: 1300, to: 1500 } as const;

/**
 * Reads a genealogy date as written: its qualifier, its year in its own calendar, and the month and
 * day when the text gives them. The text itself stays the record (FAMILY-TREE.md); this is for
 * sorting and for showing it again («نحو 1880م», the Hijri years beside a Gregorian one).
 */
export function parseGenealogyDate(text: string, options: DateReadingOptions = {}): GenealogyDate {
  const written = text.trim();
  // A date phrase alone, `(died young)`: text, not a date. A year in it still sorts the member;
  // a phrase that holds a whole date (`(ABT 1850)`, a Hijri date another program could not take)
  // is that date.
  const phrase = /^\(([^]*)\)$/.exec(written);
  if (phrase) {
    const inner = (phrase[1] ?? '').trim();
    const date = parseGenealogyDate(inner, options);
    if (date.qualifier !== 'unknown' && date.qualifier !== 'phrase' && !date.partial) return date;
    return { ...date, qualifier: 'phrase', phrase: inner };
  }
  // `INT 12 MAR 1850 (as the register says)`: the date is the interpretation of the phrase.
  const interpreted = /^INT\s+([^(]*?)\s*\(([^]*)\)$/i.exec(written);
  if (interpreted) {
    const date = parseGenealogyDate(interpreted[1] ?? '', options);
    const said = (interpreted[2] ?? '').trim();
    return date.year === null || said === '' ? date : { ...date, phrase: said };
  }

  let s = foldArabic(latinDigits(written)).toUpperCase().replace(/\s+/g, ' ').trim();
  if (s === '') return unknownDate('gregorian');

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
  // GEDCOM 5's escapes (`@#DJULIAN@`) and GEDCOM 7's keywords (`JULIAN 1750`).
  s = s.replace(/@#D([A-Z _]+?)@/g, (_, name: string) => useCalendar(name));
  s = s.replace(/\b(GREGORIAN|JULIAN|HEBREW|FRENCH_R)\b/g, (_, name: string) => useCalendar(name));
  s = s.replace(/^INT\s+/, '');

  const beforeChrist = BEFORE_CHRIST.test(s);
  if (beforeChrist) {
    calendarStated = true;
    s = s.replace(new RegExp(BEFORE_CHRIST.source, 'g'), ' ');
  }

  const gregorianMarked = new RegExp(
    `(\\d{3,4})\\s*م(?!${LETTER})|(\\d{3,4})\\s*(?:ميلادي|ميلاديه|للميلاد)`,
  ).exec(s);
  const hijriMarker = new RegExp(
    `\\d\\s*ه(?!${LETTER})|(?<!${LETTER})(هجري|هجريه|للهجره)(?!${LETTER})|\\bA\\.?H\\b\\.?`,
  );
  if (gregorianMarked || new RegExp(`\\d\\s*م(?!${LETTER})|ميلادي|للميلاد`).test(s)) calendarStated = true;
  if (hijriMarker.test(s)) {
    calendarStated = true;
    // «1300هـ الموافق 1882م»: the Gregorian year the writer gave is better than any conversion.
    if (gregorianMarked) {
      const qualifier = ABOUT.test(s)
        ? 'about'
        : BEFORE.test(s)
          ? 'before'
          : AFTER.test(s)
            ? 'after'
            : 'exact';
      return { qualifier, year: Number(gregorianMarked[1] ?? gregorianMarked[2]), calendar: 'gregorian' };
    }
    calendar = 'hijri';
    s = s.replace(new RegExp(hijriMarker.source, 'g'), (marker) => marker.replace(/[^\d]+$/, ''));
  }
  s = s.replace(new RegExp(`(\\d)\\s*م(?!${LETTER})`, 'g'), '$1');
  s = s.replace(new RegExp(`(?<!${LETTER})(ميلادي|ميلاديه|للميلاد)(?!${LETTER})`, 'g'), ' ');
  if (s.split(/[\s,،.]+/).some((token) => LATIN_MONTHS[token] !== undefined)) calendarStated = true;
  s = s.replace(ARABIC_MONTH_PATTERN, (name) => {
    const month = arabicMonthByName.get(name);
    if (!month) return name;
    calendarStated = true;
    return ` #${month.calendar === 'hijri' ? 'H' : 'G'}${String(month.month).padStart(2, '0')} `;
  });
  // «1880 (تقريباً)»; any other remark in brackets says nothing the parser can use.
  const aboutInBrackets = /\((?:ABT|ABOUT|CA|CIRCA|نحو|حوالي|تقريبا)\.?\)/.test(s);
  const otherRemark = /\([^)]*\)/.test(s.replace(/\((?:ABT|ABOUT|CA|CIRCA|نحو|حوالي|تقريبا)\.?\)/g, ''));
  s = s.replace(/\([^)]*\)/g, ' ');
  const aboutAtEnd = ABOUT_AT_END.test(s.trim());
  if (aboutAtEnd) s = s.trim().replace(ABOUT_AT_END, '');
  s = s.replace(/\s+/g, ' ').trim();

  let qualifier: DateQualifier = 'exact';
  let first: SimpleDate;
  let last: SimpleDate | null = null;
  const range = RANGES.map(([pattern, kind]) => [pattern.exec(s), kind] as const).find(([match]) => match);
  if (range?.[0]) {
    qualifier = range[1];
    first = parseSimpleDate(range[0][1] ?? '', calendar);
    last = parseSimpleDate(range[0][2] ?? '', calendar);
  } else {
    let rest = s + ' ';
    const leading: [RegExp, DateQualifier][] = [
      [ABOUT, 'about'],
      [ESTIMATED, 'estimated'],
      [CALCULATED, 'calculated'],
      [BEFORE, 'before'],
      [AFTER, 'after'],
      [FROM, 'from'],
      [TO, 'to'],
    ];
    for (const [pattern, kind] of leading) {
      const match = pattern.exec(rest);
      if (!match) continue;
      qualifier = kind;
      rest = rest.slice(match[0].length);
      break;
    }
    first = parseSimpleDate(rest, calendar);
  }
  if (aboutInBrackets || aboutAtEnd) qualifier = qualifier === 'exact' ? 'about' : qualifier;

  if (first.hijriMonth || last?.hijriMonth) calendar = calendar === 'gregorian' ? 'hijri' : calendar;
  let year = first.year;
  const endYear = last?.year ?? null;
  const doubtful = Boolean(first.doubtful || last?.doubtful);
  let partial = Boolean(doubtful || first.dropped || last?.dropped || otherRemark);
  if (year === null && endYear !== null) {
    year = endYear;
    partial = true;
  }
  if (year === null) {
    // A year glued to words («عام1880»), or lost in a sentence: take it, with a doubt.
    const loose = /(?<!\d)(\d{3,4})(?!\d)/.exec(s);
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
    !calendarStated &&
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
