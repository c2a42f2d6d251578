import { lazyDateFormat } from './lazy-format';

// Latin digits on purpose: CLDR gives ar-KW Arabic-Indic digits by default, and the
// site writes every number in Latin digits (SPEC, RTL habits). An explicit time zone
// keeps the day identical in Node (server-side meta) and in any visitor's browser.
const arabicLongDate = lazyDateFormat('ar-KW', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Kuwait',
  numberingSystem: 'latn',
});

/** Formats an ISO date or date-time as an Arabic (Kuwait) long date, e.g. «6 مارس 2024». */
export function formatArabicDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return arabicLongDate().format(date);
}

const kuwaitCalendarDay = lazyDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kuwait',
});

/** The day in Kuwait as yyyy-MM-dd: the news form's default date, the page-view counter's day. */
export function kuwaitDay(date: Date = new Date()): string {
  return kuwaitCalendarDay().format(date);
}
