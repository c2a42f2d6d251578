import { useMemo } from 'react';
import { findBranchFocus, type BranchFocus } from '#shared/family-tree/branch-focus.ts';
import type { FamilyTree } from '#shared/family-tree/build-tree.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';

/**
 * `/family-tree?member={id}`: the branch to open and the card to centre. An unknown
 * id, or a member the family keeps hidden («—», who has no page), just shows the tree.
 */
export function useTreeFocus(
  tree: FamilyTree<PublicFamilyMember> | null,
  rawId: string | null,
): BranchFocus | null {
  return useMemo(() => {
    const id = parseId(rawId);
    if (!tree || id === null) return null;
    const member = tree.byId.get(id);
    if (!member || member.visibility === 'hidden') return null;
    return findBranchFocus(tree.tops, id);
  }, [tree, rawId]);
}
