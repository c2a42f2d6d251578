import { useEffect, useRef, type RefObject } from 'react';
import type { FamilyTree } from '#shared/family-tree/build-tree.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type { MoreTops } from './use-sliced-tree';

/** Where a top card's focus goes on each chart: the card's link, or the list entry's button. */
const topFocusSelector = (id: number, desktop: boolean | null) =>
  desktop
    ? `[data-testid="desktop-tree"] [data-card][data-member-id="${id}"] [data-card-focus]`
    : `[data-testid="mobile-tree"] li[data-member-id="${id}"] > h3 > button`;

/**
 * When the reader asks for more tops, the first new one takes the focus once it is drawn: the
 * reader is taken to the families that came (on the chart they are far along the top row). Call
 * the answer just before asking; a page that failed to come forgets the ask.
 */
export function useFocusNewTops(
  section: RefObject<HTMLElement | null>,
  tree: FamilyTree<PublicFamilyMember> | null,
  status: MoreTops['status'] | undefined,
  isDesktop: boolean | null,
): () => void {
  // The tops drawn when the reader asked for more.
  const topsBefore = useRef<ReadonlySet<number> | null>(null);
  useEffect(() => {
    const before = topsBefore.current;
    if (!before || !tree) return;
    if (status === 'error') {
      topsBefore.current = null;
      return;
    }
    const fresh = tree.tops.find((unit) => !before.has(unit.member.id));
    if (!fresh) return;
    topsBefore.current = null;
    section.current?.querySelector<HTMLElement>(topFocusSelector(fresh.member.id, isDesktop))?.focus();
  }, [section, tree, status, isDesktop]);
  return () => {
    topsBefore.current = new Set(tree?.tops.map((unit) => unit.member.id));
  };
}
