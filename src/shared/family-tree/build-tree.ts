import { buildNasab, type NasabOptions } from './nasab';
import type { TreeMember } from './members';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';
import { TreeCards } from './tree-cards';
import { indexTreeSteps } from './tree-index';

/** Children of one couple; split by mother only when the father has several wives. */
export interface ChildGroup<M extends TreeMember = TreeMember> {
  /** The wife these children are recorded under (their `parent`), or null when not known. */
  mother: M | null;
  sons: TreeUnit<M>[];
  daughters: TreeUnit<M>[];
}

/** One card of the tree: a member of the line with their spouse(s) and, below, their children. */
export interface TreeUnit<M extends TreeMember = TreeMember> {
  member: M;
  spouses: M[];
  groups: ChildGroup<M>[];
  /**
   * The children are shown under their mothers (each group headed «أولاده من …»): the member has
   * several wives and at least one child's mother is known. Otherwise there is one group, unheaded.
   */
  groupedByMother: boolean;
  /**
   * A daughter married to another member of the line: her children by him are drawn under his
   * card, and this card names him instead (cousin marriage, docs/genealogy.md#cousin-marriage). Her children
   * by a husband from outside the line stay under her own card.
   */
  childrenWith: M | null;
  /** Children drawn under this card. */
  childCount: number;
  /** 0 for a top card. */
  depth: number;
  /**
   * Never set by `buildFamilyTree`. On a tree put together from slices (tree-slice.ts), a card
   * whose children are not loaded yet: how many cards are drawn below it.
   */
  descendants?: number;
}

export interface FamilyTree<M extends TreeMember = TreeMember> {
  /** The founder (docs/product.md#family-tree), or null when no name matches. */
  root: M | null;
  /** The founder's card first, then any branch not reachable from him, so nobody is lost. */
  tops: TreeUnit<M>[];
  members: M[];
  byId: ReadonlyMap<number, M>;
  spousesOf: ReadonlyMap<number, readonly M[]>;
  childrenOf: ReadonlyMap<number, readonly M[]>;
  /** Duplicate-id rows that were skipped, for a console warning (docs/product.md#validation). */
  dropped: M[];
  /** The three early members highlighted on the tree (docs/product.md#generations-and-colours). */
  earlyIds: ReadonlySet<number>;
  /** The father the nasab follows: the parent, else the husband of the parent or mother who is a woman. */
  fatherOf(member: M): M | null;
  /** Memoised per member: each chain is walked once. */
  nasabOf(member: M): string;
}

export interface BuildOptions extends NasabOptions {
  founderName?: string | null;
}

/**
 * Builds the whole tree in one breadth-first pass. Every member is drawn as a card at most once
 * (a visited set), so repeated ancestors from cousin marriages and cyclic bad data cost nothing
 * and cannot loop. No recursion: a 5,000-deep chain of bad data cannot overflow the stack.
 */
export function buildFamilyTree<M extends TreeMember>(
  rows: readonly M[],
  options: BuildOptions = {},
): FamilyTree<M> {
  return runToEnd(buildFamilyTreeSteps(rows, options));
}

/** `buildFamilyTree` with pauses during its pass, for the server's rebuild after an edit. */
export function* buildFamilyTreeSteps<M extends TreeMember>(
  rows: readonly M[],
  options: BuildOptions = {},
): Steps<FamilyTree<M>> {
  const index = yield* indexTreeSteps(rows, options.founderName);
  const { root, members, hasLineage } = index;
  const cards = new TreeCards(index);
  const tops: TreeUnit<M>[] = [];
  if (root) {
    tops.push(cards.place(root, 0));
    yield* cards.drain();
  }
  // Branches the founder does not reach: first those starting at a parentless member who is not
  // somebody's spouse, then whatever remains (members caught in a cycle of parent links).
  const isStart = (m: M) => !hasLineage(m) && !cards.isShownAsSpouse(m);
  // A spouse who married in is drawn beside their partner and needs no card of their own.
  const isLeftOver = (m: M) => !(cards.isShownAsSpouse(m) && !hasLineage(m));
  for (const qualifies of [isStart, isLeftOver]) {
    let looked = 0;
    for (const member of members) {
      if (++looked % MEMBERS_PER_STEP === 0) yield;
      if (cards.isDrawn(member) || !qualifies(member)) continue;
      tops.push(cards.place(member, 0));
      yield* cards.drain();
    }
  }

  const earlyIds = new Set<number>();
  const rootUnit = root ? tops[0] : undefined;
  if (rootUnit) {
    earlyIds.add(rootUnit.member.id);
    const firstChildren = rootUnit.groups.flatMap((g) => [...g.sons, ...g.daughters]);
    for (const child of firstChildren.slice(0, 2)) earlyIds.add(child.member.id);
  }

  const { byId, spousesOf, childrenOf, dropped, fatherOf } = index;
  const nasabOf = nasabLookup(fatherOf, options);
  return { root, tops, members, byId, spousesOf, childrenOf, dropped, earlyIds, fatherOf, nasabOf };
}

/**
 * Each member's nasab, made once. Made outside the builder: a closure there would share its scope
 * with the builder's, and the tree, kept by the server between edits, would keep the cards laid
 * out while building it (their sets of every member drawn, 1.3 MB at 50,000 members).
 */
function nasabLookup<M extends TreeMember>(fatherOf: (member: M) => M | null, options: NasabOptions) {
  const nasabCache = new Map<number, string>();
  return (member: M): string => {
    let text = nasabCache.get(member.id);
    if (text === undefined) {
      text = buildNasab(member, fatherOf, options);
      nasabCache.set(member.id, text);
    }
    return text;
  };
}
