import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

/**
 * How near two members are, for the relatives' view of the living (docs/genealogy.md#privacy-of-the-living):
 * the owner may let a signed-in relative see in full only the living within N steps of his own
 * member, as webtrees' relationship path length does.
 */

/** The links a step follows: the father, the mother and the marriages (children are derived). */
export interface KinMember {
  id: number;
  /** The father. */
  parent: number | null;
  mother_id?: number | null;
  spouses?: readonly { id: number }[];
}

/** Every member's kin one step away: father, mother, children and spouses, each link both ways. */
export function kinNeighbours(family: Iterable<KinMember>): Map<number, number[]> {
  return runToEnd(kinNeighboursSteps(family));
}

/** `kinNeighbours`, offering to pause between chunks of members (the server lets others in). */
export function* kinNeighboursSteps(family: Iterable<KinMember>): Steps<Map<number, number[]>> {
  const neighbours = new Map<number, number[]>();
  let done = 0;
  for (const member of family) {
    neighbours.set(member.id, []);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  const link = (a: number, b: number | null | undefined) => {
    if (b === null || b === undefined || a === b) return;
    const other = neighbours.get(b);
    if (other === undefined) return;
    neighbours.get(a)!.push(b);
    other.push(a);
  };
  for (const member of family) {
    link(member.id, member.parent);
    if (member.mother_id !== member.parent) link(member.id, member.mother_id);
    // A marriage is usually on both spouses' records; linking it twice costs only a repeated
    // neighbour, and data that has it on one side only is still linked.
    for (const spouse of member.spouses ?? []) link(member.id, spouse.id);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return neighbours;
}

/**
 * The members within `steps` steps of kinship of `memberId`, each with its distance (the member
 * itself at 0); empty when the member is not in the family.
 *
 * A step is one recorded link: to a father, a mother, a child or a spouse. These are the only links
 * the tree stores, so the count is the shortest path through them: a brother is two steps (through
 * the father), an uncle three, a first cousin four; a wife's father two (through her), a brother's
 * wife three; a co-wife two (through the husband). Counting marriages as steps keeps in-laws near,
 * as a family lives with them; the shortest path settles cousin marriages, where two ways lead to
 * the same person, and the search never loops. One breadth-first pass over the family: linear in
 * members and links however large the family.
 */
export function membersWithinSteps(
  family: readonly KinMember[],
  memberId: number,
  steps: number,
): Map<number, number> {
  return withinSteps(kinNeighbours(family), memberId, steps);
}

/**
 * `membersWithinSteps` over neighbours already indexed (`kinNeighbours`): one index serves every
 * reader's walk, which costs only the members it reaches.
 */
export function withinSteps(
  neighbours: ReadonlyMap<number, readonly number[]>,
  memberId: number,
  steps: number,
): Map<number, number> {
  if (!neighbours.has(memberId)) return new Map();
  const reached = new Map<number, number>([[memberId, 0]]);
  let frontier = [memberId];
  for (let step = 1; step <= steps && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const other of neighbours.get(id)!) {
        if (reached.has(other)) continue;
        reached.set(other, step);
        next.push(other);
      }
    }
    frontier = next;
  }
  return reached;
}
