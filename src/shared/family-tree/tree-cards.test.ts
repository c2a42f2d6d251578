import { describe, expect, it } from 'vitest';
import type { TreeUnit } from './build-tree';
import type { TreeMember } from './members';
import { runToEnd } from './steps';
import { member, spouseLinkFamily } from './test-members';
import { TreeCards } from './tree-cards';
import { indexTreeSteps } from './tree-index';

const f = { gender: 'female' } as const;

/** The cards drawn from the first member, as ids: [member, [[mother, sons, daughters]…]]. */
function drawFrom(rows: readonly TreeMember[], first = 1) {
  const index = runToEnd(indexTreeSteps(rows));
  const cards = new TreeCards(index);
  const top = cards.place(index.byId.get(first)!, 0);
  runToEnd(cards.drain());
  const shape = (unit: TreeUnit): unknown => [
    unit.member.id,
    unit.groups.map((group) => [group.mother?.id ?? null, group.sons.map(shape), group.daughters.map(shape)]),
  ];
  return { top, cards, index, shape: shape(top) };
}

describe('TreeCards', () => {
  it('draws children under their mothers when a man has several wives, the unknown mother last', () => {
    const { shape, top } = drawFrom(spouseLinkFamily);
    expect(shape).toEqual([
      1,
      [[2, [[3, [[4, [[8, []]], [[9, []]]], [5, [[10, []]], []], [null, [[13, []]], []]]], [6, [[null, [[11, [[9, [], [[12, []]]]]]], []]]]], [[7, []]]]],
    ]); // prettier-ignore
    expect(top.groups[0]!.sons[0]!.groupedByMother).toBe(true);
    expect(top.childCount).toBe(3);
  });

  it('draws each member once, and tells who was drawn or shown beside a spouse', () => {
    const { cards, index } = drawFrom(spouseLinkFamily);
    expect(index.members.every((m) => cards.isDrawn(m) || cards.isShownAsSpouse(m))).toBe(true);
    expect(cards.isDrawn(index.byId.get(2)!)).toBe(false);
    expect(cards.isShownAsSpouse(index.byId.get(2)!)).toBe(true);
  });

  it('draws the children of a daughter married in the line under her husband, even with no father recorded', () => {
    const rows = [
      member(1, 'حمد'),
      member(2, 'علي', { parent: 1 }),
      member(3, 'سارة', { parent: 1, ...f, spouse_id: 4 }),
      member(4, 'فيصل', { parent: 2, spouse_id: 3 }),
      member(5, 'عبدالله', { mother_id: 3 }),
    ];
    const { top } = drawFrom(rows);
    const sara = top.groups[0]!.daughters[0]!;
    expect(sara.childrenWith?.id).toBe(4);
    expect(sara.groups).toEqual([]);
    const faisal = top.groups[0]!.sons[0]!.groups[0]!.sons[0]!;
    expect(faisal.groups[0]!.sons.map((unit) => unit.member.id)).toEqual([5]);
  });

  it('keeps a card per depth below the one placed', () => {
    const { top } = drawFrom(spouseLinkFamily);
    expect(top.groups[0]!.sons[0]!.groups[0]!.sons[0]!.depth).toBe(2);
  });
});
