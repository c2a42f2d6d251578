// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFamilyTree } from '#shared/family-tree/build-tree.ts';
import { assembleTree, createTreeSlicer, keepUnchangedUnits } from '#shared/family-tree/tree-slice.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { publicMember } from '#shared/testing/members.ts';
import type { TreeBranches } from './tree-context';

// Which members' cards drew their years, in order: a card drawn again draws them again. The chart
// is imported afresh below, over this counting LifeSpan: the web tests share their modules
// (isolate: false), so another file may have loaded the real one first.
const drawn: number[] = [];
vi.resetModules();
vi.doMock('#web/components/ui/life-span.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('#web/components/ui/life-span.tsx')>();
  return {
    ...real,
    LifeSpan: (props: Parameters<typeof real.LifeSpan>[0]) => {
      // The cards hand it their whole member.
      drawn.push((props.member as PublicFamilyMember).id);
      return real.LifeSpan(props);
    },
  };
});
const { DesktopTree } = await import('./desktop-tree');

// A founder, three sons, nine grandsons, twenty-seven great-grandsons.
const members: PublicFamilyMember[] = [publicMember(1, 'سالم', { birth: '1850' })];
let next = 2;
for (const [generation, parents] of [
  [2, [1]],
  [3, [2, 3, 4]],
  [4, [5, 6, 7, 8, 9, 10, 11, 12, 13]],
] as const)
  for (const parent of parents)
    for (let i = 0; i < 3; i++) members.push(publicMember(next, `ابن ${next++}`, { parent, generation }));
const slicer = createTreeSlicer(buildFamilyTree(members, { founderName: 'سالم' }), { budget: 13 });
const branches: TreeBranches = { statusOf: () => null, open() {}, close() {}, retry() {} };

// The reader opened grandson 5's card: his branch is asked for, and drawn when it arrives.
const opened = [5];

function chart(tree: NonNullable<ReturnType<typeof assembleTree<PublicFamilyMember>>>) {
  return (
    <MemoryRouter>
      <DesktopTree
        tree={tree}
        zoom={100}
        onZoomChange={() => {}}
        focus={null}
        branches={branches}
        openedIds={opened}
      />
    </MemoryRouter>
  );
}

describe('DesktopTree', () => {
  afterEach(() => cleanup());

  it('draws again, when a branch arrives, only its new cards and the cards above it', () => {
    const first = slicer.firstScreen();
    const before = assembleTree([first])!;
    const { rerender } = render(chart(before));
    // The first screen: the founder, his sons and grandsons; the great-grandsons wait in branches.
    expect(new Set(drawn)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
    drawn.length = 0;

    const after = keepUnchangedUnits(before, assembleTree([first, slicer.branch(5, 1)!]))!;
    rerender(chart(after));
    // Grandson 5's three sons, and the cards on the way up to him: 5, his father 2, the founder.
    expect(drawn.toSorted((a, b) => a - b)).toEqual([1, 2, 5, 14, 15, 16]);
  });
});
