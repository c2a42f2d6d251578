import type { TreeUnit } from './build-tree';
import type { TreeMember } from './members';

/** What `/family-tree?member={id}` opens: the card to centre and the branch above it. */
export interface BranchFocus {
  /** The member asked for. */
  memberId: number;
  /**
   * The card that shows them: their own, or their husband's or wife's when they married into the
   * line and so have no card of their own.
   */
  cardId: number;
  /** The cards from the top of the tree down to the card's parent, each of which must be open. */
  openIds: number[];
}

/**
 * Finds the card showing a member and the chain of cards above it. A member's own card wins over
 * a place beside a spouse (a daughter of the line married to a cousin appears on both). One pass
 * with an explicit stack: no recursion, so a chain thousands deep cannot overflow it.
 */
export function findBranchFocus<M extends TreeMember>(
  tops: readonly TreeUnit<M>[],
  memberId: number,
): BranchFocus | null {
  const found = locate(tops, memberId);
  if (!found) return null;
  const openIds: number[] = [];
  for (let above = found.parentOf.get(found.card) ?? null; above; above = found.parentOf.get(above) ?? null) {
    openIds.push(above.member.id);
  }
  return { memberId, cardId: found.card.member.id, openIds: openIds.reverse() };
}

/** The card showing a member (their own, else their spouse's), or null. */
export function findCard<M extends TreeMember>(
  tops: readonly TreeUnit<M>[],
  memberId: number,
): TreeUnit<M> | null {
  return locate(tops, memberId)?.card ?? null;
}

function locate<M extends TreeMember>(tops: readonly TreeUnit<M>[], memberId: number) {
  const parentOf = new Map<TreeUnit<M>, TreeUnit<M> | null>();
  const stack: TreeUnit<M>[] = [];
  for (let index = tops.length - 1; index >= 0; index--) {
    const top = tops[index]!;
    parentOf.set(top, null);
    stack.push(top);
  }
  let besideSpouse: TreeUnit<M> | null = null;
  let found: TreeUnit<M> | null = null;
  while (stack.length > 0) {
    const unit = stack.pop()!;
    if (unit.member.id === memberId) {
      found = unit;
      break;
    }
    if (!besideSpouse && unit.spouses.some((spouse) => spouse.id === memberId)) besideSpouse = unit;
    // Children pushed last-first, so the walk follows the drawing order.
    const children = unit.groups.flatMap((group) => [...group.sons, ...group.daughters]);
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index]!;
      if (parentOf.has(child)) continue;
      parentOf.set(child, unit);
      stack.push(child);
    }
  }
  const card = found ?? besideSpouse;
  return card ? { card, parentOf } : null;
}
