import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BranchFocus } from '#shared/family-tree/branch-focus.ts';
import type { FamilyTree, TreeUnit } from '#shared/family-tree/build-tree.ts';
import { childrenLoaded } from '#shared/family-tree/tree-slice.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type { ActiveCardStore } from '../hooks/use-active-card';

/**
 * Something the page adds to a member's card, brought by the route from another feature (such
 * as «اقترح تصحيحاً»). `tabIndex` follows the desktop chart's roving tab stop.
 */
export type MemberCardAction = (member: PublicFamilyMember, options: { tabIndex?: number }) => ReactNode;

/** The branches a reader opens beyond what the page first received (tree-slice.ts). */
export interface TreeBranches {
  /** How a closed card's branch stands: being fetched, failed, or neither. */
  statusOf(id: number): 'loading' | 'error' | null;
  /** Asks for the branch below a card and keeps it open in the address. */
  open(id: number): void;
  close(id: number): void;
  retry(id: number): void;
}

export interface TreeContextValue {
  tree: FamilyTree<PublicFamilyMember>;
  /** Cards shallower than this start expanded, when their children are loaded. */
  expandedDepth: number;
  /** `?member=`: the member to mark and the branch down to them, opened. */
  focus: BranchFocus | null;
  /** The focus's `openIds` and the cards opened in the address (`?open=`), for a look-up per card. */
  openIds: ReadonlySet<number>;
  branches: TreeBranches;
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

/**
 * The context a chart gives its cards: the focus's branch and the cards opened in the address
 * (`?open=`) both start open.
 */
export function useTreeContextValue({
  tree,
  expandedDepth,
  focus,
  openedIds,
  branches,
  activeCard,
  memberAction,
}: Omit<TreeContextValue, 'openIds'> & { openedIds: readonly number[] }): TreeContextValue {
  return useMemo(
    () => ({
      tree,
      expandedDepth,
      focus,
      openIds: new Set([...(focus?.openIds ?? []), ...openedIds]),
      branches,
      activeCard,
      memberAction,
    }),
    [tree, expandedDepth, focus, openedIds, branches, activeCard, memberAction],
  );
}

/**
 * Whether a card starts open: near the top when its children are here (the server sent as many
 * whole generations as its budget holds, so a family that fits opens fully), or asked for, by
 * `?member=` or `?open=` (then it shows its branch loading until the children arrive).
 */
export function startsOpen(unit: TreeUnit<PublicFamilyMember>, context: TreeContextValue): boolean {
  if (context.openIds.has(unit.member.id)) return true;
  return childrenLoaded(unit) && unit.depth < context.expandedDepth;
}

/** A member kept for the lineage only («—»): no page, no link (privacy). */
export const isHiddenMember = (member: PublicFamilyMember): boolean => member.visibility === 'hidden';
