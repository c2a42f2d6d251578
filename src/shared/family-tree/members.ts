import type { FamilyMember } from '../schemas/family-member';

/** The fields the tree logic reads; the API's FamilyMember satisfies it. */
export type TreeMember = Pick<FamilyMember, 'id' | 'name' | 'generation' | 'parent' | 'spouse_id' | 'gender'>;

export interface DedupedMembers<M extends TreeMember> {
  members: M[];
  /** Later rows whose id was already taken (SPEC §5: skipped with a warning). */
  dropped: M[];
}

/** SPEC §3: ids must be unique; the first row with an id wins, later ones are dropped. */
export function dropDuplicateIds<M extends TreeMember>(rows: readonly M[]): DedupedMembers<M> {
  const seen = new Set<number>();
  const members: M[] = [];
  const dropped: M[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) {
      dropped.push(row);
      continue;
    }
    seen.add(row.id);
    members.push(row);
  }
  return { members, dropped };
}

/** Children derived from parent links (SPEC §3: never stored); links to missing members or to oneself are ignored. */
export function childrenIndex<M extends TreeMember>(
  members: readonly M[],
  byId: ReadonlyMap<number, M>,
): Map<number, M[]> {
  const childrenOf = new Map<number, M[]>();
  for (const member of members) {
    const parent = member.parent;
    if (parent === null || parent === member.id || !byId.has(parent)) continue;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(member);
    else childrenOf.set(parent, [member]);
  }
  return childrenOf;
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

/** SPEC §2: the root is the first member whose name contains the founder's name (site settings). */
export function findRootMember<M extends Pick<TreeMember, 'name'>>(
  members: readonly M[],
  founderName: string | null | undefined,
): M | null {
  const needle = (founderName ?? '').trim();
  if (needle === '') return null;
  return members.find((member) => member.name.includes(needle)) ?? null;
}
