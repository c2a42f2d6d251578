/** The one source of "now" for stored timestamps (ISO-8601, UTC). */
export const nowIso = (): string => new Date().toISOString();

/** Today's date in Kuwait (yyyy-MM-dd): page views are counted per Kuwaiti day. */
export function kuwaitDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuwait',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
