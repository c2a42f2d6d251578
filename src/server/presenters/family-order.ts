import { runToEnd, sortSteps, type Steps } from '#shared/family-tree/steps.ts';

const arabicOrder = new Intl.Collator('ar');

type Ordered = { id: number; generation: number; name: string };

const compareMembers = (a: Ordered, b: Ordered) =>
  a.generation - b.generation || arabicOrder.compare(a.name, b.name) || a.id - b.id;

/** Past this share of new items, sorting everything again is the cheaper way. */
const MERGE_AT_MOST = 0.05;

/**
 * Members by generation, then name in Arabic order, then id: the order the family reads its tree
 * in (the admin's list, equally good search results).
 */
export function inFamilyOrder<T extends Ordered>(items: readonly T[], previous?: readonly T[]): T[] {
  return runToEnd(inFamilyOrderSteps(items, previous));
}

/**
 * `inFamilyOrder`, offering to pause, for the server's rebuilds. `previous`, an earlier answer: the
 * items found in it (the same objects) keep their order there, and only the others are placed
 * among them; after an edit all but a few records are the same objects (server/lib/family-source.ts).
 */
export function* inFamilyOrderSteps<T extends Ordered>(
  items: readonly T[],
  previous?: readonly T[],
): Steps<T[]> {
  if (previous) {
    const added = new Set(items);
    const kept: T[] = [];
    for (const item of previous) if (added.delete(item)) kept.push(item);
    if (added.size <= items.length * MERGE_AT_MOST) return placeAmong(kept, [...added]);
  }
  // Each distinct name meets the collator once: sorting 50,000 members compared names with it close
  // to a million times. Names the collator holds equal share a rank, so the id decides between them.
  const names = yield* sortSteps([...new Set(items.map((item) => item.name))], arabicOrder.compare);
  const rank = new Map<string, number>();
  names.forEach((name, index) => {
    const previousName = names[index - 1];
    const same = previousName !== undefined && arabicOrder.compare(previousName, name) === 0;
    rank.set(name, same ? rank.get(previousName)! : index);
  });
  return yield* sortSteps(
    items,
    (a, b) => a.generation - b.generation || rank.get(a.name)! - rank.get(b.name)! || a.id - b.id,
  );
}

/** `sorted` with `others` put in their places, each found by a binary search. */
function placeAmong<T extends Ordered>(sorted: T[], others: T[]): T[] {
  if (others.length === 0) return sorted;
  others.sort(compareMembers);
  const result: T[] = [];
  let from = 0;
  for (const item of others) {
    let low = from;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareMembers(sorted[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    for (let index = from; index < low; index++) result.push(sorted[index]!);
    result.push(item);
    from = low;
  }
  for (let index = from; index < sorted.length; index++) result.push(sorted[index]!);
  return result;
}
