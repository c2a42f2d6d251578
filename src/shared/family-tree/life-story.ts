import { sortableYear } from '../format/genealogy-date';
import type { LifeStoryKind } from '../schemas/member-life';

// A member's «سيرة» (docs/product.md#member-page): the facts of a life in the order it was lived.

/** Where a kind stands in a life: what opens it, what fills it, what closes it. */
const PHASE: Record<LifeStoryKind, 0 | 1 | 2> = {
  birth: 0,
  christening: 0,
  marriage: 1,
  residence: 1,
  occupation: 1,
  title: 1,
  other: 1,
  death: 2,
  burial: 2,
};

/** Between two facts of one year (or none), the order they are usually told in. */
const RANK: Record<LifeStoryKind, number> = {
  birth: 0,
  christening: 1,
  residence: 2,
  occupation: 3,
  marriage: 4,
  title: 5,
  other: 6,
  death: 7,
  burial: 8,
};

interface Fact {
  kind: LifeStoryKind;
  date: string;
  end_date?: string;
}

/**
 * The facts in the order of the life: the birth and a christening first and the death and the burial
 * last, whatever their dates say (a date misread must not bury someone before their marriage);
 * between them the dated facts by year (a residence known only by its end, by that), then the
 * undated ones. Ties keep the usual order of the kinds, then the order given (the keeper's).
 */
export function orderLifeStory<F extends Fact>(facts: readonly F[]): F[] {
  const yearOf = (fact: F) => sortableYear(fact.date) ?? sortableYear(fact.end_date ?? '');
  return facts
    .map((fact, index) => ({ fact, index, year: yearOf(fact) }))
    .sort((a, b) => {
      const phase = PHASE[a.fact.kind] - PHASE[b.fact.kind];
      if (phase !== 0) return phase;
      if (a.year !== b.year) {
        if (a.year === null) return 1;
        if (b.year === null) return -1;
        return a.year - b.year;
      }
      return RANK[a.fact.kind] - RANK[b.fact.kind] || a.index - b.index;
    })
    .map(({ fact }) => fact);
}
