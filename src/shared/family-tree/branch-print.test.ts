import { describe, expect, it } from 'vitest';
import { findCard } from './branch-focus';
import { branchForPrint, fitScale, PRINT_GENERATIONS, printableArea, type PrintNode } from './branch-print';
import { buildFamilyTree } from './build-tree';
import type { TreeMember } from './members';
import { member } from './test-members';

const f = { gender: 'female' as const };

// Six generations in a line below the founder, and a man with two wives.
const family: TreeMember[] = [
  member(1, 'سالم', { spouse_id: 2 }),
  member(2, 'نورة', { ...f, spouse_id: 1 }),
  member(3, 'عبدالله', { parent: 1, generation: 2 }),
  member(4, 'منيرة', { ...f, generation: 2, spouse_id: 3 }),
  member(5, 'لطيفة', { ...f, generation: 2, spouse_id: 3 }),
  member(6, 'خالد', { parent: 3, mother_id: 4, generation: 3 }),
  member(7, 'سعود', { parent: 3, mother_id: 5, generation: 3 }),
  member(8, 'سارة', { ...f, parent: 3, mother_id: 4, generation: 3 }),
  member(9, 'عبدالله', { parent: 6, generation: 4 }),
  member(10, 'صالح', { parent: 9, generation: 5 }),
  member(11, 'طارق', { parent: 10, generation: 6 }),
  member(12, 'يوسف', { parent: 10, generation: 6 }),
];
const tree = buildFamilyTree(family, { founderName: 'سالم' });

const ids = (node: PrintNode): number[][] => {
  const rows: number[][] = [];
  const walk = (n: PrintNode, depth: number) => {
    (rows[depth] ??= []).push(n.member.id);
    for (const group of n.groups) for (const child of group.children) walk(child, depth + 1);
  };
  walk(node, 0);
  return rows;
};

describe('branchForPrint', () => {
  it('prints four generations and counts the children left off', () => {
    expect(PRINT_GENERATIONS).toBe(4);
    const branch = branchForPrint(findCard(tree.tops, 1)!);
    expect(ids(branch)).toEqual([[1], [3], [6, 8, 7], [9]]);
    const last = branch.groups[0]!.children[0]!.groups[0]!.children[0]!.groups[0]!.children[0]!;
    expect(last.member.id).toBe(9);
    expect(last.generation).toBe(4);
    expect(last.groups).toEqual([]);
    expect(last.childrenNotShown).toBe(1);
    expect(branch.childrenNotShown).toBe(0);
  });

  it('starts from any member', () => {
    const branch = branchForPrint(findCard(tree.tops, 6)!);
    expect(ids(branch)).toEqual([[6], [9], [10], [11, 12]]);
    expect(branchForPrint(findCard(tree.tops, 9)!, { generations: 2 }).childrenNotShown).toBe(0);
  });

  it('keeps each wife’s children under her name', () => {
    const abdullah = branchForPrint(findCard(tree.tops, 3)!);
    expect(abdullah.groupedByMother).toBe(true);
    expect(abdullah.groups.map((g) => [g.mother?.id, g.children.map((c) => c.member.id)])).toEqual([
      [4, [6, 8]],
      [5, [7]],
    ]);
  });

  it('prints only her own children for a wife who married in', () => {
    const card = findCard(tree.tops, 5)!;
    expect(card.member.id).toBe(3);
    const branch = branchForPrint(card, { motherId: 5 });
    expect(branch.groupedByMother).toBe(false);
    expect(ids(branch)).toEqual([[3], [7]]);
  });
});

describe('fitting the sheet', () => {
  it('knows what an A4 and an A3 landscape page hold inside 10 mm margins', () => {
    expect(printableArea('A4')).toEqual({ width: 1046, height: 718 });
    expect(printableArea('A3')).toEqual({ width: 1511, height: 1046 });
  });

  it('shrinks a chart to fit and never enlarges a small one', () => {
    expect(fitScale({ width: 2092, height: 500 }, { width: 1046, height: 718 })).toBe(0.5);
    expect(fitScale({ width: 500, height: 1436 }, { width: 1046, height: 718 })).toBe(0.5);
    expect(fitScale({ width: 500, height: 300 }, { width: 1046, height: 718 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { width: 1046, height: 718 })).toBe(1);
  });
});
