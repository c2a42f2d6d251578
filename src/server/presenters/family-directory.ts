import { branchMemberIds } from '#shared/family-tree/branch-scope.ts';
import { findRootMember } from '#shared/family-tree/members.ts';
import { buildNasab } from '#shared/family-tree/nasab.ts';
import type { DirectoryBranch, DirectoryEntry } from '#shared/schemas/family-household.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { createMemberIndex, type MemberIndex } from '#shared/search/arabic-names.ts';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import { inFamilyOrder } from './family-order';
import { presentFamilyMember } from './presenters';
import { searchChain } from './search-chain';

/** How a hidden member is named wherever another member's nasab passes through him (decision 015). */
const HIDDEN_NAME = '—';

export interface DirectoryQueryValues {
  q: string;
  branch: number | null;
  page: number;
}

/**
 * «دليل العائلة» (docs/product.md#the-family-directory): the members who share their contact details
 * with relatives, each with the nasab search shows and the branch they belong to, searchable by
 * name and filterable by branch. Built once per state of the family.
 */
export interface FamilyDirectory {
  branches: DirectoryBranch[];
  find(query: DirectoryQueryValues, perPage: number): { entries: DirectoryEntry[]; total: number };
}

/** Listed: consented to relatives, something to share, and not hidden (hidden stays hidden to all). */
const isListed = ({ row }: MemberWithSpouses) =>
  row.contact_visibility === 'relatives' &&
  row.visibility !== 'hidden' &&
  (row.contact_phone !== '' || row.contact_email !== '' || row.contact_area !== '');

/**
 * The family's branches are the lines of the founder's children (the same descendants-and-wives
 * rule as a branch editor's, decision 022), the founder being the member the site settings name,
 * or the first member without a father when none is named.
 */
function branchesOf(shown: readonly FamilyMember[], founderName: string) {
  const founder =
    findRootMember(shown, founderName) ??
    inFamilyOrder(shown.filter((member) => member.parent === null && member.name !== HIDDEN_NAME))[0];
  if (!founder) return { branches: [], branchOf: new Map<number, DirectoryBranch>() };
  const heads = inFamilyOrder(
    shown.filter(
      (member) =>
        (member.parent === founder.id || member.mother_id === founder.id) && member.name !== HIDDEN_NAME,
    ),
  );
  const links = shown.map(({ id, parent, mother_id, gender }) => ({ id, parent, mother_id, gender }));
  const genderOf = new Map(shown.map((member) => [member.id, member.gender]));
  const marriages = shown.flatMap((member) =>
    member.gender === 'female'
      ? []
      : member.spouses
          .filter((spouse) => genderOf.get(spouse.id) !== 'male')
          .map((spouse) => ({ husband_id: member.id, wife_id: spouse.id })),
  );
  const branchOf = new Map<number, DirectoryBranch>();
  const branches = heads.map((head) => ({ id: head.id, name: head.name }));
  const wivesOf = (id: number) =>
    marriages.filter((marriage) => marriage.husband_id === id).map((marriage) => marriage.wife_id);
  for (const branch of branches) {
    // The head and his wives, then his descendants and theirs (a branch editor's branch leaves the
    // head out, as he is shared with his brothers' branches; a directory counts him in his own).
    // A member in two lines (a cousin marriage) is counted in the first, as the tree reads them.
    const members = [branch.id, ...wivesOf(branch.id), ...branchMemberIds(links, marriages, branch.id)];
    for (const id of members) {
      if (!branchOf.has(id)) branchOf.set(id, branch);
    }
  }
  return { branches, branchOf };
}

export function buildFamilyDirectory(
  members: readonly MemberWithSpouses[],
  founderName: string,
): FamilyDirectory {
  const shown = members.map((entry) => {
    const member = presentFamilyMember(entry);
    return entry.row.visibility === 'hidden' ? { ...member, name: HIDDEN_NAME } : member;
  });
  const byId = new Map(shown.map((member) => [member.id, member]));
  const fatherOf = (member: FamilyMember) =>
    member.parent === null ? null : (byId.get(member.parent) ?? null);
  const { branches, branchOf } = branchesOf(shown, founderName);

  const listed = members.filter(isListed).map(({ row }) => {
    const member = byId.get(row.id)!;
    return {
      member,
      entry: {
        id: row.id,
        name: member.name,
        nasab: buildNasab(member, fatherOf),
        branch: branchOf.get(row.id)?.name ?? null,
        phone: row.contact_phone,
        email: row.contact_email,
        area: row.contact_area,
      } satisfies DirectoryEntry,
    };
  });
  const ordered = inFamilyOrder(listed.map((item) => ({ ...item, ...item.member })));
  let index: MemberIndex<(typeof ordered)[number]> | undefined;

  return {
    branches,
    find({ q, branch, page }, perPage) {
      index ??= createMemberIndex(ordered, (item) => ({
        name: item.member.name,
        chain: searchChain(item.member, fatherOf),
      }));
      const found = q === '' ? ordered : index.search(q, Number.POSITIVE_INFINITY);
      const inBranch = branch === null ? found : found.filter((item) => branchOf.get(item.id)?.id === branch);
      const start = (page - 1) * perPage;
      return {
        entries: inBranch.slice(start, start + perPage).map((item) => item.entry),
        total: inBranch.length,
      };
    },
  };
}
