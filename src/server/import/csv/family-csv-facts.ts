// One item of a spreadsheet's life columns (occupations, titles, residences, marriages): its text,
// then when and where in parentheses, as one would say it: «نوخذة (1920 في الكويت)»,
// «الشامية، مدينة الكويت (من 1930 إلى 1950)», «12 (1938 في حي القبلة، مدينة الكويت)». The
// parentheses come last and may hold a date, «في» and a place, or either alone; a text that itself
// ends in parentheses is written with empty ones after it, «الكويت (القديمة) ()», so it reads back
// whole (docs/import-formats.md#dates-and-places-of-a-life).

/** What one item says: its text (an occupation, a title, a residence's place, a spouse's id), when, where. */
export interface FactItem {
  text: string;
  date: string;
  place: string;
}

const PLACE_WORD = 'في';

/** The item written as the sheet shows it. */
export function writeFactItem({ text, date, place }: FactItem): string {
  const details = [date.trim(), place.trim() === '' ? '' : `${PLACE_WORD} ${place.trim()}`]
    .filter((part) => part !== '')
    .join(' ');
  if (details !== '') return `${text} (${details})`;
  return /\)\s*$/.test(text) ? `${text} ()` : text;
}

/** The parenthesised part an item ends with, matched back to its opening: its start, or -1. */
function trailingGroup(item: string): number {
  if (!item.endsWith(')')) return -1;
  let depth = 0;
  for (let at = item.length - 1; at >= 0; at--) {
    if (item[at] === ')') depth += 1;
    else if (item[at] === '(' && --depth === 0) return at;
  }
  return -1;
}

/** An item as a person types it: the text, then when and where in the parentheses at its end. */
export function readFactItem(item: string): FactItem {
  const trimmed = item.trim();
  const open = trailingGroup(trimmed);
  if (open <= 0) return { text: trimmed, date: '', place: '' };
  const text = trimmed.slice(0, open).trim();
  const details = trimmed.slice(open + 1, -1).trim();
  const where = new RegExp(`(?:^|\\s)${PLACE_WORD}\\s+`).exec(details);
  if (!where) return { text, date: details, place: '' };
  return {
    text,
    date: details.slice(0, where.index).trim(),
    place: details.slice(where.index + where[0].length).trim(),
  };
}

/** A residence's period as the sheet writes it: «من 1930 إلى 1950», or one end alone. */
export function periodText(date: string, endDate: string): string {
  if (endDate === '') return date;
  return date === '' ? `حتى ${endDate}` : `من ${date} إلى ${endDate}`;
}

/** The period back into its two ends; any other date stays whole as the start. */
export function periodOfText(text: string): { date: string; endDate: string } {
  const period = /^من\s+(.+?)\s+إلى\s+(.+)$/.exec(text);
  return period ? { date: period[1]!, endDate: period[2]! } : { date: text, endDate: '' };
}
