// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFamilyTree } from '#shared/family-tree/build-tree.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { useTreeContextValue, type TreeBranches } from './tree-context';

const tree = buildFamilyTree<PublicFamilyMember>([]);
const branches: TreeBranches = { statusOf: () => null, open() {}, close() {}, retry() {} };

describe('useTreeContextValue', () => {
  it('opens the focus’s branch and the cards opened in the address, and stays the same object while they do', () => {
    const focus = { memberId: 9, cardId: 9, openIds: [1, 4] };
    const options = { tree, expandedDepth: 1, branches, activeCard: null, memberAction: null };
    const opened: readonly number[] = [4, 7];
    const { result, rerender } = renderHook(
      ({ openedIds }) => useTreeContextValue({ ...options, focus, openedIds }),
      { initialProps: { openedIds: opened } },
    );
    expect([...result.current.openIds]).toEqual([1, 4, 7]);
    const first = result.current;
    // Memoised: the cards under it do not re-render when nothing changed.
    rerender({ openedIds: opened });
    expect(result.current).toBe(first);
    rerender({ openedIds: [8] });
    expect([...result.current.openIds]).toEqual([1, 4, 8]);
  });
});
