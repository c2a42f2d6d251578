// Dates as families write them: GEDCOM's (`ABT 1850`, `BET 1880 AND 1885`, `12 MAR 1921`) and an
// Arabic admin's (`1880م`, `نحو 1880`, `١٣٠٠هـ`). FAMILY-TREE.md: keep the text as written and a
// sortable year beside it; this finds the year.

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** Hijri year → the Gregorian year it starts in (a lunar year is 354/365 of a solar one). */
export function hijriToGregorianYear(hijri: number): number {
  return Math.floor(hijri * (354.367 / 365.2425) + 621.57);
}

/**
 * The Gregorian year to sort a date by, or null when the text holds none. A range or an
 * approximate date sorts by its first year; a Hijri year (`هـ`, `AH`, GEDCOM's `@#DHIJRI@`) is
 * converted; `1750/51` (a dual year) is 1750.
 */
export function sortableYear(text: string): number | null {
  const plain = latinDigits(text).trim();
  if (plain === '') return null;
  // The first run of 3 or 4 digits that is not a day or a month.
  const match = /(^|[^\d])(\d{3,4})(?!\d)/.exec(plain);
  if (!match) return null;
  const year = Number(match[2]);
  const after = plain.slice((match.index ?? 0) + match[0].length);
  const hijri = /^\s*(هـ|ه\b|AH\b)/i.test(after) || /@#DHIJRI@/i.test(plain);
  return hijri ? hijriToGregorianYear(year) : year;
}
