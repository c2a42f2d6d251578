import type { Side } from '../messages/kinship';
import type { KinshipIndex } from './kinship-index';

/** How an ancestor was first reached from the start of a walk. */
export interface Reach {
  depth: number;
  /** The member one step closer to the start (a child of this one); null at the start. */
  toward: number | null;
  /** Which parent of the start the walk left by; decides «عم» against «خال» and breaks ties. */
  side: Side | null;
}

/** Two members of one blood, and the ancestor they meet in. */
export interface BloodLink {
  ancestor: number;
  /** Generations from `from` up to the ancestor. */
  up: number;
  /** Generations from `to` up to the ancestor. */
  down: number;
  /** From `from` up to the ancestor and down to `to`, both ends included. */
  path: number[];
}

const sideRank = (side: Side | null) => (side === 'mother' ? 1 : 0);

/**
 * Every ancestor with its shortest distance, in breadth-first order, the father before the mother
 * at each step so that ties fall to the father's side. The visited set makes repeated ancestors
 * (cousin marriages) cost once and cyclic data end (docs/genealogy.md#cousin-marriage).
 */
export function ancestorsOf({ fatherOf, motherOf }: KinshipIndex, start: number): Map<number, Reach> {
  const reached = new Map<number, Reach>([[start, { depth: 0, toward: null, side: null }]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head]!;
    const here = reached.get(id)!;
    for (const [parent, side] of [
      [fatherOf.get(id), 'father'],
      [motherOf.get(id), 'mother'],
    ] as const) {
      if (parent === undefined || reached.has(parent)) continue;
      reached.set(parent, { depth: here.depth + 1, toward: id, side: here.side ?? side });
      queue.push(parent);
    }
  }
  return reached;
}

/** From an ancestor down to the start of the walk that reached it. */
function chain(reached: ReadonlyMap<number, Reach>, ancestor: number): number[] {
  const ids: number[] = [];
  for (let id: number | null = ancestor; id !== null; id = reached.get(id)!.toward) ids.push(id);
  return ids;
}

/**
 * The nearest ancestor of both walks: fewest generations in all, then the father's side of the
 * first walk's start. `fromAncestors` must be in `ancestorsOf`'s breadth-first order.
 */
export function nearestCommonAncestor(
  fromAncestors: ReadonlyMap<number, Reach>,
  toAncestors: ReadonlyMap<number, Reach>,
): BloodLink | null {
  let best: { id: number; reach: Reach; total: number } | null = null;
  for (const [id, reach] of fromAncestors) {
    if (best !== null && reach.depth > best.total) break;
    const other = toAncestors.get(id);
    if (other === undefined) continue;
    const total = reach.depth + other.depth;
    if (
      best === null ||
      total < best.total ||
      (total === best.total && sideRank(reach.side) < sideRank(best.reach.side))
    ) {
      best = { id, reach, total };
    }
  }
  if (best === null) return null;
  const up = chain(fromAncestors, best.id).reverse();
  const down = chain(toAncestors, best.id).slice(1);
  return {
    ancestor: best.id,
    up: best.reach.depth,
    down: toAncestors.get(best.id)!.depth,
    path: [...up, ...down],
  };
}

/** Past this many walks the cache starts again. */
const CACHED_WALKS = 2_000;

/**
 * The blood link of any pair, each member's ancestors walked once: a pair asks about its two ends
 * and their spouses, and a screen asking many pairs asks about the same members again.
 */
export function createBloodLinker(index: KinshipIndex): (from: number, to: number) => BloodLink | null {
  const cache = new Map<number, Map<number, Reach>>();
  const cachedAncestorsOf = (start: number) => {
    const cached = cache.get(start);
    if (cached) return cached;
    const reached = ancestorsOf(index, start);
    // Only the two ends and their spouses are walked per pair, so the cache stays small.
    if (cache.size > CACHED_WALKS) cache.clear();
    cache.set(start, reached);
    return reached;
  };
  return (from, to) => nearestCommonAncestor(cachedAncestorsOf(from), cachedAncestorsOf(to));
}
