import { formatDayKey, formatMonthKey } from '#shared/format/trend-series.ts';

// Which points of a series get a label on the time axis. Pure, so the choice is tested without a
// canvas; the chart options only pass the width they have.

/** The room one label needs, in CSS pixels («12 سبتمبر» in the admin's 12 px font, with a gap). */
const LABEL_ROOM = 72;

const smallestStep = (count: number, fits: number, steps: readonly number[]) =>
  steps.find((step) => Math.ceil(count / step) <= fits) ?? steps.at(-1)!;

/**
 * The labelled days of a day series (oldest first): for a month or less, every few days counted
 * back from today, so today always has its label; for longer, the first day of every month or
 * every few months, again counted back from the newest.
 */
export function daySplits(days: readonly string[], width: number): number[] {
  const fits = Math.max(2, Math.floor(width / LABEL_ROOM));
  const last = days.length - 1;
  if (days.length <= 31) {
    const step = smallestStep(days.length, fits, [1, 2, 3, 5, 7, 10, 15]);
    return days.map((_, index) => index).filter((index) => (last - index) % step === 0);
  }
  const monthStarts = days.map((day, index) => (day.endsWith('-01') ? index : -1)).filter((i) => i >= 0);
  const step = smallestStep(monthStarts.length, fits, [1, 2, 3, 4, 6]);
  return monthStarts.filter((_, position) => (monthStarts.length - 1 - position) % step === 0);
}

/** A day axis label: the day and month for a month or less, the month (with its year in January) beyond. */
export function dayAxisLabel(days: readonly string[], index: number): string {
  const day = days[index];
  if (!day) return '';
  if (days.length <= 31) return formatDayKey(day);
  const month = day.slice(0, 7);
  return formatMonthKey(month, month.endsWith('-01'));
}

/** The labelled months of a month series (oldest first), counted back from the newest. */
export function monthSplits(months: readonly string[], width: number): number[] {
  const fits = Math.max(2, Math.floor(width / LABEL_ROOM));
  const step = smallestStep(months.length, fits, [1, 2, 3, 4, 6]);
  const last = months.length - 1;
  return months.map((_, index) => index).filter((index) => (last - index) % step === 0);
}

/** A month axis label, with its year in January and on the oldest month shown. */
export function monthAxisLabel(months: readonly string[], index: number): string {
  const month = months[index];
  if (!month) return '';
  return formatMonthKey(month, index === 0 || month.endsWith('-01'));
}

/** Whole-number steps for a count axis: a count of 2.5 visits means nothing. */
export const COUNT_INCREMENTS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];
