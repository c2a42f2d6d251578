import { describe, expect, it } from 'vitest';
import { findBranchFocus } from './branch-focus';
import { buildFamilyTree, type FamilyTree, type TreeUnit } from './build-tree';
import type { TreeMember } from './members';
import {
  generatedFamily,
  marriageRecordFamily,
  member,
  separateFamilies,
  spouseLinkFamily,
  treeShapeOf,
} from './test-members';
import { assembleTree, createTreeSlicer, SLICE_BUDGET, type TreeSlice, type TreeSlicer } from './tree-slice';

const closedCards = (tops: readonly TreeUnit[]): TreeUnit[] => {
  const closed: TreeUnit[] = [];
  const stack = [...tops];
  while (stack.length > 0) {
    const unit = stack.pop()!;
    if (unit.descendants !== undefined) closed.push(unit);
    for (const group of unit.groups) stack.push(...group.sons, ...group.daughters);
  }
  return closed;
};

/** The first screen and every further page of tops, in page order. */
function everyPage(slicer: TreeSlicer<TreeMember>): TreeSlice[] {
  const first = slicer.firstScreen();
  const pages = Array.from({ length: first.topPages - 1 }, (_, index) => slicer.topsPage(index + 1)!);
  return [first, ...pages];
}

/** Loads every page of tops and opens every closed card, a branch at a time, as a reader would. */
function openEverything(whole: FamilyTree, budget = SLICE_BUDGET) {
  const slicer = createTreeSlicer(whole, { budget });
  const slices: TreeSlice[] = everyPage(slicer);
  let requests = 0;
  for (;;) {
    const closed = closedCards(assembleTree(slices)!.tops);
    if (closed.length === 0) break;
    for (const unit of closed) slices.push(slicer.branch(unit.member.id, 2)!);
    requests += closed.length;
    if (requests > whole.members.length) throw new Error('the branches never close');
  }
  return { slices, assembled: assembleTree(slices)! };
}

const peopleIn = (slice: TreeSlice) => slice.units.reduce((sum, unit) => sum + 1 + unit.spouses.length, 0);

const families: [string, readonly TreeMember[], string][] = [
  ['spouse links, two wives, a cousin marriage', spouseLinkFamily, 'سالم'],
  ['marriages as records, a remarried widow', marriageRecordFamily, 'سالم بن عبدالله'],
  [
    'a stranger’s branch and a cycle of parent links',
    [
      ...spouseLinkFamily,
      member(20, 'غريب'),
      member(21, 'ابن الغريب', { parent: 20, generation: 2 }),
      member(40, 'أ', { parent: 41 }),
      member(41, 'ب', { parent: 40 }),
    ],
    'سالم',
  ],
];

describe('slices of the family tree', () => {
  it.each(families)('%s: the first screen plus every branch is the whole tree', (_name, rows, founder) => {
    const whole = buildFamilyTree(rows, { founderName: founder });
    // A budget of one card forces a branch request for every generation.
    for (const budget of [SLICE_BUDGET, 1]) {
      const { assembled } = openEverything(whole, budget);
      expect(treeShapeOf(assembled.tops)).toEqual(treeShapeOf(whole.tops));
      expect(assembled.root?.id).toBe(whole.root?.id);
      expect([...assembled.earlyIds]).toEqual([...whole.earlyIds]);
      for (const unit of whole.members) {
        if (assembled.byId.has(unit.id) && whole.tops.length > 0) {
          // Names read on the whole family, not on the part loaded.
          const card = findBranchFocus(whole.tops, unit.id);
          if (card?.cardId === unit.id) expect(assembled.nasabOf(unit)).toBe(whole.nasabOf(unit));
        }
      }
    }
  });

  it('a family of as many members as the budget arrives whole, cousin marriages and all', () => {
    // generatedFamily adds a stranger and his son after the family proper.
    const rows = generatedFamily(SLICE_BUDGET - 2);
    const whole = buildFamilyTree(rows, { founderName: 'سالم المؤسس' });
    const first = createTreeSlicer(whole).firstScreen();
    expect(rows).toHaveLength(SLICE_BUDGET);
    expect(peopleIn(first)).toBeGreaterThan(SLICE_BUDGET);
    expect(first.units.every((unit) => unit.descendants === undefined)).toBe(true);
    expect(treeShapeOf(assembleTree([first])!.tops)).toEqual(treeShapeOf(whole.tops));
  });

  it('a small family arrives whole on the first screen, as before', () => {
    const whole = buildFamilyTree(spouseLinkFamily, { founderName: 'سالم' });
    const slicer = createTreeSlicer(whole);
    const first = slicer.firstScreen();
    expect(first.topPages).toBe(1);
    expect(first.topCount).toBe(whole.tops.length);
    expect(slicer.topsPage(1)).toBeNull();
    expect(first.units.every((unit) => unit.descendants === undefined)).toBe(true);
    expect(first.total).toBe(spouseLinkFamily.length);
    expect(treeShapeOf(assembleTree([first])!.tops)).toEqual(treeShapeOf(whole.tops));
  });

  const big = generatedFamily(4000);
  const bigTree = buildFamilyTree(big, { founderName: 'سالم المؤسس' });
  const slicer = createTreeSlicer(bigTree);

  it('the generated family has what the slices must survive', () => {
    const units = treeShapeOf(bigTree.tops) as { spouses: number[]; childrenWith: number | null }[];
    expect(big.length).toBeGreaterThan(3000);
    expect(units.some((unit) => unit.spouses.length >= 3)).toBe(true);
    expect(units.some((unit) => unit.childrenWith !== null)).toBe(true);
    expect(bigTree.tops.length).toBeGreaterThan(1);
  });

  it('a generated family of thousands: the first screen plus every branch is the whole tree', () => {
    const { assembled } = openEverything(bigTree);
    expect(treeShapeOf(assembled.tops)).toEqual(treeShapeOf(bigTree.tops));
  });

  it('the first screen is whole generations within the budget, the founder and his children at least', () => {
    const first = slicer.firstScreen();
    // Its few tops fit one page: every one of them is here, as before the tops were paged.
    expect(first.topPages).toBe(1);
    expect(first.tops).toEqual(bigTree.tops.map((unit) => unit.member.id));
    expect(peopleIn(first)).toBeLessThanOrEqual(SLICE_BUDGET);
    const depths = new Set(first.units.map((unit) => unit.depth));
    const deepest = Math.max(...depths);
    expect(deepest).toBeGreaterThanOrEqual(1);
    // The next generation would not have fitted.
    const nextCost = (treeShapeOf(bigTree.tops) as { depth: number; spouses: number[] }[])
      .filter((unit) => unit.depth === deepest + 1)
      .reduce((sum, unit) => sum + 1 + unit.spouses.length, 0);
    expect(peopleIn(first) + nextCost).toBeGreaterThan(SLICE_BUDGET);
    // Closed exactly at the deepest generation, with how many are below.
    for (const unit of first.units) {
      if (unit.depth < deepest) expect(unit.descendants).toBeUndefined();
      else if (unit.childCount > 0) expect(unit.descendants).toBeGreaterThanOrEqual(unit.childCount);
    }
    // The members are the cards and their spouses, no one else.
    const needed = new Set(first.units.flatMap((unit) => [unit.id, ...unit.spouses]));
    expect(new Set(first.members.map((m) => m.id))).toEqual(needed);
    expect(first.total).toBe(big.length);

    // A founder whose children alone exceed the budget still shows them.
    const crowded = [
      member(1, 'سالم'),
      ...Array.from({ length: 300 }, (_, i) => member(i + 2, 'ابن', { parent: 1, generation: 2 })),
    ];
    const crowdedFirst = createTreeSlicer(buildFamilyTree(crowded, { founderName: 'سالم' })).firstScreen();
    expect(crowdedFirst.units).toHaveLength(301);
  });

  it('a branch is the card and up to n generations below it, at least one', () => {
    const first = slicer.firstScreen();
    const closed = first.units.find((unit) => (unit.descendants ?? 0) > unit.childCount)!;
    const one = slicer.branch(closed.id, 1)!;
    expect(one.units[0]).toMatchObject({ id: closed.id, depth: closed.depth });
    expect(one.units[0]!.descendants).toBeUndefined();
    expect(one.units).toHaveLength(1 + closed.childCount);
    const two = slicer.branch(closed.id, 2)!;
    expect(Math.max(...two.units.map((unit) => unit.depth))).toBe(closed.depth + 2);
    expect(peopleIn(two)).toBeLessThanOrEqual(SLICE_BUDGET);
    expect(slicer.branch(987_654, 2)).toBeNull();
  });

  it('withPathTo opens the way down to a deep member, who is then found as findBranchFocus finds them', () => {
    const deepest = big.reduce((found, row) => (row.generation > found.generation ? row : found));
    const whole = findBranchFocus(bigTree.tops, deepest.id)!;
    expect(whole.openIds.length).toBeGreaterThan(4);
    const slice = slicer.withPathTo(deepest.id)!;
    const assembled = assembleTree([slicer.firstScreen(), slice])!;
    expect(findBranchFocus(assembled.tops, deepest.id)).toEqual(whole);
    expect(slicer.withPathTo(987_654)).toBeNull();
    // A wife who married in is found on her husband's card.
    const wifeOnly = big.find((m) => m.name.startsWith('زوجة') && m.generation > 4)!;
    const viaSpouse = assembleTree([slicer.firstScreen(), slicer.withPathTo(wifeOnly.id)!])!;
    expect(findBranchFocus(viaSpouse.tops, wifeOnly.id)).toEqual(findBranchFocus(bigTree.tops, wifeOnly.id));
  });

  it('never leaves closed a card no one may ask a branch of: its children come with it', () => {
    const rows = [
      member(1, 'سالم'),
      member(2, 'ابن', { parent: 1, generation: 2 }),
      member(3, '—', { parent: 2, generation: 3 }),
      member(4, '—', { parent: 3, generation: 4 }),
      member(5, 'حفيد', { parent: 4, generation: 5 }),
      member(6, 'ابن الحفيد', { parent: 5, generation: 6 }),
    ];
    const hidden = (person: TreeMember) => person.name === '—';
    const tight = createTreeSlicer(buildFamilyTree(rows, { founderName: 'سالم' }), {
      budget: 1,
      opensThrough: hidden,
    });
    const first = tight.firstScreen();
    expect(first.units.map((unit) => [unit.id, unit.descendants])).toEqual([
      [1, undefined],
      [2, 4],
    ]);
    const branch = tight.branch(2, 1)!;
    expect(branch.units.map((unit) => [unit.id, unit.descendants])).toEqual([
      [2, undefined],
      [3, undefined],
      [4, undefined],
      [5, 1],
    ]);
  });

  it('a closed card in a branch that did not arrive whole stays closed rather than losing cards', () => {
    const first = slicer.firstScreen();
    const broken: TreeSlice = {
      ...first,
      units: first.units.filter((unit) => unit.depth < 1 || unit.depth > 1),
    };
    const assembled = assembleTree([broken])!;
    const founder = assembled.tops[0]!;
    expect(founder.groups).toEqual([]);
    expect(founder.descendants).toBe(founder.childCount);
  });
});

describe('a family of hundreds of separate families: the tops come a page at a time', () => {
  const rows = separateFamilies(900);
  const whole = buildFamilyTree(rows, { founderName: 'سالم المؤسس' });
  const slicer = createTreeSlicer(whole);
  const first = slicer.firstScreen();
  const pages = everyPage(slicer);
  const topIds = whole.tops.map((unit) => unit.member.id);
  const topsOf = (slice: TreeSlice) => new Set(slice.tops);

  it('the first screen is the founder, his children and as many other families as the budget holds', () => {
    expect(whole.tops.length).toBeGreaterThan(800);
    expect(peopleIn(first)).toBeLessThanOrEqual(SLICE_BUDGET);
    expect(first.tops[0]).toBe(whole.root!.id);
    expect(first.tops.length).toBeGreaterThan(10);
    expect(first.tops.length).toBeLessThan(whole.tops.length);
    expect(first.topCount).toBe(whole.tops.length);
    expect(first.topPages).toBeGreaterThan(3);
    // The founder's card is open: his children are here.
    const founder = first.units.find((unit) => unit.id === whole.root!.id)!;
    expect(founder.descendants).toBeUndefined();
    expect(founder.groups.flatMap((group) => group.sons)).toHaveLength(3);
    // Only the tops' cards and what is below them: no top of another page.
    const listed = topsOf(first);
    for (const unit of first.units) {
      if (unit.depth === 0) expect(listed.has(unit.id)).toBe(true);
    }
  });

  it('the pages hold every top exactly once, in the tree’s order, each within the budget', () => {
    expect(pages.flatMap((page) => page.tops)).toEqual(topIds);
    for (const page of pages) {
      expect(page.topPages).toBe(first.topPages);
      expect(page.topCount).toBe(whole.tops.length);
      expect(page.tops.length).toBeGreaterThan(0);
      expect(peopleIn(page)).toBeLessThanOrEqual(SLICE_BUDGET);
      expect(page.root).toBe(whole.root!.id);
      expect(page.total).toBe(rows.length);
    }
    // Computed once: the same page twice is the same answer.
    expect(slicer.topsPage(2)).toEqual(pages[2]);
    for (const beyond of [0, -1, first.topPages, first.topPages + 5, 1.5]) {
      expect(slicer.topsPage(beyond), String(beyond)).toBeNull();
    }
  });

  it('the pages put together, in page order, are the whole tree', () => {
    const assembled = assembleTree(pages)!;
    expect(treeShapeOf(assembled.tops)).toEqual(treeShapeOf(whole.tops));
    const { assembled: opened } = openEverything(whole);
    expect(treeShapeOf(opened.tops)).toEqual(treeShapeOf(whole.tops));
  });

  it('a branch lists no top: its card is drawn where its page puts it', () => {
    const late = whole.tops.at(-2)!;
    expect(slicer.branch(late.member.id, 2)!.tops).toEqual([]);
  });

  it('the way down to a member under a late top brings that top, and the first page’s', () => {
    const lastPage = pages.at(-1)!;
    const top = whole.tops.find((unit) => lastPage.tops.includes(unit.member.id) && unit.childCount > 0)!;
    const child = top.groups[0]!.sons[0] ?? top.groups[0]!.daughters[0]!;
    const path = slicer.withPathTo(child.member.id)!;
    expect(path.tops).toEqual([...first.tops, top.member.id]);
    const focus = findBranchFocus(whole.tops, child.member.id)!;
    // Drawn after the first page until its own page comes, then in its place.
    const early = assembleTree([first, path])!;
    expect(early.tops.map((unit) => unit.member.id)).toEqual([...first.tops, top.member.id]);
    expect(findBranchFocus(early.tops, child.member.id)).toEqual(focus);
    const later = assembleTree([...pages, path])!;
    expect(later.tops.map((unit) => unit.member.id)).toEqual(topIds);
    // A member under a top of the first page brings no other top.
    expect(slicer.withPathTo(whole.root!.id)!.tops).toEqual(first.tops);
  });
});
