import type { ChildGroup, FamilyTree, TreeUnit } from './build-tree';
import { isFemale, type TreeMember } from './members';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

/**
 * How many people (cards and the spouses drawn beside them) one answer may carry: the first
 * screen, or a branch opened from a card. About 250 because a phone hydrates and the desktop chart
 * lays out that many cards without a visible wait, whereas drawing everyone stops working around a
 * thousand (docs/genealogy.md#scale); the answer stays a few tens of kilobytes compressed; and a
 * family of up to 250 members, the demo family among them, still arrives whole, as before.
 */
export const SLICE_BUDGET = 250;

/** How many generations below a card one branch request may ask for. */
export const BRANCH_DEPTH = { min: 1, max: 5, default: 2 } as const;

/** A group of a unit's children, by member id. */
export interface SliceGroup {
  mother: number | null;
  sons: number[];
  daughters: number[];
}

/** A `TreeUnit` by ids, as a slice carries it. */
export interface SliceUnit {
  id: number;
  spouses: number[];
  /** Empty when the children are not in the slice (then `descendants` says how many there are). */
  groups: SliceGroup[];
  groupedByMother: boolean;
  childrenWith: number | null;
  childCount: number;
  depth: number;
  /** Only on a card whose children are not in the slice: how many cards are drawn below it. */
  descendants?: number;
}

/** A part of the tree, cut on the server from the whole family's tree. */
export interface TreeSlice<M extends TreeMember = TreeMember> {
  units: SliceUnit[];
  /** Every card's member and spouses. */
  members: M[];
  /** Each card's nasab, read on the whole family: a slice lacks most of the ancestors it names. */
  nasab: Record<string, string>;
  /**
   * The top cards this slice holds, in the tree's order: a page's tops (the first screen's are the
   * first page's), with `withPathTo` the top above the member too; none on a branch.
   */
  tops: number[];
  /** How many pages the tops come in, the first screen's counted: 1 for an ordinary family. */
  topPages: number;
  /** Top cards in the whole tree, on every page. */
  topCount: number;
  root: number | null;
  earlyIds: number[];
  /** Members in the whole family. */
  total: number;
}

export interface TreeSlicer<M extends TreeMember> {
  /** The first page of tops (the founder's first) and as many whole generations below as the budget holds. */
  firstScreen(): TreeSlice<M>;
  /**
   * Page `page` of the tops, 1 to `topPages` − 1 (0 is the first screen's), with as many whole
   * generations below them as the budget holds; null: no such page.
   */
  topsPage(page: number): TreeSlice<M> | null;
  /** The first screen and the way down to a member's card, each card on it opened; null: no card. */
  withPathTo(memberId: number): TreeSlice<M> | null;
  /** A card and up to `depth` whole generations below it (at least one); null: no card. */
  branch(memberId: number, depth: number): TreeSlice<M> | null;
}

type Unit<M extends TreeMember> = TreeUnit<M>;

const childUnits = <M extends TreeMember>(unit: Unit<M>): Unit<M>[] =>
  unit.groups.flatMap((group) => [...group.sons, ...group.daughters]);

/** What a card costs the budget: its member and the spouses beside them. */
const costOf = <M extends TreeMember>(units: readonly Unit<M>[]): number =>
  units.reduce((sum, unit) => sum + 1 + unit.spouses.length, 0);

const ids = <M extends TreeMember>(list: readonly Unit<M>[]) => list.map((unit) => unit.member.id);

interface SlicerOptions<M extends TreeMember> {
  budget?: number;
  /**
   * A card no one may ask a branch of (a member kept hidden as «—»): a slice never leaves it
   * closed, its children come with it, or its descendants could never be opened.
   */
  opensThrough?: (member: M) => boolean;
}

/**
 * Indexes the whole tree once, so each request is a walk over the cards it answers with. No
 * recursion: a chain thousands deep is fine.
 */
export function createTreeSlicer<M extends TreeMember>(
  tree: FamilyTree<M>,
  options: SlicerOptions<M> = {},
): TreeSlicer<M> {
  return runToEnd(createTreeSlicerSteps(tree, options));
}

/** `createTreeSlicer` with pauses while it indexes the cards, for the server's rebuild. */
export function* createTreeSlicerSteps<M extends TreeMember>(
  tree: FamilyTree<M>,
  { budget = SLICE_BUDGET, opensThrough = () => false }: SlicerOptions<M> = {},
): Steps<TreeSlicer<M>> {
  const index = yield* indexTree(tree);
  // A family within the budget is sent whole, though a daughter married to a cousin is counted
  // twice (her card and her place beside him).
  const wholeFamily = tree.members.length <= budget;
  const pages = wholeFamily ? [[...tree.tops]] : yield* pagesOfTops(tree.tops, budget);
  const pageOf = new Map<Unit<M>, number>();
  pages.forEach((tops, page) => tops.forEach((top) => pageOf.set(top, page)));
  const newSlice = () =>
    sliceBuilder(tree, index.descendants, opensThrough, {
      topPages: pages.length,
      topCount: tree.tops.length,
    });
  const pageLevels = (page: number) =>
    wholeGenerations(pages[page]!, Number.POSITIVE_INFINITY, wholeFamily ? Number.POSITIVE_INFINITY : budget);

  const pageSlice = (page: number) => {
    const slice = newSlice();
    slice.addGenerations(pageLevels(page));
    return slice.done(pages[page]!);
  };

  return {
    firstScreen: () => pageSlice(0),
    topsPage(page) {
      if (!Number.isInteger(page) || page < 1 || page >= pages.length) return null;
      return pageSlice(page);
    },
    withPathTo(memberId) {
      const card = index.cardOf(memberId);
      if (!card) return null;
      const slice = newSlice();
      slice.addGenerations(pageLevels(0));
      let top = card;
      for (let above = index.parentOf.get(card) ?? null; above; above = index.parentOf.get(above) ?? null) {
        slice.add(above, true);
        for (const child of childUnits(above)) slice.add(child, false);
        top = above;
      }
      slice.add(card, false);
      // The top above the member, when its page is a later one: without it the way down hangs
      // from nothing until the reader asks for that page.
      return slice.done(pageOf.get(top) === 0 ? pages[0]! : [...pages[0]!, top]);
    },
    branch(memberId, depth) {
      const card = index.cardOf(memberId);
      if (!card) return null;
      const slice = newSlice();
      slice.addGenerations(wholeGenerations([card], Math.max(1, depth), budget));
      // A branch's cards hang from cards already drawn (a top's from its page): it adds no top.
      return slice.done([]);
    },
  };
}

/**
 * The tops cut into pages, in the tree's order, the founder's card first on the first: a file of
 * thousands of unlinked people or separate families has as many tops, and no page may hold them
 * all. A top costs its card and its children's, since every slice draws at least the generation
 * below its start: counting the cards alone would let a page of 250 tops bring all their children
 * too. A page always takes its first top, however much that costs, so every top is on a page.
 */
function* pagesOfTops<M extends TreeMember>(tops: readonly Unit<M>[], budget: number): Steps<Unit<M>[][]> {
  const pages: Unit<M>[][] = [[]];
  let spent = 0;
  for (const [index, top] of tops.entries()) {
    if (index > 0 && index % MEMBERS_PER_STEP === 0) yield;
    const cost = costOf([top]) + costOf(childUnits(top));
    let page = pages.at(-1)!;
    if (page.length > 0 && spent + cost > budget) {
      pages.push((page = []));
      spent = 0;
    }
    page.push(top);
    spent += cost;
  }
  return pages;
}

interface TreeIndex<M extends TreeMember> {
  parentOf: ReadonlyMap<Unit<M>, Unit<M> | null>;
  descendants: ReadonlyMap<Unit<M>, number>;
  cardOf(memberId: number): Unit<M> | null;
}

/** Every card's parent card and number of descendants, and the card that shows each member. */
function* indexTree<M extends TreeMember>(tree: FamilyTree<M>): Steps<TreeIndex<M>> {
  const parentOf = new Map<Unit<M>, Unit<M> | null>();
  const ownCard = new Map<number, Unit<M>>();
  const spouseCard = new Map<number, Unit<M>>();
  // Drawing order (depth first), so a member drawn beside several spouses is found where
  // findBranchFocus finds them.
  const order: Unit<M>[] = [];
  const stack = [...tree.tops].reverse();
  for (const top of tree.tops) parentOf.set(top, null);
  while (stack.length > 0) {
    if (order.length > 0 && order.length % MEMBERS_PER_STEP === 0) yield;
    const unit = stack.pop()!;
    order.push(unit);
    ownCard.set(unit.member.id, unit);
    for (const spouse of unit.spouses) if (!spouseCard.has(spouse.id)) spouseCard.set(spouse.id, unit);
    const children = childUnits(unit);
    for (let index = children.length - 1; index >= 0; index--) {
      parentOf.set(children[index]!, unit);
      stack.push(children[index]!);
    }
  }
  const descendants = new Map<Unit<M>, number>();
  for (let index = order.length - 1; index >= 0; index--) {
    if (index % MEMBERS_PER_STEP === 0) yield;
    const unit = order[index]!;
    let count = 0;
    for (const child of childUnits(unit)) count += 1 + (descendants.get(child) ?? 0);
    descendants.set(unit, count);
  }
  // A member's own card wins over a place beside a spouse.
  const cardOf = (memberId: number) => ownCard.get(memberId) ?? spouseCard.get(memberId) ?? null;
  return { parentOf, descendants, cardOf };
}

/** Whole generations below `starts`: the first always, then more while the budget holds. */
function wholeGenerations<M extends TreeMember>(
  starts: Unit<M>[],
  maxBelow: number,
  budget: number,
): Unit<M>[][] {
  const levels = [starts];
  let spent = costOf(starts);
  for (let current = starts; levels.length <= maxBelow;) {
    const next = current.flatMap(childUnits);
    if (next.length === 0) break;
    const cost = costOf(next);
    if (levels.length > 1 && spent + cost > budget) break;
    levels.push(next);
    spent += cost;
    current = next;
  }
  return levels;
}

/** The cards of one answer, each with its children in it or not. */
function sliceBuilder<M extends TreeMember>(
  tree: FamilyTree<M>,
  descendants: ReadonlyMap<Unit<M>, number>,
  opensThrough: (member: M) => boolean,
  pages: Pick<TreeSlice, 'topPages' | 'topCount'>,
) {
  // A card's children are either all in the slice or none: the value says which.
  const loaded = new Map<Unit<M>, boolean>();
  const add = (unit: Unit<M>, childrenLoaded: boolean) =>
    loaded.set(unit, (loaded.get(unit) ?? false) || childrenLoaded);
  return {
    add,
    addGenerations(levels: Unit<M>[][]) {
      levels.forEach((level, index) => {
        for (const unit of level) add(unit, index < levels.length - 1);
      });
    },
    /** The slice, listing `tops` (the top cards it holds that the reader has no other way to get). */
    done(tops: readonly Unit<M>[]): TreeSlice<M> {
      const closed = [...loaded].flatMap(([unit, open]) => (open ? [] : [unit]));
      while (closed.length > 0) {
        const unit = closed.pop()!;
        if (unit.childCount === 0 || loaded.get(unit) || !opensThrough(unit.member)) continue;
        loaded.set(unit, true);
        for (const child of childUnits(unit)) {
          if (loaded.has(child)) continue;
          loaded.set(child, false);
          closed.push(child);
        }
      }
      return { ...toSlice(tree, loaded, descendants), tops: ids(tops), ...pages };
    },
  };
}

function toSlice<M extends TreeMember>(
  tree: FamilyTree<M>,
  loaded: ReadonlyMap<TreeUnit<M>, boolean>,
  descendants: ReadonlyMap<TreeUnit<M>, number>,
): Omit<TreeSlice<M>, 'tops' | 'topPages' | 'topCount'> {
  const units: SliceUnit[] = [];
  const members = new Map<number, M>();
  const nasab: Record<string, string> = {};
  for (const [unit, childrenLoaded] of loaded) {
    const open = childrenLoaded || unit.childCount === 0;
    units.push({
      id: unit.member.id,
      spouses: unit.spouses.map((spouse) => spouse.id),
      groups: open
        ? unit.groups.map((group) => ({
            mother: group.mother?.id ?? null,
            sons: ids(group.sons),
            daughters: ids(group.daughters),
          }))
        : [],
      groupedByMother: unit.groupedByMother,
      childrenWith: unit.childrenWith?.id ?? null,
      childCount: unit.childCount,
      depth: unit.depth,
      ...(open ? {} : { descendants: descendants.get(unit) ?? 0 }),
    });
    for (const person of [unit.member, ...unit.spouses]) members.set(person.id, person);
    nasab[unit.member.id] = tree.nasabOf(unit.member);
  }
  return {
    units,
    members: [...members.values()],
    nasab,
    root: tree.root?.id ?? null,
    earlyIds: [...tree.earlyIds],
    total: tree.members.length,
  };
}

/** The tree a browser draws from slices: a card whose children are not loaded has `descendants`. */
export interface AssembledTree<M extends TreeMember> extends FamilyTree<M> {
  /** Members in the whole family, not only those loaded. */
  total: number;
}

/**
 * Puts the first screen and the slices fetched since into one tree the charts draw as they draw
 * `buildFamilyTree`'s. The tops are every slice's, each once, in the order of the slices: give the
 * pages of tops in page order, before a `withPathTo` slice, so a top it brought from a later page
 * takes its place among them once that page is here. A card another slice opened is taken opened. A card whose children are
 * missing from every slice is drawn closed with its count; one whose children were promised but
 * did not all arrive is too, so a bad answer closes a branch rather than losing its cards.
 */
export function assembleTree<M extends TreeMember>(slices: readonly TreeSlice<M>[]): AssembledTree<M> | null {
  const first = slices[0];
  if (!first) return null;
  const { sliceUnits, byId, nasab } = mergeSlices(slices);

  const spousesOf = new Map<number, M[]>();
  const childrenOf = new Map<number, M[]>();
  const drawn = new Set<number>();
  const pending: [SliceUnit, TreeUnit<M>][] = [];
  const makeUnit = (id: number): TreeUnit<M> | null => {
    const source = sliceUnits.get(id);
    const member = byId.get(id);
    if (!source || !member || drawn.has(id)) return null;
    drawn.add(id);
    const spouses = source.spouses.flatMap((spouseId) => byId.get(spouseId) ?? []);
    spousesOf.set(id, spouses);
    const unit: TreeUnit<M> = {
      member,
      spouses,
      groups: [],
      groupedByMother: source.groupedByMother,
      childrenWith: source.childrenWith === null ? null : (byId.get(source.childrenWith) ?? null),
      childCount: source.childCount,
      depth: source.depth,
    };
    pending.push([source, unit]);
    return unit;
  };
  const fill = (source: SliceUnit, unit: TreeUnit<M>) => {
    const childIds = source.groups.flatMap((group) => [...group.sons, ...group.daughters]);
    const complete =
      source.descendants === undefined &&
      childIds.every((id) => sliceUnits.has(id) && byId.has(id) && !drawn.has(id));
    if (!complete) {
      unit.descendants = source.descendants ?? source.childCount;
      return;
    }
    const units = (list: number[]) => list.map((id) => makeUnit(id)!);
    unit.groups = source.groups.map((group): ChildGroup<M> => ({
      mother: group.mother === null ? null : (byId.get(group.mother) ?? null),
      sons: units(group.sons),
      daughters: units(group.daughters),
    }));
    childrenOf.set(
      unit.member.id,
      childIds.map((id) => byId.get(id)!),
    );
  };

  const tops = slices.flatMap((slice) => slice.tops.flatMap((id) => makeUnit(id) ?? []));
  for (let head = 0; head < pending.length; head++) fill(...pending[head]!);

  const root = first.root === null ? null : (byId.get(first.root) ?? null);
  const fatherOf = (member: M): M | null => {
    const parent = member.parent == null ? undefined : byId.get(member.parent);
    if (!parent || parent.id === member.id) return null;
    if (!isFemale(parent)) return parent;
    return (spousesOf.get(parent.id) ?? []).find((spouse) => !isFemale(spouse)) ?? parent;
  };
  return {
    root,
    tops,
    members: [...byId.values()],
    byId,
    spousesOf,
    childrenOf,
    dropped: [],
    earlyIds: new Set(first.earlyIds),
    fatherOf,
    nasabOf: (member) => nasab.get(member.id) ?? member.name,
    total: first.total,
  };
}

/**
 * `next`, with every card that is drawn exactly as in `previous` (the same member and spouses, the
 * same counts, the same children's cards) replaced by `previous`'s own object, children first. A
 * chart whose cards are memoised then draws again, when a branch arrives, only the branch's cards
 * and the cards above it: `assembleTree` makes every card anew.
 */
export function keepUnchangedUnits<M extends TreeMember>(
  previous: AssembledTree<M> | null,
  next: AssembledTree<M> | null,
): AssembledTree<M> | null {
  if (!previous || !next) return next;
  const before = new Map<number, TreeUnit<M>>();
  const index = (unit: TreeUnit<M>) => {
    before.set(unit.member.id, unit);
    for (const group of unit.groups) for (const child of [...group.sons, ...group.daughters]) index(child);
  };
  previous.tops.forEach(index);
  const keep = (unit: TreeUnit<M>): TreeUnit<M> => {
    const groups = unit.groups.map((group) => ({
      ...group,
      sons: group.sons.map(keep),
      daughters: group.daughters.map(keep),
    }));
    const old = before.get(unit.member.id);
    const unchanged =
      old !== undefined &&
      old.member === unit.member &&
      sameItems(old.spouses, unit.spouses) &&
      old.childrenWith === unit.childrenWith &&
      old.childCount === unit.childCount &&
      old.depth === unit.depth &&
      old.descendants === unit.descendants &&
      old.groupedByMother === unit.groupedByMother &&
      old.groups.length === groups.length &&
      old.groups.every(
        (group, i) =>
          group.mother === groups[i]!.mother &&
          sameItems(group.sons, groups[i]!.sons) &&
          sameItems(group.daughters, groups[i]!.daughters),
      );
    return unchanged ? old : { ...unit, groups };
  };
  return { ...next, tops: next.tops.map(keep) };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Every card once, opened where any slice opened it; every member and nasab once. */
function mergeSlices<M extends TreeMember>(slices: readonly TreeSlice<M>[]) {
  const sliceUnits = new Map<number, SliceUnit>();
  const byId = new Map<number, M>();
  const nasab = new Map<number, string>();
  for (const slice of slices) {
    for (const unit of slice.units) {
      const known = sliceUnits.get(unit.id);
      if (!known || (known.descendants !== undefined && unit.descendants === undefined)) {
        sliceUnits.set(unit.id, unit);
      }
    }
    for (const member of slice.members) if (!byId.has(member.id)) byId.set(member.id, member);
    for (const [id, text] of Object.entries(slice.nasab)) nasab.set(Number(id), text);
  }
  return { sliceUnits, byId, nasab };
}

/** Whether a card's children are drawn from the data at hand (always so for `buildFamilyTree`). */
export const childrenLoaded = <M extends TreeMember>(unit: TreeUnit<M>): boolean =>
  unit.descendants === undefined;
