import { kuwaitWallClock } from './kuwait-time';

// Written out rather than asked of Intl: a browser's first Intl object costs about 15 ms on a phone
// (its locale and time-zone data), paid while a page with a news date hydrates. The names are
// CLDR's for ar-KW, and the tests hold this to Intl's own answer day by day. Latin digits, as
// everywhere on the site; Kuwait's day (UTC+3), so Node and any visitor's browser agree.
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

/** Formats an ISO date or date-time as an Arabic (Kuwait) long date, e.g. «6 مارس 2024». */
export function formatArabicDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const kuwait = kuwaitWallClock(date);
  return `${kuwait.getUTCDate()} ${ARABIC_MONTHS[kuwait.getUTCMonth()]} ${kuwait.getUTCFullYear()}`;
}

/** The day in Kuwait as yyyy-MM-dd: the news form's default date, the page-view counter's day. */
export function kuwaitDay(date: Date = new Date()): string {
  return kuwaitWallClock(date).toISOString().slice(0, 10);
}
