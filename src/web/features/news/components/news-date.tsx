import { formatArabicDate } from '#shared/format/date.ts';

/** docs/product.md#calendar: the Arabic (Kuwait) long date, machine-readable in dateTime. */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatArabicDate(date)}
    </time>
  );
}
