import {
  childrenIndexSteps,
  dropDuplicateIdsSteps,
  findRootMember,
  hasRecordedParent,
  isFemale,
  type TreeMember,
} from './members';
import { buildSpouseIndexSteps } from './spouses';
import { MEMBERS_PER_STEP, type Steps } from './steps';

/** The family indexed for drawing: who is whose child and spouse, and who heads the line. */
export interface TreeIndex<M extends TreeMember> {
  members: M[];
  /** Duplicate-id rows that were skipped, so that the caller can warn of them. */
  dropped: M[];
  byId: ReadonlyMap<number, M>;
  childrenOf: ReadonlyMap<number, readonly M[]>;
  spousesOf: ReadonlyMap<number, readonly M[]>;
  /** The founder (the member named as such), or null when no name matches. */
  root: M | null;
  spouses(id: number): readonly M[];
  children(id: number): readonly M[];
  /** A member of the line: the founder, or anyone with a recorded parent. */
  hasLineage(member: M): boolean;
  /** The recorded mother, or a `parent` who is a woman (older data linked children to the mother). */
  motherOf(kid: M): M | null;
  /** The father the nasab follows: the parent, else the husband of the parent or mother who is a woman. */
  fatherOf(member: M): M | null;
}

const EMPTY: readonly never[] = [];

/** Indexes the rows, the first row of a duplicate id kept, offering to pause (the server's rebuild). */
export function* indexTreeSteps<M extends TreeMember>(
  rows: readonly M[],
  founderName?: string | null,
): Steps<TreeIndex<M>> {
  const { members, dropped } = yield* dropDuplicateIdsSteps(rows);
  const byId = new Map<number, M>();
  for (const member of members) {
    byId.set(member.id, member);
    if (byId.size % MEMBERS_PER_STEP === 0) yield;
  }
  const childrenOf = yield* childrenIndexSteps(members, byId);
  const root = findRootMember(members, founderName);
  const spousesOf = yield* buildSpouseIndexSteps(members, byId, childrenOf, root?.id ?? null);

  const spouses = (id: number): readonly M[] => spousesOf.get(id) ?? EMPTY;
  const husbandOf = (m: M) => spouses(m.id).find((s) => !isFemale(s)) ?? null;
  const memberAt = (id: number | null | undefined) => (id == null ? undefined : byId.get(id));
  const motherOf = (kid: M): M | null => {
    const mother = memberAt(kid.mother_id);
    if (mother && mother.id !== kid.id) return mother;
    const parent = memberAt(kid.parent);
    return parent && parent.id !== kid.id && isFemale(parent) ? parent : null;
  };
  return {
    members,
    dropped,
    byId,
    childrenOf,
    spousesOf,
    root,
    spouses,
    children: (id) => childrenOf.get(id) ?? EMPTY,
    hasLineage: (m) => m.id === root?.id || hasRecordedParent(m, byId),
    motherOf,
    fatherOf: (member) => {
      const parent = memberAt(member.parent);
      if (parent && parent.id !== member.id) return isFemale(parent) ? (husbandOf(parent) ?? parent) : parent;
      const mother = motherOf(member);
      return mother ? husbandOf(mother) : null;
    },
  };
}
