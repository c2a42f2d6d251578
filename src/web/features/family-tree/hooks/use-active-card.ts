import { useSyncExternalStore } from 'react';

/**
 * The chart's roving tab stop: one card at a time is in the tab order, the arrows move
 * it. Kept outside React's state so moving it re-renders the two cards concerned, not the tree.
 */
export interface ActiveCardStore {
  get(): number | null;
  set(id: number): void;
  subscribe(listener: () => void): () => void;
}

export function createActiveCardStore(initial: number | null): ActiveCardStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(id) {
      if (id === current) return;
      current = id;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether this card holds the tab stop; the server and the first render agree (the initial card). */
export function useIsActiveCard(store: ActiveCardStore | null, id: number): boolean {
  const isActive = () => store?.get() === id;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, isActive, isActive);
}

const noSubscription = () => () => undefined;
