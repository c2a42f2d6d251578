import { buildNasab, type NasabOptions } from './nasab';
import {
  childrenIndexSteps,
  dropDuplicateIdsSteps,
  findRootMember,
  hasRecordedParent,
  isFemale,
  splitSonsAndDaughters,
  type TreeMember,
} from './members';
import { buildSpouseIndexSteps } from './spouses';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

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
   * card, and this card names him instead (cousin marriage, FAMILY-TREE.md). Her children by a
   * husband from outside the line stay under her own card.
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
  /** The founder (SPEC §2), or null when no name matches. */
  root: M | null;
  /** The founder's card first, then any branch not reachable from him, so nobody is lost. */
  tops: TreeUnit<M>[];
  members: M[];
  byId: ReadonlyMap<number, M>;
  spousesOf: ReadonlyMap<number, readonly M[]>;
  childrenOf: ReadonlyMap<number, readonly M[]>;
  /** Duplicate-id rows that were skipped, for a console warning (SPEC §5). */
  dropped: M[];
  /** The three early members highlighted on the tree (SPEC §2). */
  earlyIds: ReadonlySet<number>;
  /** The father the nasab follows: the parent, else the husband of the parent or mother who is a woman. */
  fatherOf(member: M): M | null;
  /** Memoised per member: each chain is walked once. */
  nasabOf(member: M): string;
}

export interface BuildOptions extends NasabOptions {
  founderName?: string | null;
}

const EMPTY: readonly never[] = [];

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
  const { members, dropped } = yield* dropDuplicateIdsSteps(rows);
  const byId = new Map<number, M>();
  for (const member of members) {
    byId.set(member.id, member);
    if (byId.size % MEMBERS_PER_STEP === 0) yield;
  }
  const childrenOf = yield* childrenIndexSteps(members, byId);
  const root = findRootMember(members, options.founderName);
  const spousesOf = yield* buildSpouseIndexSteps(members, byId, childrenOf, root?.id ?? null);

  const spouses = (id: number): readonly M[] => spousesOf.get(id) ?? EMPTY;
  const children = (id: number): readonly M[] => childrenOf.get(id) ?? EMPTY;
  const hasLineage = (m: M) => m.id === root?.id || hasRecordedParent(m, byId);
  const husbandOf = (m: M) => spouses(m.id).find((s) => !isFemale(s)) ?? null;
  const memberAt = (id: number | null | undefined) => (id == null ? undefined : byId.get(id));
  /** The recorded mother, or a `parent` who is a woman (older data linked children to the mother). */
  const motherOf = (kid: M): M | null => {
    const mother = memberAt(kid.mother_id);
    if (mother && mother.id !== kid.id) return mother;
    const parent = memberAt(kid.parent);
    return parent && parent.id !== kid.id && isFemale(parent) ? parent : null;
  };

  const anchored = new Set<number>();
  const shownAsSpouse = new Set<number>();
  const queue: TreeUnit<M>[] = [];
  let head = 0;

  const makeUnit = (member: M, depth: number): TreeUnit<M> => {
    anchored.add(member.id);
    const unit: TreeUnit<M> = {
      member,
      spouses: [...spouses(member.id)],
      groups: [],
      groupedByMother: false,
      childrenWith: null,
      childCount: 0,
      depth,
    };
    for (const s of unit.spouses) shownAsSpouse.add(s.id);
    queue.push(unit);
    return unit;
  };

  const fillChildren = (unit: TreeUnit<M>) => {
    const { member } = unit;
    const husbands = isFemale(member) ? unit.spouses.filter((s) => !isFemale(s)) : [];
    const lineageHusbands = husbands.filter((h) => hasLineage(h) && h.id !== member.id);
    unit.childrenWith = lineageHusbands[0] ?? null;
    /**
     * Whether a child belongs under this card: its father is the member (or unknown), never another
     * husband of the same wife, so a woman married twice has each husband's children under him.
     */
    const belongsHere = (kid: M, viaSpouse: boolean): boolean => {
      const father = memberAt(kid.parent);
      if (lineageHusbands.length > 0) {
        // Hers: drawn under the husband of the line who fathered them (or her only husband).
        if (father && lineageHusbands.includes(father)) return false;
        if (!father && husbands.length === 1) return false;
        return true;
      }
      if (!viaSpouse || !father || father.id === member.id) return true;
      return isFemale(father);
    };
    // Children recorded under the member or under a spouse (as `parent` or `mother_id`).
    const kids: M[] = [];
    for (const source of [member, ...unit.spouses]) {
      for (const kid of children(source.id)) {
        if (anchored.has(kid.id) || !belongsHere(kid, source !== member)) continue;
        anchored.add(kid.id);
        kids.push(kid);
      }
    }
    const wives = unit.spouses.filter(isFemale);
    const severalWives = wives.length > 1;
    const byMother = new Map<M | null, M[]>();
    for (const kid of kids) {
      const mother = severalWives ? motherOf(kid) : null;
      const key = mother && wives.includes(mother) ? mother : null;
      const list = byMother.get(key);
      if (list) list.push(kid);
      else byMother.set(key, [kid]);
    }
    const onlyWife = severalWives ? null : (wives[0] ?? null);
    // Wives in their recorded order; children with no recorded mother last.
    const order: (M | null)[] = severalWives ? [...wives, null] : [null];
    for (const key of order) {
      const ofMother = byMother.get(key);
      if (!ofMother || ofMother.length === 0) continue;
      const { sons, daughters } = splitSonsAndDaughters(ofMother);
      unit.groups.push({
        mother: key ?? onlyWife,
        sons: sons.map((kid) => makeUnit(kid, unit.depth + 1)),
        daughters: daughters.map((kid) => makeUnit(kid, unit.depth + 1)),
      });
      unit.childCount += ofMother.length;
    }
    unit.groupedByMother = severalWives && unit.groups.some((group) => group.mother !== null);
  };

  let filled = 0;
  function* drain(): Steps<void> {
    while (head < queue.length) {
      fillChildren(queue[head++]!);
      if (++filled % MEMBERS_PER_STEP === 0) yield;
    }
  }

  const tops: TreeUnit<M>[] = [];
  if (root) {
    tops.push(makeUnit(root, 0));
    yield* drain();
  }
  // Branches the founder does not reach: first those starting at a parentless member who is not
  // somebody's spouse, then whatever remains (members caught in a cycle of parent links).
  const isStart = (m: M) => !hasLineage(m) && !shownAsSpouse.has(m.id);
  // A spouse who married in is drawn beside their partner and needs no card of their own.
  const isLeftOver = (m: M) => !(shownAsSpouse.has(m.id) && !hasLineage(m));
  for (const qualifies of [isStart, isLeftOver]) {
    let looked = 0;
    for (const member of members) {
      if (++looked % MEMBERS_PER_STEP === 0) yield;
      if (anchored.has(member.id) || !qualifies(member)) continue;
      tops.push(makeUnit(member, 0));
      yield* drain();
    }
  }

  const earlyIds = new Set<number>();
  const rootUnit = root ? tops[0] : undefined;
  if (rootUnit) {
    earlyIds.add(rootUnit.member.id);
    const firstChildren = rootUnit.groups.flatMap((g) => [...g.sons, ...g.daughters]);
    for (const child of firstChildren.slice(0, 2)) earlyIds.add(child.member.id);
  }

  const fatherOf = (member: M): M | null => {
    const parent = memberAt(member.parent);
    if (parent && parent.id !== member.id) return isFemale(parent) ? (husbandOf(parent) ?? parent) : parent;
    const mother = motherOf(member);
    return mother ? husbandOf(mother) : null;
  };
  const nasabCache = new Map<number, string>();
  const nasabOf = (member: M): string => {
    let text = nasabCache.get(member.id);
    if (text === undefined) {
      text = buildNasab(member, fatherOf, options);
      nasabCache.set(member.id, text);
    }
    return text;
  };

  return { root, tops, members, byId, spousesOf, childrenOf, dropped, earlyIds, fatherOf, nasabOf };
}
