import { buildNasab, type NasabOptions } from './nasab';
import {
  childrenIndex,
  dropDuplicateIds,
  findRootMember,
  isFemale,
  splitSonsAndDaughters,
  type TreeMember,
} from './members';
import { buildSpouseIndex } from './spouses';

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
   * A daughter married to another member of the line: her children are drawn under her husband's
   * card, so this card stays a leaf and names him instead (cousin marriage, FAMILY-TREE.md).
   */
  childrenWith: M | null;
  /** Children drawn under this card. */
  childCount: number;
  /** 0 for a top card. */
  depth: number;
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
  /** The father the nasab follows: the parent, or the parent's husband when the parent is a wife. */
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
  const { members, dropped } = dropDuplicateIds(rows);
  const byId = new Map<number, M>(members.map((m) => [m.id, m]));
  const childrenOf = childrenIndex(members, byId);
  const root = findRootMember(members, options.founderName);
  const spousesOf = buildSpouseIndex(members, byId, childrenOf, root?.id ?? null);

  const spouses = (id: number): readonly M[] => spousesOf.get(id) ?? EMPTY;
  const children = (id: number): readonly M[] => childrenOf.get(id) ?? EMPTY;
  const hasLineage = (m: M) => m.id === root?.id || (m.parent !== null && byId.has(m.parent));
  const husbandOf = (m: M) => spouses(m.id).find((s) => !isFemale(s)) ?? null;

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
    if (isFemale(member)) {
      const husband = husbandOf(member);
      if (husband && hasLineage(husband) && husband.id !== member.id) {
        unit.childrenWith = husband;
        return;
      }
    }
    // Children recorded under the member or under a spouse (a child's `parent` may name either).
    const sources: { mother: M | null; kids: readonly M[] }[] = [{ mother: null, kids: children(member.id) }];
    for (const spouse of unit.spouses) {
      sources.push({ mother: isFemale(spouse) ? spouse : null, kids: children(spouse.id) });
    }
    const severalWives = unit.spouses.filter(isFemale).length > 1;
    const byMother = new Map<M | null, M[]>();
    for (const { mother, kids } of sources) {
      const key = severalWives ? mother : null;
      for (const kid of kids) {
        if (anchored.has(kid.id)) continue;
        const list = byMother.get(key);
        if (list) list.push(kid);
        else byMother.set(key, [kid]);
        anchored.add(kid.id);
      }
    }
    const onlyWife = severalWives ? null : (unit.spouses.find(isFemale) ?? null);
    // Wives in their recorded order; children with no recorded mother last.
    const order: (M | null)[] = severalWives ? [...unit.spouses.filter(isFemale), null] : [null];
    for (const key of order) {
      const kids = byMother.get(key);
      if (!kids || kids.length === 0) continue;
      const { sons, daughters } = splitSonsAndDaughters(kids);
      unit.groups.push({
        mother: key ?? onlyWife,
        sons: sons.map((kid) => makeUnit(kid, unit.depth + 1)),
        daughters: daughters.map((kid) => makeUnit(kid, unit.depth + 1)),
      });
      unit.childCount += kids.length;
    }
  };

  const drain = () => {
    while (head < queue.length) fillChildren(queue[head++]!);
  };

  const tops: TreeUnit<M>[] = [];
  if (root) {
    tops.push(makeUnit(root, 0));
    drain();
  }
  // Branches the founder does not reach: first those starting at a parentless member who is not
  // somebody's spouse, then whatever remains (members caught in a cycle of parent links).
  const isStart = (m: M) => !hasLineage(m) && !shownAsSpouse.has(m.id);
  // A spouse who married in is drawn beside their partner and needs no card of their own.
  const isLeftOver = (m: M) => !(shownAsSpouse.has(m.id) && !hasLineage(m));
  for (const qualifies of [isStart, isLeftOver]) {
    for (const member of members) {
      if (anchored.has(member.id) || !qualifies(member)) continue;
      tops.push(makeUnit(member, 0));
      drain();
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
    const parent = member.parent === null ? undefined : byId.get(member.parent);
    if (!parent || parent.id === member.id) return null;
    if (isFemale(parent)) return husbandOf(parent) ?? parent;
    return parent;
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
