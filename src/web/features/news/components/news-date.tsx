import { formatArabicDate } from '../../../../shared/format/date';

/** SPEC §2, §9: the Arabic (Kuwait) long date, machine-readable in dateTime. */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatArabicDate(date)}
    </time>
  );
}
