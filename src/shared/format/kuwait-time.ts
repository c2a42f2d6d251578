import { lazyDateFormat } from './lazy-format';

// Kuwait time (Asia/Kuwait) is UTC+3 all year: Kuwait has kept no daylight saving time since 2007,
// so the conversion is a fixed offset and needs no time-zone database. The admin enters and reads
// a news item's publish time in Kuwait time; the server stores the UTC instant (decision 016).

const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `yyyy-MM-ddTHH:mm`, optionally with seconds: what a `datetime-local` input holds. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
/** A full ISO-8601 instant: a date-time with `Z` or an offset. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A wall-clock time in Kuwait (`2025-05-16T09:00`) as the UTC instant it names
 * (`2025-05-16T06:00:00.000Z`); null when it is not a real date and time (31 February, 25:00).
 */
export function kuwaitLocalToIso(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  // Date.UTC rolls 31 February over into March: a day that does not exist is refused instead.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  return new Date(asUtc - KUWAIT_OFFSET_MS).toISOString();
}

/**
 * A publish time as the server stores it (always UTC, `…Z`): an instant with its own zone keeps
 * it, a date-time without one is read as Kuwait time (the site's). Null when it is neither.
 */
export function toUtcInstant(value: string): string | null {
  const text = value.trim();
  if (ISO_INSTANT.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return kuwaitLocalToIso(text);
}

/** The instant whose UTC fields (getUTCDate, toISOString…) read as Kuwait's wall clock at `date`. */
export function kuwaitWallClock(date: Date): Date {
  return new Date(date.getTime() + KUWAIT_OFFSET_MS);
}

/** A UTC instant as Kuwait wall-clock time for a `datetime-local` input (`2025-05-16T09:00`); '' if invalid. */
export function isoToKuwaitLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return kuwaitWallClock(date).toISOString().slice(0, 16);
}

// Latin digits and an explicit zone, like formatArabicDate: Node and every browser agree.
const arabicDateTime = lazyDateFormat('ar-KW', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kuwait',
  numberingSystem: 'latn',
});

/** An instant as Kuwait time in Arabic, e.g. «16 مايو 2025 في 9:00 ص»; the input itself if invalid. */
export function formatKuwaitDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return arabicDateTime().format(date);
}
