import { describe, expect, it } from 'vitest';
import { findCard } from './branch-focus';
import {
  branchForPrint,
  cutIntoPages,
  fitScale,
  MIN_READABLE_SCALE,
  planPrint,
  PRINT_GENERATIONS,
  printableArea,
  type PrintNode,
  type Span,
} from './branch-print';
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
  it('knows what an A4 and an A3 page hold inside 10 mm margins, either way round', () => {
    expect(printableArea('A4')).toEqual({ width: 1046, height: 718 });
    expect(printableArea('A3')).toEqual({ width: 1511, height: 1046 });
    expect(printableArea('A4', 'portrait')).toEqual({ width: 718, height: 1046 });
    expect(printableArea('A3', 'portrait')).toEqual({ width: 1046, height: 1511 });
  });

  it('shrinks a chart to fit and never enlarges a small one', () => {
    expect(fitScale({ width: 2092, height: 500 }, { width: 1046, height: 718 })).toBe(0.5);
    expect(fitScale({ width: 500, height: 1436 }, { width: 1046, height: 718 })).toBe(0.5);
    expect(fitScale({ width: 500, height: 300 }, { width: 1046, height: 718 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { width: 1046, height: 718 })).toBe(1);
  });
});

/** `count` cards of 150 px side by side with 10 px between them, as a row of the chart. */
const row = (count: number): Span[] =>
  Array.from({ length: count }, (_, index) => ({ start: index * 160, end: index * 160 + 150 }));
const widthOf = (cards: Span[]) => cards[cards.length - 1]!.end;

describe('cutIntoPages', () => {
  it('cuts between cards, never through one', () => {
    const cards = row(10);
    const pages = cutIntoPages(widthOf(cards), cards, 500, 1);
    expect(pages).toEqual([
      { start: 0, end: 470 },
      { start: 470, end: 950 },
      { start: 950, end: 1430 },
      { start: 1430, end: 1590 },
    ]);
    for (const card of cards) {
      expect(pages.some((page) => page.start <= card.start && card.end <= page.end)).toBe(true);
    }
  });

  it('cuts only where every row leaves a gap', () => {
    // A parent's card spans the gap between its children's at 310: the cut falls back to 150.
    const cards = [...row(4), { start: 230, end: 400 }];
    expect(cutIntoPages(widthOf(row(4)), cards, 320, 1)[0]).toEqual({ start: 0, end: 150 });
  });

  it('cuts a card only when it is wider than a sheet', () => {
    expect(cutIntoPages(900, [{ start: 0, end: 900 }], 400, 1)).toEqual([
      { start: 0, end: 400 },
      { start: 400, end: 800 },
      { start: 800, end: 900 },
    ]);
  });
});

describe('planPrint', () => {
  const measure = (cards: Span[], height = 470) => ({
    chart: { width: widthOf(cards), height },
    cards,
    reserved: 130,
  });

  it('shrinks a branch onto one landscape sheet while it stays readable', () => {
    const plan = planPrint(measure(row(9)), 'A4');
    expect(plan.orientation).toBe('landscape');
    expect(plan.pages).toEqual([{ start: 0, end: 1430 }]);
    expect(plan.scale).toBeCloseTo(1046 / 1430, 3);
  });

  it('splits a wider branch across sheets at a readable scale, as few as that allows', () => {
    const cards = row(13);
    const plan = planPrint(measure(cards), 'A4');
    expect(plan.orientation).toBe('landscape');
    expect(plan.scale).toBeGreaterThanOrEqual(MIN_READABLE_SCALE);
    expect(plan.pages).toHaveLength(2);
    expect(plan.pages[0]!.start).toBe(0);
    expect(plan.pages[1]!.end).toBe(widthOf(cards));
    for (const page of plan.pages) expect((page.end - page.start) * plan.scale).toBeLessThanOrEqual(1046);
    // On the larger sheet it fits one.
    expect(planPrint(measure(cards), 'A3').pages).toHaveLength(1);
  });

  it('turns the sheet upright for a narrow, tall branch', () => {
    const plan = planPrint(measure(row(4), 1200), 'A4');
    expect(plan.orientation).toBe('portrait');
    expect(plan.pages).toHaveLength(1);
    expect(plan.scale).toBeCloseTo((1046 - 130) / 1200, 3);
  });

  it('prints a small branch at its own size', () => {
    expect(planPrint(measure(row(2), 200), 'A4')).toEqual({
      orientation: 'landscape',
      scale: 1,
      chart: { width: 310, height: 200 },
      pages: [{ start: 0, end: 310 }],
    });
  });
});
