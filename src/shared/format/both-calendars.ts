import { parseGenealogyDate, type GenealogyDate } from './genealogy-date';
import { lazyDateFormat } from './lazy-format';

// A stored date shown in both calendars (docs/genealogy.md#two-calendars): «1880م (1297–1298هـ)»,
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

function convertible(year: number, calendar: GenealogyDate['calendar']): boolean {
  if (calendar !== 'gregorian' && calendar !== 'hijri') return false;
  const gregorian = calendar === 'hijri' ? year + 579 : year;
  return gregorian >= FIRST_HIJRI_GREGORIAN_YEAR && gregorian <= LAST_CONVERTED_YEAR;
}

/** The other calendar of one date, for the brackets: «2 رجب 1339هـ», «1882–1883م». */
function otherCalendarOf(date: GenealogyDate): string {
  const { year, month, day } = date as GenealogyDate & { year: number };
  if (date.calendar === 'hijri') {
    if (month !== undefined && day !== undefined) {
      const gregorian = gregorianOfHijri(year, month, day);
      return `${gregorian.getUTCDate()} ${gregorianMonth(gregorian.getUTCMonth() + 1)} ${gregorian.getUTCFullYear()}م`;
    }
    return `${gregorianYearsOf(year, month)}م`;
  }
  if (month !== undefined && day !== undefined) {
    const hijri = hijriOf(utc(year, month, day));
    return `${hijri.day} ${hijriMonth(hijri.month, hijri.year)} ${hijri.year}هـ`;
  }
  return `${hijriYearsOf(year, month)}هـ`;
}

/** The other calendar of a range or period: from the first year its start overlaps to the last of its end. */
function otherCalendarOfRange(year: number, endYear: number, calendar: 'gregorian' | 'hijri'): string {
  if (calendar === 'hijri')
    return `${gregorianYearsOf(year).split('–')[0]}–${gregorianYearsOf(endYear).split('–').at(-1)}م`;
  return `${hijriYearsOf(year).split('–')[0]}–${hijriYearsOf(endYear).split('–').at(-1)}هـ`;
}

// Month names of the calendars GEDCOM names, in Arabic: a translation, not a conversion.
// prettier-ignore
const HEBREW_MONTH_NAMES = ['تشري', 'مرحشوان', 'كسلو', 'طيفت', 'شباط', 'آذار', 'آذار الثاني', 'نيسان', 'أيار', 'سيوان', 'تموز', 'آب', 'أيلول'];
// prettier-ignore
const FRENCH_MONTH_NAMES = ['فنديميير', 'برومير', 'فريمير', 'نيفوز', 'بلوفيوز', 'فانتوز', 'جرمينال', 'فلوريال', 'بريريال', 'ميسيدور', 'ترميدور', 'فروكتيدور', 'الأيام المتممة'];

/** The calendar's name after a date that is neither Gregorian nor Hijri: «(يولياني)». */
const CALENDAR_NAMES = { julian: 'يولياني', hebrew: 'عبري', french: 'جمهوري فرنسي' } as const;

function monthName(calendar: GenealogyDate['calendar'], month: number, year: number): string {
  switch (calendar) {
    case 'hijri':
      return convertible(year, 'hijri') ? hijriMonth(month, year) : hijriMonth(month, 1400);
    case 'hebrew':
      return HEBREW_MONTH_NAMES[month - 1] ?? '';
    case 'french':
      return FRENCH_MONTH_NAMES[month - 1] ?? '';
    default:
      return gregorianMonth(month);
  }
}

/** «1699/1700», «5» (before Christ, the sign is the «ق.م» after it). */
function yearText(year: number, dualYear: number | undefined): string {
  const shown = Math.abs(year);
  return dualYear === undefined ? `${shown}` : `${shown}/${dualYear}`;
}

/** The era mark after a year: «م», «هـ», «ق.م» before Christ, none for the other calendars. */
function eraMark(calendar: GenealogyDate['calendar'], year: number): string {
  if (year < 0) return ' ق.م';
  if (calendar === 'hijri') return 'هـ';
  return calendar === 'gregorian' || calendar === 'julian' ? 'م' : '';
}

/** A date's day, month and year in its own calendar, without its era mark: «12 مارس 1921». */
function ownCalendar(
  calendar: GenealogyDate['calendar'],
  year: number,
  month: number | undefined,
  day: number | undefined,
  dualYear: number | undefined,
): string {
  const parts: string[] = [];
  if (month !== undefined) {
    if (day !== undefined) parts.push(String(day));
    parts.push(monthName(calendar, month, year));
  }
  parts.push(yearText(year, dualYear));
  return parts.join(' ');
}

const QUALIFIER_BEFORE = { about: 'نحو ', before: 'قبل ', after: 'بعد ', from: 'منذ ', to: 'حتى ' } as const;
const QUALIFIER_AFTER = { estimated: ' تقديراً', calculated: ' بالحساب' } as const;

export interface DateFormatOptions {
  /**
   * The other calendar in brackets, «1880م (1297–1298هـ)» (the default: a member's own page, the
   * import's preview). Off where room is short: lists, tree cards, the printed tree, search results.
   */
  otherCalendar?: boolean;
}

function format(written: string, otherCalendar: boolean): string {
  const date = parseGenealogyDate(written);
  if (date.qualifier === 'unknown') return written;
  if (date.qualifier === 'phrase') return date.phrase ?? written;
  const { calendar } = date;
  const year = date.year!;
  const mark = eraMark(calendar, year);
  const brackets = (text: string) => (otherCalendar && text !== '' ? ` (${text})` : '');
  const named = calendar === 'julian' || calendar === 'hebrew' || calendar === 'french';
  const calendarName = named ? ` (${CALENDAR_NAMES[calendar]})` : '';
  // A dual year belongs to the old style of the Julian calendar: no Hijri date is given for it.
  const converts = (y: number, dual?: number) => dual === undefined && convertible(y, calendar);

  let shown: string;
  if ((date.qualifier === 'between' || date.qualifier === 'period') && date.endYear !== undefined) {
    const start = ownCalendar(calendar, year, date.month, date.day, date.dualYear);
    const end = ownCalendar(calendar, date.endYear, date.endMonth, date.endDay, date.endDualYear);
    // «بين 10 ق.م و5 ق.م» keeps each era; otherwise the mark is said once, at the end.
    const startMark = year < 0 && date.endYear >= 0 ? ' ق.م' : '';
    const [opening, joint] = date.qualifier === 'between' ? ['بين ', ' و'] : ['من ', ' إلى '];
    const other =
      converts(year, date.dualYear) &&
      converts(date.endYear, date.endDualYear) &&
      (calendar === 'gregorian' || calendar === 'hijri')
        ? otherCalendarOfRange(year, date.endYear, calendar)
        : '';
    shown = `${opening}${start}${startMark}${joint}${end}${eraMark(calendar, date.endYear)}${brackets(other)}`;
  } else {
    const own = ownCalendar(calendar, year, date.month, date.day, date.dualYear);
    const other = converts(year, date.dualYear) ? otherCalendarOf(date) : '';
    const core = `${own}${mark}${brackets(other)}`;
    const q = date.qualifier;
    shown =
      q in QUALIFIER_BEFORE
        ? `${QUALIFIER_BEFORE[q as keyof typeof QUALIFIER_BEFORE]}${core}`
        : q in QUALIFIER_AFTER
          ? `${core}${QUALIFIER_AFTER[q as keyof typeof QUALIFIER_AFTER]}`
          : core;
  }
  shown += calendarName;
  // The phrase is isolated (FSI … PDI): an English one inside the Arabic line keeps its order.
  if (date.phrase) shown += ` تفسيراً لـ«\u2068${date.phrase}\u2069»`;
  return shown;
}

const MAX_REMEMBERED = 50_000;
const formatted = new Map<string, string>();

/**
 * A stored date (as the admin or a GEDCOM file wrote it) for a reader, in Arabic: the one formatter
 * of the site, for a member's page, the lists of relatives, tree cards, the printed tree, search
 * results and the admin's screens. «نحو 1850م (1266–1267هـ)», «من 1900 إلى 1905م», «1 يناير 1700م
 * (يولياني)», «5 مايو 5 ق.م», a phrase as its text; what it cannot read is shown as written. The
 * rules, with what each date sorts by, are the table of docs/import-formats.md.
 */
export function formatGenealogyDate(text: string, options: DateFormatOptions = {}): string {
  const written = text.trim();
  if (written === '') return '';
  const otherCalendar = options.otherCalendar ?? true;
  // A tree shows hundreds of cards whose dates recur; each is read and converted once.
  const key = `${otherCalendar ? 1 : 0}${written}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const shown = format(written, otherCalendar);
  if (formatted.size >= MAX_REMEMBERED) formatted.clear();
  formatted.set(key, shown);
  return shown;
}

/**
 * A Gregorian day (`yyyy-mm-dd`) in the Umm al-Qura calendar, as parts: the calendar of occasions
 * writes each day's Hijri number under its Gregorian one, and the months it spans under the month.
 * Null for a text that is no day.
 */
export function hijriOfDay(
  iso: string,
): { day: number; month: number; year: number; monthName: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const hijri = hijriOf(utc(Number(match[1]), Number(match[2]), Number(match[3])));
  return { ...hijri, monthName: hijriMonth(hijri.month, hijri.year) };
}
