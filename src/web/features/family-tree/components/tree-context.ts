import { createContext, useContext, type ReactNode } from 'react';
import type { BranchFocus } from '../../../../shared/family-tree/branch-focus';
import type { FamilyTree, TreeUnit } from '../../../../shared/family-tree/build-tree';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';
import type { ActiveCardStore } from '../hooks/use-active-card';

/**
 * Something the page adds to a member's card, brought by the route from another feature (issue
 * #11: «اقترح تصحيحاً»). `tabIndex` follows the desktop chart's roving tab stop.
 */
export type MemberCardAction = (member: PublicFamilyMember, options: { tabIndex?: number }) => ReactNode;

export interface TreeContextValue {
  tree: FamilyTree<PublicFamilyMember>;
  /** Cards shallower than this start expanded. */
  expandedDepth: number;
  /** `?member=`: the member to mark and the branch down to them, opened. */
  focus: BranchFocus | null;
  /** The focus's `openIds`, for a look-up per card. */
  openIds: ReadonlySet<number>;
  /** The desktop chart's roving tab stop; null on the mobile list, where every card is a stop. */
  activeCard: ActiveCardStore | null;
  /** Shown on an opened card on a phone and on the focused card of the chart; never for «—». */
  memberAction: MemberCardAction | null;
}

export const TreeContext = createContext<TreeContextValue | null>(null);

export function useTreeContext(): TreeContextValue {
  const value = useContext(TreeContext);
  if (!value) throw new Error('TreeContext is missing');
  return value;
}

// Small families open fully; large ones show three generations and open the rest per branch,
// so 5,000 members cost a few hundred cards on first paint (FAMILY-TREE.md: scale).
const SMALL_FAMILY = 150;
const LARGE_FAMILY_EXPANDED_DEPTH = 2;

export function expandedDepthFor(memberCount: number): number {
  return memberCount <= SMALL_FAMILY ? Number.POSITIVE_INFINITY : LARGE_FAMILY_EXPANDED_DEPTH;
}

/** Whether a card starts open: near the top, or on the way down to the focused member. */
export function startsOpen(unit: TreeUnit<PublicFamilyMember>, context: TreeContextValue): boolean {
  return unit.depth < context.expandedDepth || context.openIds.has(unit.member.id);
}

/** A member kept for the lineage only («—»): no page, no link (issue #10, privacy). */
export const isHiddenMember = (member: PublicFamilyMember): boolean => member.visibility === 'hidden';
