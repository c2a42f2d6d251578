import { parseGenealogyDate, type GenealogyDate } from './genealogy-date';
import { lazyDateFormat } from './lazy-format';

// A stored date shown in both calendars (issue #10, FAMILY-TREE.md): «1880م (1297–1298هـ)»,
// «12 مارس 1921م (2 رجب 1339هـ)», «1300هـ (1882–1883م)», «نحو 1850م (1266–1267هـ)». Intl's
// Umm al-Qura calendar does the conversion, the same in Node and in Chromium. Latin digits, as
// everywhere on the site; UTC, so that a date never shifts by a time zone.

const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura';
const GREGORIAN_LOCALE = 'ar-KW';
const common = { numberingSystem: 'latn', timeZone: 'UTC' } as const;

const hijriNumeric = lazyDateFormat(HIJRI_LOCALE, {
  ...common,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const hijriMonthName = lazyDateFormat(HIJRI_LOCALE, { ...common, month: 'long' });
const gregorianMonthName = lazyDateFormat(GREGORIAN_LOCALE, { ...common, month: 'long' });

const DAY_MS = 86_400_000;
// Before the Hijra there is no Hijri year to give; ICU's tables end well after any family's dates.
const FIRST_HIJRI_GREGORIAN_YEAR = 623;
const LAST_CONVERTED_YEAR = 2500;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function hijriOf(date: Date): DayParts {
  const parts = Object.fromEntries(
    hijriNumeric()
      .formatToParts(date)
      .filter((part) => part.type === 'year' || part.type === 'month' || part.type === 'day')
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

const utc = (year: number, month = 1, day = 1) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
};

const ordinal = ({ year, month, day }: DayParts) => year * 512 + month * 32 + day;

/** The Gregorian day a Hijri date falls on: a search over days, since Intl only converts the other way. */
export function gregorianOfHijri(year: number, month = 1, day = 1): Date {
  const target = ordinal({ year, month, day });
  // Within a few weeks of the answer: a Hijri year is 354 or 355 days.
  const estimate = (year - 1) * 354.367 + (month - 1) * 29.53 + (day - 1) + -492_148;
  let low = Math.floor(estimate - 60);
  let high = Math.ceil(estimate + 60);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (ordinal(hijriOf(new Date(middle * DAY_MS))) < target) low = middle + 1;
    else high = middle;
  }
  return new Date(low * DAY_MS);
}

const range = (first: number, last: number) => (first === last ? `${first}` : `${first}–${last}`);

function hijriMonth(month: number, year: number): string {
  return hijriMonthName().format(gregorianOfHijri(year, month, 15));
}

function gregorianMonth(month: number): string {
  return gregorianMonthName().format(utc(2001, month, 15));
}

/** «1297–1298»: the Hijri years a Gregorian year (or month) overlaps. */
export function hijriYearsOf(year: number, month?: number): string {
  const first = utc(year, month ?? 1, 1);
  const last = month === undefined ? utc(year, 12, 31) : new Date(utc(year, month + 1, 1).getTime() - DAY_MS);
  return range(hijriOf(first).year, hijriOf(last).year);
}

/** «1882–1883»: the Gregorian years a Hijri year (or month) overlaps. */
export function gregorianYearsOf(year: number, month?: number): string {
  const first = gregorianOfHijri(year, month ?? 1, 1);
  const next =
    month === undefined || month === 12
      ? gregorianOfHijri(year + 1, 1, 1)
      : gregorianOfHijri(year, month + 1, 1);
  const last = new Date(next.getTime() - DAY_MS);
  return range(first.getUTCFullYear(), last.getUTCFullYear());
}

function convertible(date: GenealogyDate): boolean {
  if (date.year === null || date.calendar === 'julian') return false;
  const gregorian = date.calendar === 'hijri' ? date.year + 579 : date.year;
  return gregorian >= FIRST_HIJRI_GREGORIAN_YEAR && gregorian <= LAST_CONVERTED_YEAR;
}

/** One date without its qualifier: the written calendar first, the other in brackets. */
function bothCalendars(date: GenealogyDate): string {
  const year = date.year!;
  const { month, day } = date;
  if (date.calendar === 'hijri') {
    if (month !== undefined && day !== undefined) {
      const gregorian = gregorianOfHijri(year, month, day);
      return `${day} ${hijriMonth(month, year)} ${year}هـ (${gregorian.getUTCDate()} ${gregorianMonth(gregorian.getUTCMonth() + 1)} ${gregorian.getUTCFullYear()}م)`;
    }
    if (month !== undefined)
      return `${hijriMonth(month, year)} ${year}هـ (${gregorianYearsOf(year, month)}م)`;
    return `${year}هـ (${gregorianYearsOf(year)}م)`;
  }
  if (month !== undefined && day !== undefined) {
    const hijri = hijriOf(utc(year, month, day));
    return `${day} ${gregorianMonth(month)} ${year}م (${hijri.day} ${hijriMonth(hijri.month, hijri.year)} ${hijri.year}هـ)`;
  }
  if (month !== undefined) return `${gregorianMonth(month)} ${year}م (${hijriYearsOf(year, month)}هـ)`;
  return `${year}م (${hijriYearsOf(year)}هـ)`;
}

const QUALIFIER_WORDS = { about: 'نحو', before: 'قبل', after: 'بعد' } as const;

/**
 * A stored date (as the admin or a GEDCOM file wrote it) for a reader: «نحو 1850م (1266–1267هـ)».
 * What it cannot read as a date (a phrase, a Julian or a pre-Hijra date) is shown as written.
 */
export function formatGenealogyDate(text: string): string {
  const written = text.trim();
  if (written === '') return '';
  const date = parseGenealogyDate(written);
  if (date.qualifier === 'unknown' || !convertible(date)) return written;
  if (date.qualifier === 'between' && date.endYear !== undefined) {
    const mark = date.calendar === 'hijri' ? 'هـ' : 'م';
    const other =
      date.calendar === 'hijri'
        ? `${gregorianYearsOf(date.year!).split('–')[0]}–${gregorianYearsOf(date.endYear).split('–').at(-1)}م`
        : `${hijriYearsOf(date.year!).split('–')[0]}–${hijriYearsOf(date.endYear).split('–').at(-1)}هـ`;
    return `بين ${date.year} و${date.endYear}${mark} (${other})`;
  }
  const shown = bothCalendars(date);
  return date.qualifier === 'exact'
    ? shown
    : `${QUALIFIER_WORDS[date.qualifier as keyof typeof QUALIFIER_WORDS]} ${shown}`;
}
