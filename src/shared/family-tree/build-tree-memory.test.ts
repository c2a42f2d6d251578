import { queryObjects } from 'node:v8';
import { expect, it } from 'vitest';
import { buildFamilyTree } from './build-tree';
import type { TreeMember } from './members';
import { TreeCards } from './tree-cards';

const member = (id: number, parent: number | null): TreeMember => ({
  id,
  name: `فرد ${id}`,
  generation: parent === null ? 1 : 2,
  parent,
  spouse_id: null,
  gender: 'male',
});

it('a built tree keeps nothing of the cards laid out while building it (the server keeps its tree between edits)', () => {
  // Counted after a full collection; relative to before, as other test files share this process.
  const before = queryObjects(TreeCards, { format: 'count' });
  const tree = buildFamilyTree([member(1, null), ...Array.from({ length: 50 }, (_, i) => member(i + 2, 1))]);
  expect(tree.nasabOf(tree.tops[0]!.groups[0]!.sons[0]!.member)).toContain('فرد');
  expect(queryObjects(TreeCards, { format: 'count' })).toBe(before);
});
