import { createContext, useContext } from 'react';
import type { FamilyTree } from '../../../../shared/family-tree/build-tree';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';

export interface TreeContextValue {
  tree: FamilyTree<PublicFamilyMember>;
  /** Cards shallower than this start expanded. */
  expandedDepth: number;
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
