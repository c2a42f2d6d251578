import { useEffect, useMemo } from 'react';
import { buildFamilyTree, type FamilyTree } from '../../../../shared/family-tree/build-tree';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';

/** The tree built once per data and founder name; later renders reuse it (and every memoised card). */
export function useFamilyTree(
  members: PublicFamilyMember[] | undefined,
  founderName: string | undefined,
): FamilyTree<PublicFamilyMember> | null {
  const tree = useMemo(
    () => (members ? buildFamilyTree(members, { founderName: founderName ?? '' }) : null),
    [members, founderName],
  );
  const dropped = tree?.dropped;
  useEffect(() => {
    // SPEC §5: duplicate ids are skipped with a warning.
    if (dropped && dropped.length > 0) {
      console.warn(
        `family tree: skipped ${dropped.length} member(s) with a duplicate id:`,
        dropped.map((m) => m.id),
      );
    }
  }, [dropped]);
  return tree;
}
