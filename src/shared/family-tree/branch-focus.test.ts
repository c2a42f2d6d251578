import { describe, expect, it } from 'vitest';
import { findBranchFocus } from './branch-focus';
import { buildFamilyTree } from './build-tree';
import type { TreeMember } from './members';
import { member } from './test-members';

const f = { gender: 'female' as const };

const family: TreeMember[] = [
  member(1, 'سالم بن عبدالله الفلاني', { spouse_id: 2 }),
  member(2, 'نورة بنت محمد', { ...f, spouse_id: 1 }),
  member(3, 'عبدالله بن سالم', { parent: 1, generation: 2, spouse_id: 4 }),
  member(4, 'منيرة بنت راشد', { ...f, generation: 2, spouse_id: 3 }),
  member(6, 'محمد بن سالم', { parent: 1, generation: 2 }),
  member(8, 'خالد بن عبدالله', { parent: 3, mother_id: 4, generation: 3 }),
  member(9, 'سارة بنت عبدالله', { ...f, parent: 3, mother_id: 4, generation: 3, spouse_id: 11 }),
  // A cousin marriage: Sara, of the line, appears on her own card and beside Fahad.
  member(11, 'فهد بن محمد', { parent: 6, generation: 3 }),
  member(12, 'نورة بنت فهد', { ...f, parent: 11, generation: 4 }),
  // A branch the founder does not reach.
  member(20, 'حمد بن علي', {}),
  member(21, 'علي بن حمد', { parent: 20, generation: 2 }),
];

describe('findBranchFocus', () => {
  const tree = buildFamilyTree(family, { founderName: 'سالم' });

  it('opens every card from the founder down to the member', () => {
    expect(findBranchFocus(tree.tops, 12)).toEqual({ memberId: 12, cardId: 12, openIds: [1, 6, 11] });
    expect(findBranchFocus(tree.tops, 8)).toEqual({ memberId: 8, cardId: 8, openIds: [1, 3] });
  });

  it('needs nothing opened for a top card', () => {
    expect(findBranchFocus(tree.tops, 1)).toEqual({ memberId: 1, cardId: 1, openIds: [] });
    expect(findBranchFocus(tree.tops, 21)).toEqual({ memberId: 21, cardId: 21, openIds: [20] });
  });

  it('centres a wife who married in on her husband’s card', () => {
    expect(findBranchFocus(tree.tops, 4)).toEqual({ memberId: 4, cardId: 3, openIds: [1] });
    expect(findBranchFocus(tree.tops, 2)).toEqual({ memberId: 2, cardId: 1, openIds: [] });
  });

  it('prefers a member’s own card to a place beside a spouse', () => {
    expect(findBranchFocus(tree.tops, 9)).toEqual({ memberId: 9, cardId: 9, openIds: [1, 3] });
  });

  it('finds nothing for an unknown id', () => {
    expect(findBranchFocus(tree.tops, 999)).toBeNull();
    expect(findBranchFocus([], 1)).toBeNull();
  });

  it('walks a chain thousands deep without recursion', () => {
    const chain: TreeMember[] = [member(1, 'سالم')];
    for (let id = 2; id <= 5000; id++)
      chain.push(member(id, `فرد ${id}`, { parent: id - 1, generation: id }));
    const deep = buildFamilyTree(chain, { founderName: 'سالم' });
    const focus = findBranchFocus(deep.tops, 5000)!;
    expect(focus.cardId).toBe(5000);
    expect(focus.openIds).toHaveLength(4999);
    expect(focus.openIds.slice(0, 3)).toEqual([1, 2, 3]);
  });
});
