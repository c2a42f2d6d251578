import type { Gender } from '../schemas/family-member';

interface Parent {
  id: number;
  gender: Gender | null;
}

/**
 * A relative's new child's father and mother (decision 050): the relative, and the other parent
 * chosen among the relative's spouses. The relative is the mother when recorded as a woman, or,
 * unrecorded, when the spouse chosen is a man; otherwise the father.
 */
export function childParents(
  own: Parent,
  other: Parent | null,
): { parent: number | null; mother_id: number | null } {
  const ownIsMother = own.gender === 'female' || (own.gender === null && other?.gender === 'male');
  return ownIsMother
    ? { parent: other?.id ?? null, mother_id: own.id }
    : { parent: own.id, mother_id: other?.id ?? null };
}
