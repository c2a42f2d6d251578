// One date as written, without a qualifier: `12 MAR 1850`, `1921-03-12`, «12/3/1921», `#H09 1300`
// (a Hijri month put in its place by genealogy-date.ts). The words of dates it knows are here too.

/** The calendar a date is counted in. */
export type DateCalendar = 'gregorian' | 'hijri' | 'julian' | 'hebrew' | 'french';

/** The spellings that vary without changing the word: hamza on alef, final yaa and taa marbuta, tashkeel. */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

// prettier-ignore
export const LATIN_MONTHS: Record<string, number> = {
  JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, SEPT: 9, OCT: 10, NOV: 11, DEC: 12,
  JANUARY: 1, FEBRUARY: 2, MARCH: 3, APRIL: 4, JUNE: 6, JULY: 7, AUGUST: 8, SEPTEMBER: 9, OCTOBER: 10,
  NOVEMBER: 11, DECEMBER: 12,
};

// GEDCOM's Hebrew and French republican months, in their calendars' order (Tishri first; the
// republic's year began with Vendémiaire, and its five or six added days close it).
export const HEBREW_MONTHS = 'TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL'.split(' ');
export const FRENCH_MONTHS = 'VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC COMP'.split(' ');

// Words that say nothing about the date itself («ولد سنة 1880»): skipped without doubt.
const FILLER_WORDS = new Set(
  ['سنة', 'عام', 'في', 'ولد', 'ولدت', 'توفي', 'توفيت', 'يوم', 'شهر', 'الموافق', 'ON', 'IN', 'THE', 'OF'].map(
    foldArabic,
  ),
);

export interface SimpleDate {
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

/** What one token of a date is. */
type Token =
  /** A whole date in one token: `1921-03-12`, `12/3/1921`, `3/1921`. */
  | { kind: 'date'; date: SimpleDate }
  | { kind: 'year'; year: number; dualYear?: number }
  /** One or two digits: a day, or a short year where nothing else can be one. */
  | { kind: 'number'; value: number }
  | { kind: 'month'; month: number; hijri: boolean }
  | { kind: 'filler' }
  /** A word that is neither a date part nor a filler. */
  | { kind: 'word' };

function readToken(token: string, calendar: DateCalendar): Token {
  let match: RegExpExecArray | null;
  if ((match = /^(\d{3,4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(token)))
    return { kind: 'date', date: dated(Number(match[1]), Number(match[2]), Number(match[3])) };
  // Day first, as Kuwait and the Arab world write it (12/3/1921 is the 12th of March).
  if ((match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{3,4})$/.exec(token)))
    return { kind: 'date', date: dated(Number(match[3]), Number(match[2]), Number(match[1])) };
  if ((match = /^(\d{1,2})[-/](\d{3,4})$/.exec(token)))
    return { kind: 'date', date: dated(Number(match[2]), Number(match[1])) };
  if ((match = /^(\d{3,4})(?:\/(\d{1,2}))?$/.exec(token))) {
    const year = Number(match[1]);
    return { kind: 'year', year, dualYear: match[2] === undefined ? undefined : laterOfDual(year, match[2]) };
  }
  // A dual year written out (`1699/1700`, as royal92.ged and other programs write it): only the
  // next year; two unrelated years are no one date.
  if ((match = /^(\d{3,4})\/(\d{3,4})$/.exec(token)) && Number(match[2]) === Number(match[1]) + 1)
    return { kind: 'year', year: Number(match[1]), dualYear: Number(match[1]) + 1 };
  if (/^\d{1,2}$/.test(token)) return { kind: 'number', value: Number(token) };
  if ((match = /^#([GH])(\d\d)$/.exec(token)))
    return { kind: 'month', month: Number(match[2]), hijri: match[1] === 'H' };
  const named = monthIn(calendar, token);
  if (named !== undefined) return { kind: 'month', month: named, hijri: false };
  // A Hebrew or French month outside its calendar (no `@#DHEBREW@`) is not read.
  return FILLER_WORDS.has(token) ? { kind: 'filler' } : { kind: 'word' };
}

/** One date without qualifier: `12 MAR 1850`, `MAR 1850`, `1921-03-12`, `12/3/1921`, `1750/51`, `#H09 1300`. */
export function parseSimpleDate(part: string, calendar: DateCalendar): SimpleDate {
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
    const read = readToken(token, calendar);
    if (read.kind === 'date') return read.date;
    if (read.kind === 'year') {
      if (year !== null) dropped = true;
      else [year, yearIndex, dualYear] = [read.year, index, read.dualYear];
    } else if (read.kind === 'number') numbers.set(index, read.value);
    else if (read.kind === 'month') {
      if (month === undefined) [month, monthIndex, hijriMonth] = [read.month, index, read.hijri];
    } else if (read.kind === 'word') doubtful = true;
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
