import type { FamilyMember, PublicSpouseLink } from '../schemas/family-member';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

/**
 * The fields the tree logic reads; the API's FamilyMember satisfies it. `mother_id` and `spouses`
 * are optional: data from before them links one spouse by `spouse_id`. A marriage's end may be
 * absent: the public is not told it for a member not shown in full (decision 015).
 */
export type TreeMember = Pick<
  FamilyMember,
  'id' | 'name' | 'generation' | 'parent' | 'spouse_id' | 'gender'
> & {
  mother_id?: number | null;
  spouses?: readonly PublicSpouseLink[];
};

export interface DedupedMembers<M extends TreeMember> {
  members: M[];
  /** Later rows whose id was already taken (docs/product.md#validation: skipped with a warning). */
  dropped: M[];
}

/** docs/product.md#data: ids must be unique; the first row with an id wins, later ones are dropped. */
export function dropDuplicateIds<M extends TreeMember>(rows: readonly M[]): DedupedMembers<M> {
  return runToEnd(dropDuplicateIdsSteps(rows));
}

/** `dropDuplicateIds`, offering to pause (the server's rebuild). */
export function* dropDuplicateIdsSteps<M extends TreeMember>(rows: readonly M[]): Steps<DedupedMembers<M>> {
  const seen = new Set<number>();
  const members: M[] = [];
  const dropped: M[] = [];
  let done = 0;
  for (const row of rows) {
    if (++done % MEMBERS_PER_STEP === 0) yield;
    if (seen.has(row.id)) {
      dropped.push(row);
      continue;
    }
    seen.add(row.id);
    members.push(row);
  }
  return { members, dropped };
}

/**
 * Children derived from the links (docs/product.md#data: never stored): a child is listed under its `parent`
 * and, when recorded, under its mother. Links to missing members or to oneself are ignored.
 */
export function childrenIndex<M extends TreeMember>(
  members: readonly M[],
  byId: ReadonlyMap<number, M>,
): Map<number, M[]> {
  return runToEnd(childrenIndexSteps(members, byId));
}

/** `childrenIndex`, offering to pause (the server's rebuild). */
export function* childrenIndexSteps<M extends TreeMember>(
  members: readonly M[],
  byId: ReadonlyMap<number, M>,
): Steps<Map<number, M[]>> {
  const childrenOf = new Map<number, M[]>();
  const add = (parentId: number, child: M) => {
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(child);
    else childrenOf.set(parentId, [child]);
  };
  let done = 0;
  for (const member of members) {
    const { parent, mother_id: mother } = member;
    if (parent != null && parent !== member.id && byId.has(parent)) add(parent, member);
    if (mother != null && mother !== member.id && mother !== parent && byId.has(mother)) add(mother, member);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return childrenOf;
}

/** Whether a member descends from someone recorded in the data (and so is not a spouse who married in). */
export function hasRecordedParent(member: TreeMember, byId: ReadonlyMap<number, TreeMember>): boolean {
  return (
    (member.parent != null && member.parent !== member.id && byId.has(member.parent)) ||
    (member.mother_id != null && member.mother_id !== member.id && byId.has(member.mother_id))
  );
}

const DAUGHTER_WORD = /(^|\s)بنت(\s|$)/;

/**
 * Daughters by `gender`. For old rows without one, a name written «… بنت …» counts as a daughter and
 * everyone else as a son: the nasab names are the only reliable hint, and a wrong guess is fixed by
 * setting the gender in the admin form rather than by guessing from given names.
 */
export function isFemale(member: Pick<TreeMember, 'gender' | 'name'>): boolean {
  if (member.gender !== null) return member.gender === 'female';
  return DAUGHTER_WORD.test(member.name);
}

export function splitSonsAndDaughters<M extends Pick<TreeMember, 'gender' | 'name'>>(
  children: readonly M[],
): { sons: M[]; daughters: M[] } {
  const sons: M[] = [];
  const daughters: M[] = [];
  for (const child of children) (isFemale(child) ? daughters : sons).push(child);
  return { sons, daughters };
}

/**
 * docs/product.md#family-tree: the root is the first member whose name contains the founder's name (site
 * settings).
 */
export function findRootMember<M extends Pick<TreeMember, 'name'>>(
  members: readonly M[],
  founderName: string | null | undefined,
): M | null {
  const needle = (founderName ?? '').trim();
  if (needle === '') return null;
  return members.find((member) => member.name.includes(needle)) ?? null;
}
