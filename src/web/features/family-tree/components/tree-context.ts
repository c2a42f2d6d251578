import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
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
  /** The router's way to another page, for the cards' links (card-link.tsx). */
  navigate(to: string): void;
}

/**
 * The chart's state, read by each card through `useTreeSelect`: a new branch, a card opened in the
 * address or a branch's status draws again only the cards whose own reading changed, not every
 * card of the chart (a context value re-renders every card that reads it, memoised or not).
 */
export interface TreeStore {
  get(): TreeContextValue;
  subscribe(listener: () => void): () => void;
}

export const TreeContext = createContext<TreeStore | null>(null);

function useTreeStore(): TreeStore {
  const store = useContext(TreeContext);
  if (!store) throw new Error('TreeContext is missing');
  return store;
}

/** What a card reads of the chart's state; `select` returns a value compared with `Object.is`. */
export function useTreeSelect<T>(select: (value: TreeContextValue) => T): T {
  const store = useTreeStore();
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The member named in the address (`?member=`) when they are one of `members`, else null. */
export function useFocusedMemberIn(members: readonly { id: number }[]): number | null {
  return useTreeSelect((value) => {
    const id = value.focus?.memberId;
    return members.some((member) => member.id === id) ? id! : null;
  });
}

/** The branches' actions, read when they are called: stable, so they cost no card a render. */
export function useBranchActions(): Pick<TreeBranches, 'open' | 'close' | 'retry'> {
  const store = useTreeStore();
  return useMemo(
    () => ({
      open: (id) => store.get().branches.open(id),
      close: (id) => store.get().branches.close(id),
      retry: (id) => store.get().branches.retry(id),
    }),
    [store],
  );
}

/** Opens a page from a card, with the router read when the link is clicked: stable, as above. */
export function useCardNavigate(): (to: string) => void {
  const store = useTreeStore();
  return useCallback((to) => store.get().navigate(to), [store]);
}

/** The chart's state at this moment, for a card's first render (whether it starts open). */
export function useTreeValueNow(): () => TreeContextValue {
  const store = useTreeStore();
  return store.get;
}

/** A store that never changes: a card drawn alone (tests, previews). */
export function fixedTreeStore(value: TreeContextValue): TreeStore {
  return { get: () => value, subscribe: () => () => undefined };
}

/**
 * The store a chart gives its cards: the focus's branch and the cards opened in the address
 * (`?open=`) both start open. The value is published during the chart's render, so the cards it
 * draws in the same pass (a new branch's) read it at once; the cards it does not draw again learn
 * of it after the commit, and only those whose reading changed draw again.
 */
export function useTreeContextValue({
  tree,
  expandedDepth,
  focus,
  openedIds,
  branches,
  activeCard,
  memberAction,
}: Omit<TreeContextValue, 'openIds' | 'navigate'> & { openedIds: readonly number[] }): TreeStore {
  const navigate = useNavigate();
  const value = useMemo(
    () => ({
      tree,
      expandedDepth,
      focus,
      openIds: new Set([...(focus?.openIds ?? []), ...openedIds]),
      branches,
      activeCard,
      memberAction,
      navigate: (to: string) => void navigate(to),
    }),
    [tree, expandedDepth, focus, openedIds, branches, activeCard, memberAction, navigate],
  );
  const [store] = useState(() => createTreeStore(value));
  store.publish(value);
  useLayoutEffect(() => store.notify(), [store, value]);
  return store;
}

function createTreeStore(initial: TreeContextValue): TreeStore & {
  publish(value: TreeContextValue): void;
  notify(): void;
} {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(value) {
      current = value;
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
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
