import { useMemo } from 'react';
import { branchForPrint, type PrintNode } from '#shared/family-tree/branch-print.ts';
import { findCard } from '#shared/family-tree/branch-focus.ts';
import { buildFamilyTree } from '#shared/family-tree/build-tree.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';

export type BranchPrintState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; member: PublicFamilyMember; nasab: string; branch: PrintNode<PublicFamilyMember> };

/**
 * The branch to print for `/family-tree/member/{id}/print`, from the tree's own data (one cached
 * answer for both pages). An unknown id and a member the family keeps hidden («—», who has no
 * page) are both not found, so the page never tells them apart. Pure, so the server's render
 * reads the page's status and preview from the same answer.
 */
export function branchPrintState(
  members: PublicFamilyMember[] | undefined,
  founderName: string | undefined,
  memberId: number | null,
): BranchPrintState {
  if (memberId === null) return { status: 'not-found' };
  if (!members || founderName === undefined) return { status: 'loading' };
  const tree = buildFamilyTree(members, { founderName });
  const member = tree.byId.get(memberId);
  const card = member && member.visibility !== 'hidden' ? findCard(tree.tops, memberId) : null;
  if (!member || !card) return { status: 'not-found' };
  // A wife who married in is printed from her husband's card, with her own children only.
  const branch = branchForPrint(card, card.member.id === memberId ? {} : { motherId: memberId });
  return { status: 'ready', member, nasab: tree.nasabOf(member), branch };
}

export function useBranchPrint(
  members: PublicFamilyMember[] | undefined,
  founderName: string | undefined,
  memberId: number | null,
): BranchPrintState {
  return useMemo(() => branchPrintState(members, founderName, memberId), [members, founderName, memberId]);
}
