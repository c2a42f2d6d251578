import { useEffect, useState } from 'react';
import type { TreeUnit } from '#shared/family-tree/build-tree.ts';
import { childrenLoaded } from '#shared/family-tree/tree-slice.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { startsOpen, useBranchActions, useTreeSelect, useTreeValueNow } from '../components/tree-context';

export interface CardOpen {
  open: boolean;
  toggle(): void;
}

/**
 * A card's open state. Its own, so opening one card draws nothing else again; opened too when the
 * address comes to ask for it (`?open=` is read once the page is hydrated). Closing a card lets
 * the address forget it.
 */
export function useCardOpen(unit: TreeUnit<PublicFamilyMember>, alsoOpen = false): CardOpen {
  const id = unit.member.id;
  const valueNow = useTreeValueNow();
  const [open, setOpen] = useState(() => alsoOpen || startsOpen(unit, valueNow()));
  const wanted = useTreeSelect((value) => value.openIds.has(id));
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (wanted) setOpen(true);
  }
  // An open card whose children are not here asks for its branch (a click, the focused entry of
  // the phone list); the request goes through the address, so a reload asks again.
  const branches = useBranchActions();
  const waiting = open && unit.childCount > 0 && !childrenLoaded(unit);
  useEffect(() => {
    if (waiting) branches.open(id);
  }, [waiting, branches, id]);
  return {
    open,
    toggle() {
      setOpen(!open);
      if (open) branches.close(id);
    },
  };
}
