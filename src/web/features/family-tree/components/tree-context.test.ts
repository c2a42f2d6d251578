// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildFamilyTree } from '#shared/family-tree/build-tree.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { useTreeContextValue, type TreeBranches } from './tree-context';

const tree = buildFamilyTree<PublicFamilyMember>([]);
const branches: TreeBranches = { statusOf: () => null, open() {}, close() {}, retry() {} };

describe('useTreeContextValue', () => {
  it('opens the focus’s branch and the cards opened in the address; one store, whose cards hear only of a change', () => {
    const focus = { memberId: 9, cardId: 9, openIds: [1, 4] };
    const options = { tree, expandedDepth: 1, branches, activeCard: null, memberAction: null };
    const opened: readonly number[] = [4, 7];
    const { result, rerender } = renderHook(
      ({ openedIds }) => useTreeContextValue({ ...options, focus, openedIds }),
      {
        initialProps: { openedIds: opened },
        wrapper: ({ children }: { children: ReactNode }) => createElement(MemoryRouter, null, children),
      },
    );
    const store = result.current;
    expect([...store.get().openIds]).toEqual([1, 4, 7]);
    const first = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    // The same value while nothing changed: the cards under it do not draw again.
    rerender({ openedIds: opened });
    expect(result.current).toBe(store);
    expect(store.get()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    rerender({ openedIds: [8] });
    expect(result.current).toBe(store);
    expect([...store.get().openIds]).toEqual([1, 4, 8]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
