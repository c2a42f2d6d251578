import { adminMessages } from '../messages/admin';
import type { Gender } from '../schemas/family-member';
import type { FieldErrors } from '../schemas/input';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

const m = adminMessages.members;

/** A member's links to its parents, as stored. */
export interface MemberLink {
  id: number;
  /** The father. */
  parent: number | null;
  mother_id: number | null;
  /** Known gender, when the rules need it (father male, mother female, spouses of two genders). */
  gender?: Gender | null;
}

/**
 * Every descendant of `rootId` (not the root itself), through father **and** mother links.
 * Walks with a visited set, so cyclic or repeated links in old data cannot loop
 * (docs/genealogy.md#scale).
 */
export function descendantIds(links: readonly MemberLink[], rootId: number): Set<number> {
  return runToEnd(descendantIdsSteps(links, rootId));
}

/** `descendantIds`, offering to pause (a write's check on the server). */
export function* descendantIdsSteps(links: readonly MemberLink[], rootId: number): Steps<Set<number>> {
  const childrenOf = new Map<number, number[]>();
  const addChild = (parentId: number | null, childId: number) => {
    if (parentId === null) return;
    const children = childrenOf.get(parentId);
    if (children) children.push(childId);
    else childrenOf.set(parentId, [childId]);
  };
  let done = 0;
  for (const link of links) {
    addChild(link.parent, link.id);
    addChild(link.mother_id, link.id);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  const found = new Set<number>();
  const stack = [...(childrenOf.get(rootId) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || id === rootId) continue;
    found.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
    if (found.size % MEMBERS_PER_STEP === 0) yield;
  }
  return found;
}

/** Members that may be chosen as `memberId`'s father or mother: not itself, not one of its descendants. */
export function allowedParentIds(links: readonly MemberLink[], memberId: number | null): Set<number> {
  const excluded = memberId === null ? new Set<number>() : descendantIds(links, memberId);
  if (memberId !== null) excluded.add(memberId);
  return new Set(links.map((link) => link.id).filter((id) => !excluded.has(id)));
}

export interface ProposedLinks {
  parent: number | null;
  mother_id: number | null;
  /** The member's own gender, as it will be saved. */
  gender: Gender | null;
  /** Every spouse the member will have, in order. */
  spouses: readonly number[];
}

/** Every ancestor reached from `starts` through father and mother links (the starts included). */
function ancestorsFrom(
  links: ReadonlyMap<number, MemberLink>,
  starts: readonly (number | null)[],
): Set<number> {
  const found = new Set<number>();
  const stack = starts.filter((id): id is number => id !== null);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    const link = links.get(id);
    if (link?.parent != null) stack.push(link.parent);
    if (link?.mother_id != null) stack.push(link.mother_id);
  }
  return found;
}

/**
 * The one check of a member's links, on the server inside the write's transaction and in the admin
 * form alike (decision 013). Refused, one message per field:
 * - a father or mother who is missing, the member itself, or one of its descendants (no one can
 *   become their own ancestor, through either parent);
 * - a father known to be a woman, a mother known to be a man;
 * - a spouse who is missing, the member itself, listed twice, of the same known gender, or one of
 *   the member's ancestors or descendants (cousins may marry; a grandfather may not);
 * - a gender that contradicts the member's recorded children or spouses.
 * `selfId` is null for a new member. `spouseField` names the field the client sent the spouses in.
 */
export function checkMemberLinks(
  links: readonly MemberLink[],
  selfId: number | null,
  proposed: ProposedLinks,
  spouseField: 'spouses' | 'spouse_id' = 'spouses',
): FieldErrors {
  return runToEnd(checkMemberLinksSteps(links, selfId, proposed, spouseField));
}

/** `checkMemberLinks`, offering to pause (on the server, inside the write's transaction). */
export function* checkMemberLinksSteps(
  links: readonly MemberLink[],
  selfId: number | null,
  proposed: ProposedLinks,
  spouseField: 'spouses' | 'spouse_id' = 'spouses',
): Steps<FieldErrors> {
  const byId = new Map<number, MemberLink>();
  for (const link of links) {
    byId.set(link.id, link);
    if (byId.size % MEMBERS_PER_STEP === 0) yield;
  }
  const descendants = selfId === null ? new Set<number>() : yield* descendantIdsSteps(links, selfId);
  const errors: FieldErrors = {};
  const { parent, mother_id: mother, gender, spouses } = proposed;
  const genderOf = (id: number) => byId.get(id)?.gender ?? null;

  if (parent !== null) {
    if (parent === selfId) errors.parent = m.parentIsSelf;
    else if (!byId.has(parent)) errors.parent = m.parentNotFound;
    else if (descendants.has(parent)) errors.parent = m.parentIsDescendant;
    else if (genderOf(parent) === 'female') errors.parent = m.fatherMustBeMale;
  }
  if (mother !== null) {
    if (!byId.has(mother) && mother !== selfId) errors.mother_id = m.motherNotFound;
    else if (mother === selfId || descendants.has(mother)) errors.mother_id = m.motherInvalid;
    else if (genderOf(mother) === 'male') errors.mother_id = m.motherMustBeFemale;
  }

  const ancestors = ancestorsFrom(byId, [parent, mother]);
  const seen = new Set<number>();
  for (const spouse of spouses) {
    let refusal: string | undefined;
    if (spouse === selfId) refusal = m.spouseIsSelf;
    else if (!byId.has(spouse)) refusal = m.spouseNotFound;
    else if (seen.has(spouse)) refusal = m.spouseRepeated;
    else if (ancestors.has(spouse) || descendants.has(spouse)) refusal = m.spouseIsRelative;
    else if (gender !== null && genderOf(spouse) === gender) refusal = m.spouseSameGender;
    seen.add(spouse);
    if (refusal) {
      errors[spouseField] = refusal;
      break;
    }
  }
  if (gender === null && errors[spouseField] === undefined) {
    const known = new Set(spouses.map(genderOf).filter((g) => g !== null));
    // Without the member's own gender, a man and a woman among the spouses cannot both be right.
    if (known.size > 1) errors[spouseField] = m.spouseSameGender;
  }

  if (selfId !== null && gender !== null) {
    const fatherOfSomeone = links.some((link) => link.parent === selfId);
    const motherOfSomeone = links.some((link) => link.mother_id === selfId);
    if ((gender === 'female' && fatherOfSomeone) || (gender === 'male' && motherOfSomeone)) {
      errors.gender = m.genderConflicts;
    }
  }
  return errors;
}
