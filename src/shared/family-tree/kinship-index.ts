import type { Side, SiblingLink } from '../messages/kinship';
import { childrenIndex, dropDuplicateIds, isFemale, type TreeMember } from './members';
import { givenName } from './nasab';
import { buildSpouseIndex } from './spouses';

/**
 * Who is whose father, mother and spouse, built once for a finder that then answers any number of
 * pairs. Every id it hands out is a member's: parents and spouses outside the rows are left out.
 */
export interface KinshipIndex {
  has(id: number): boolean;
  member(id: number): TreeMember;
  fatherOf: ReadonlyMap<number, number>;
  motherOf: ReadonlyMap<number, number>;
  /** Every spouse, former ones included, whichever side recorded the marriage. */
  spousesOf(id: number): readonly number[];
  female(id: number): boolean;
  /** The given name alone, for sentences that name both members. */
  nameOf(id: number): string;
}

const NO_SPOUSES: readonly number[] = [];

/** Duplicate ids keep their first row, as the tree does: ids are unique, and the first row with one wins. */
export function indexKinship(rows: readonly TreeMember[]): KinshipIndex {
  const { members } = dropDuplicateIds(rows);
  const byId = new Map(members.map((member) => [member.id, member]));
  const fatherOf = new Map<number, number>();
  const motherOf = new Map<number, number>();
  for (const member of members) {
    const { parent, mother_id: mother } = member;
    if (parent != null && parent !== member.id && byId.has(parent)) fatherOf.set(member.id, parent);
    if (mother != null && mother !== member.id && mother !== parent && byId.has(mother)) {
      motherOf.set(member.id, mother);
    }
  }
  // The same spouses the tree draws, the older spouse_id data and the old pairing rule included.
  const spousesOf = new Map<number, number[]>();
  for (const [id, spouses] of buildSpouseIndex(members, byId, childrenIndex(members, byId))) {
    // A marriage recorded on one side only is still a marriage for both.
    for (const spouse of spouses) {
      for (const [a, b] of [
        [id, spouse.id],
        [spouse.id, id],
      ] as const) {
        const list = spousesOf.get(a);
        if (!list) spousesOf.set(a, [b]);
        else if (!list.includes(b)) list.push(b);
      }
    }
  }
  const member = (id: number): TreeMember => byId.get(id)!;
  return {
    has: (id) => byId.has(id),
    member,
    fatherOf,
    motherOf,
    spousesOf: (id) => spousesOf.get(id) ?? NO_SPOUSES,
    female: (id) => isFemale(member(id)),
    nameOf: (id) => givenName(member(id).name),
  };
}

/** Which parent of path[i] path[i + 1] is, on the way up. */
export function sideAt(index: KinshipIndex, path: readonly number[], i: number): Side {
  return index.fatherOf.get(path[i]!) === path[i + 1] ? 'father' : 'mother';
}

/** How two children of a common parent are siblings: both parents, one, or not known. */
export function siblingLink({ fatherOf, motherOf }: KinshipIndex, a: number, b: number): SiblingLink {
  const sameFather = fatherOf.has(a) && fatherOf.get(a) === fatherOf.get(b);
  const sameMother = motherOf.has(a) && motherOf.get(a) === motherOf.get(b);
  if (sameFather && sameMother) return 'full';
  // Half only when the other parents are both recorded and differ; a missing mother proves nothing.
  if (sameFather) return motherOf.has(a) && motherOf.has(b) ? 'father' : 'unknown';
  if (sameMother) return fatherOf.has(a) && fatherOf.has(b) ? 'mother' : 'unknown';
  return 'unknown';
}

/** Whether the marriage of `a` and `b` ended in divorce, as either of them recorded it. */
export function divorced(index: KinshipIndex, a: number, b: number): boolean {
  const ended = (x: number, y: number) =>
    (index.member(x).spouses ?? []).some((link) => link.id === y && link.ended === 'divorced');
  return ended(a, b) || ended(b, a);
}
