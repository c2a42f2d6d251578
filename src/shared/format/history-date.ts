import { formatGenealogyDate } from './both-calendars';

// A timeline entry's date (decision 020): the admin types the Gregorian year, the reader sees the
// Hijri years beside it, through the one converter the member pages use.

/** «1965م (1384–1385هـ)»; '' for an entry without a year. */
export function historyYearLabel(year: number | null): string {
  return year === null ? '' : formatGenealogyDate(String(year));
}

/** What the entry's date badge says: its period, its year in both calendars, or both. */
export function historyEntryWhen(entry: { year: number | null; period: string }): string {
  return [entry.period.trim(), historyYearLabel(entry.year)].filter((part) => part !== '').join(' · ');
}

/** The entry's place on the history page (`/history#…`), where a place's page links to it. */
export const historyEntryAnchor = (id: number) => `history-entry-${id}`;
