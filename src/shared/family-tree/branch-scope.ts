import type { FamilyMember } from '../schemas/family-member';
import { descendantIds, type MemberLink } from './lineage-guard';

export interface MarriageLink {
  husband_id: number;
  wife_id: number;
}

/**
 * The members a branch editor may edit (decision 022): the descendants of the chosen
 * member through father or mother, and the wives of the men among them. The chosen member is not
 * in it: he is shared with his brothers' branches. One pass over the links, so 5,000 members cost
 * milliseconds.
 */
export function branchMemberIds(
  links: readonly MemberLink[],
  marriages: readonly MarriageLink[],
  rootId: number,
): Set<number> {
  const branch = descendantIds(links, rootId);
  const wives: number[] = [];
  for (const marriage of marriages) {
    if (branch.has(marriage.husband_id) && marriage.wife_id !== rootId) wives.push(marriage.wife_id);
  }
  for (const wife of wives) branch.add(wife);
  return branch;
}

export interface BranchWrite {
  /** The member as it will be: its father and mother, and the spouses it will be married to. */
  parent: number | null;
  mother_id: number | null;
  spouses: readonly number[];
  /** Its father, mother and spouses before the write (none for a new member). */
  parentBefore: number | null;
  motherBefore: number | null;
  spousesBefore: readonly number[];
}

/**
 * Whether a branch editor may write a member (null: `id` is new) as `write` describes. The member
 * must be in the branch now (when it exists) and after: a child of the branch or of its chosen
 * member, or a wife of one of its men. A marriage linked or unlinked by the write touches the other
 * spouse's record too, so that spouse must be in the branch already or be unattached (no father or
 * mother in the tree, and married to no one outside the branch): marrying a cousin of another
 * branch, or a wife of another branch's man, would otherwise hand her record to this branch's
 * editor. A father or mother the write sets (a link it keeps as it was is not its doing) is a child
 * link on that parent too: it must be in the branch or its chosen member, or be married to the
 * member's other parent who is (the chosen member's wife, a daughter's husband). Otherwise a wife,
 * who is in the branch through her husband, would carry a new child into any family of the tree.
 */
export function branchMayWrite(
  links: readonly MemberLink[],
  marriages: readonly MarriageLink[],
  rootId: number,
  id: number | null,
  write: BranchWrite,
): boolean {
  const branch = branchMemberIds(links, marriages, rootId);
  if (id !== null && !branch.has(id)) return false;
  const insideOrRoot = (other: number | null) => other !== null && (other === rootId || branch.has(other));
  const byId = new Map(links.map((link) => [link.id, link]));
  const spousesOf = new Map<number, number[]>();
  for (const { husband_id, wife_id } of marriages) {
    spousesOf.set(husband_id, [...(spousesOf.get(husband_id) ?? []), wife_id]);
    spousesOf.set(wife_id, [...(spousesOf.get(wife_id) ?? []), husband_id]);
  }
  const unattached = (other: number) => {
    const link = byId.get(other);
    if (link === undefined || link.parent !== null || link.mother_id !== null) return false;
    return (spousesOf.get(other) ?? []).every((spouse) => spouse === id || branch.has(spouse));
  };
  const changed = [
    ...write.spouses.filter((spouse) => !write.spousesBefore.includes(spouse)),
    ...write.spousesBefore.filter((spouse) => !write.spouses.includes(spouse)),
  ];
  if (!changed.every((spouse) => branch.has(spouse) || unattached(spouse))) return false;
  const married = (a: number, b: number) => (spousesOf.get(a) ?? []).includes(b);
  const parentAllowed = (parent: number | null, before: number | null, otherParent: number | null) =>
    parent === null ||
    parent === before ||
    insideOrRoot(parent) ||
    (otherParent !== null && insideOrRoot(otherParent) && married(parent, otherParent));
  if (
    !parentAllowed(write.parent, write.parentBefore, write.mother_id) ||
    !parentAllowed(write.mother_id, write.motherBefore, write.parent)
  )
    return false;
  if (insideOrRoot(write.parent) || insideOrRoot(write.mother_id)) return true;
  // A wife: married to a man of the branch (the links say which spouse is the husband).
  return write.spouses.some((spouse) => branch.has(spouse) && byId.get(spouse)?.gender !== 'female');
}

/**
 * `branchMemberIds` over members as the API presents them (each with its spouses, not who is the
 * husband): the genders say, since the link rules keep a marriage's two genders apart.
 */
export function branchOfMembers(
  members: readonly Pick<FamilyMember, 'id' | 'parent' | 'mother_id' | 'gender' | 'spouses'>[],
  rootId: number,
): Set<number> {
  const genderOf = new Map(members.map((member) => [member.id, member.gender]));
  const links = members.map((member) => ({
    id: member.id,
    parent: member.parent,
    mother_id: member.mother_id,
    gender: member.gender,
  }));
  const marriages = members.flatMap((member) =>
    member.gender === 'female'
      ? []
      : member.spouses
          .filter((spouse) => genderOf.get(spouse.id) !== 'male')
          .map((spouse) => ({ husband_id: member.id, wife_id: spouse.id })),
  );
  return branchMemberIds(links, marriages, rootId);
}
