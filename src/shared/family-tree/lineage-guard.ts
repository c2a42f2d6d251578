import { adminMessages } from '../messages/admin';
import type { FieldErrors } from '../schemas/input';

const m = adminMessages.members;

/** A member's links to its parents, as stored. */
export interface MemberLink {
  id: number;
  /** The father. */
  parent: number | null;
  mother_id: number | null;
}

/**
 * Every descendant of `rootId` (not the root itself), through father **and** mother links.
 * Walks with a visited set, so cyclic or repeated links in old data cannot loop
 * (FAMILY-TREE.md: scale).
 */
export function descendantIds(links: readonly MemberLink[], rootId: number): Set<number> {
  const childrenOf = new Map<number, number[]>();
  const addChild = (parentId: number | null, childId: number) => {
    if (parentId === null) return;
    const children = childrenOf.get(parentId);
    if (children) children.push(childId);
    else childrenOf.set(parentId, [childId]);
  };
  for (const link of links) {
    addChild(link.parent, link.id);
    addChild(link.mother_id, link.id);
  }
  const found = new Set<number>();
  const stack = [...(childrenOf.get(rootId) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || id === rootId) continue;
    found.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
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
  spouse_id: number | null;
}

/**
 * The one check of a member's links, for the server and the admin form alike: each linked member
 * exists, nobody is their own parent or spouse, and nobody becomes the father or mother of one of
 * their own descendants (so no one can be their own ancestor, through either parent). Returns one
 * message per refused field; empty when every link is sound. `selfId` is null for a new member.
 */
export function checkMemberLinks(
  links: readonly MemberLink[],
  selfId: number | null,
  proposed: ProposedLinks,
): FieldErrors {
  const exists = new Set(links.map((link) => link.id));
  const descendants = selfId === null ? new Set<number>() : descendantIds(links, selfId);
  const errors: FieldErrors = {};
  const { parent, mother_id: mother, spouse_id: spouse } = proposed;
  if (parent !== null) {
    if (parent === selfId) errors.parent = m.parentIsSelf;
    else if (!exists.has(parent)) errors.parent = m.parentNotFound;
    else if (descendants.has(parent)) errors.parent = m.parentIsDescendant;
  }
  if (mother !== null) {
    if (!exists.has(mother) && mother !== selfId) errors.mother_id = m.motherNotFound;
    else if (mother === selfId || descendants.has(mother)) errors.mother_id = m.motherInvalid;
  }
  if (spouse !== null) {
    if (spouse === selfId) errors.spouse_id = m.spouseIsSelf;
    else if (!exists.has(spouse)) errors.spouse_id = m.spouseNotFound;
  }
  return errors;
}
