// Whether two dates written for the same event (two files' birth of one great-grandfather) can be
// the same date: each text read as the Gregorian years it may mean (docs/genealogy.md#dates-as-written).

import { gregorianYearOf, parseGenealogyDate, type GenealogyDate } from './genealogy-date';
import { rememberByText } from './remember-by-text';

/** The years a date may fall in, both ends included; `exact` when it names one year and no doubt. */
export interface YearSpan {
  from: number;
  to: number;
  exact: boolean;
}

/** How far «ABT», «نحو», EST and CAL reach either side: families round such years to five or ten. */
const APPROXIMATE_YEARS = 5;

/** The Gregorian year of a range's end, read as its start is. */
function endYearOf(date: GenealogyDate): number | null {
  if (date.endYear === undefined) return null;
  return gregorianYearOf({
    ...date,
    year: date.endYear,
    month: date.endMonth,
    day: date.endDay,
    dualYear: date.endDualYear,
  });
}

/**
 * The Gregorian years a written date may mean, or null when it holds no year (nothing written, a
 * phrase, «غير معروف»). A Hijri year without its month falls in two Gregorian years, so it spans
 * both; an approximate date spans five years either side; before, after, from and to are open at
 * one end.
 */
export const yearSpan = rememberByText((text: string): YearSpan | null => {
  if (text.trim() === '') return null;
  const date = parseGenealogyDate(text);
  if (date.qualifier === 'phrase' || date.qualifier === 'unknown') return null;
  const year = gregorianYearOf(date);
  if (year === null) return null;
  const hijriYearAlone = date.calendar === 'hijri' && date.month === undefined;
  let from = year;
  let to = hijriYearAlone ? year + 1 : year;
  switch (date.qualifier) {
    case 'about':
    case 'estimated':
    case 'calculated':
      from -= APPROXIMATE_YEARS;
      to += APPROXIMATE_YEARS;
      break;
    case 'before':
    case 'to':
      from = -Infinity;
      break;
    case 'after':
    case 'from':
      to = Infinity;
      break;
    case 'between':
    case 'period':
      to = Math.max(to, endYearOf(date) ?? to);
      break;
    default:
      break;
  }
  const exact = date.qualifier === 'exact' && !date.partial && !hijriYearAlone;
  return { from, to, exact };
});

/**
 * `same`: one exact year on both sides; `close`: the spans meet, or lie a year apart (a year
 * miscounted or copied wrong); `apart`: they cannot be one date; `unknown`: a side has no year,
 * or says too little to call them close (`AFT 1782` meets every later year, a range of decades
 * most of a century).
 */
export type SpanAgreement = 'same' | 'close' | 'apart' | 'unknown';

/** Wider than this, a span can rule a date out but says nothing of its being close. */
const CLOSE_SPAN_YEARS = 2 * APPROXIMATE_YEARS + 1;

/** A span that names a year closely enough to call another close to it: no wider than «ABT». */
const isNarrow = (span: YearSpan | null): span is YearSpan =>
  span !== null && span.to - span.from <= CLOSE_SPAN_YEARS;

export function spansAgree(a: YearSpan | null, b: YearSpan | null): SpanAgreement {
  if (!a || !b) return 'unknown';
  if (a.exact && b.exact && a.from === b.from) return 'same';
  if (a.from - 1 > b.to || b.from - 1 > a.to) return 'apart';
  return isNarrow(a) && isNarrow(b) ? 'close' : 'unknown';
}
