import type { BloodLink } from './kinship-blood';
import type { KinshipIndex } from './kinship-index';

/**
 * A tie through one marriage. `relative`: `to` is the spouse of `from`'s blood relative (the link
 * runs from `from` to that relative). `spouse`: `to` is a blood relative of `from`'s spouse (the
 * link runs from that spouse to `to`).
 */
export type InLawTie =
  | { via: 'relative'; relative: number; link: BloodLink; path: number[] }
  | { via: 'spouse'; spouse: number; link: BloodLink; path: number[] };

/** Links on the way, the marriage included. */
export const tieLength = (tie: { path: readonly number[] }) => tie.path.length - 1;

/**
 * The shortest tie through one marriage; on a tie, the relative's spouse before the spouse's kin.
 * `from`'s own spouse is no in-law of `from`, nor is `to` its own spouse's kin.
 */
export function closestInLaw(
  index: KinshipIndex,
  bloodLink: (from: number, to: number) => BloodLink | null,
  from: number,
  to: number,
): InLawTie | null {
  let best: InLawTie | null = null;
  const consider = (candidate: InLawTie) => {
    if (best === null || tieLength(candidate) < tieLength(best)) best = candidate;
  };
  for (const relative of index.spousesOf(to)) {
    if (relative === from) continue;
    const link = bloodLink(from, relative);
    if (link !== null) consider({ via: 'relative', relative, link, path: [...link.path, to] });
  }
  for (const spouse of index.spousesOf(from)) {
    if (spouse === to) continue;
    const link = bloodLink(spouse, to);
    if (link !== null) consider({ via: 'spouse', spouse, link, path: [from, ...link.path] });
  }
  return best;
}

/**
 * `to` is a child of the other spouse of one of `from`'s parents, with no parent in common (the
 * son of the father's wife, the daughter of the mother's husband): that parent and that spouse.
 */
export function stepSibling(
  { fatherOf, motherOf, spousesOf }: KinshipIndex,
  from: number,
  to: number,
): { parent: number; stepParent: number } | null {
  const theirParents = [fatherOf.get(to), motherOf.get(to)];
  const ownParents = [fatherOf.get(from), motherOf.get(from)];
  if (ownParents.some((parent) => parent !== undefined && theirParents.includes(parent))) return null;
  for (const parent of ownParents) {
    if (parent === undefined) continue;
    const stepParent = spousesOf(parent).find((spouse) => theirParents.includes(spouse));
    if (stepParent !== undefined) return { parent, stepParent };
  }
  return null;
}

/** Two women married to one man (co-wives, «ضرة»): his id, else null. */
export function sharedHusband({ female, spousesOf }: KinshipIndex, from: number, to: number): number | null {
  if (!female(from) || !female(to)) return null;
  const theirs = new Set(spousesOf(to));
  return spousesOf(from).find((spouse) => theirs.has(spouse)) ?? null;
}
