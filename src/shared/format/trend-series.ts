import { lazyDateFormat } from './lazy-format';
// The dashboard's time series (decision 019): which days and months a chart spans, counts filled in
// with 0 where nothing was stored, and their Arabic labels. Days and months are Kuwait's, as the
// counter stores them (yyyy-MM-dd, yyyy-MM), so plain calendar arithmetic in UTC is exact.

/** The visits chart's two spans in days; stats-trends.php answers the longer. */
export const TREND_DAYS = { short: 30, long: 365 } as const;
/** The number of months the members chart spans. */
export const TREND_MONTHS = 12;
/** The length of the most-read list. */
export const TOP_NEWS_LIMIT = 5;

const DAY_MS = 86_400_000;

/** The `count` days ending with `lastDay` (yyyy-MM-dd), oldest first. */
export function daysEnding(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The `count` months ending with `lastMonth` (yyyy-MM), oldest first. */
export function monthsEnding(lastMonth: string, count: number): string[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Each key with its stored count, or 0 where none was stored. */
export function zeroFilled(keys: readonly string[], counts: ReadonlyMap<string, number>) {
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

/**
 * How many of `dates` (ISO date-times) fall in each Kuwaiti month: UTC+3 all year (Kuwait keeps
 * no summer time), so a member added at 22:00 UTC on the 31st counts in the next month.
 */
export function countByKuwaitMonth(dates: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const iso of dates) {
    const time = Date.parse(iso);
    if (Number.isNaN(time)) continue;
    const month = new Date(time + 3 * 3_600_000).toISOString().slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return counts;
}

/** The moment a Kuwaiti month begins, as a stored timestamp (ISO, UTC) compares with it. */
export function kuwaitMonthStartIso(month: string): string {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - 3 * 3_600_000).toISOString();
}

// Latin digits like every other number on the site (see date.ts); the dates are calendar keys,
// already Kuwait's, so they are formatted as UTC.
const dayLabel = lazyDateFormat('ar-KW', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});
const fullDayLabel = lazyDateFormat('ar-KW', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});
const monthLabel = lazyDateFormat('ar-KW', {
  month: 'long',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});
const monthYearLabel = lazyDateFormat('ar-KW', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});

const atUtcMidnight = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);

/** «6 مارس», or «6 مارس 2024» with the year. */
export function formatDayKey(day: string, withYear = false): string {
  return (withYear ? fullDayLabel : dayLabel)().format(atUtcMidnight(day));
}

/** «مارس», or «مارس 2024» with the year. */
export function formatMonthKey(month: string, withYear = false): string {
  return (withYear ? monthYearLabel : monthLabel)().format(atUtcMidnight(month));
}
