import type { TreeUnit } from './build-tree';
import { isFemale, splitSonsAndDaughters, type TreeMember } from './members';
import { MEMBERS_PER_STEP, type Steps } from './steps';
import type { TreeIndex } from './tree-index';

/**
 * Lays out cards breadth first: a card placed is queued, and draining the queue fills each card
 * with its children's cards. Every member is drawn as a card at most once (a visited set), so
 * repeated ancestors from cousin marriages and cyclic bad data cost nothing and cannot loop.
 */
export class TreeCards<M extends TreeMember> {
  /** Members drawn as a card, or queued to be. */
  private readonly anchored = new Set<number>();
  private readonly shownAsSpouse = new Set<number>();
  private readonly queue: TreeUnit<M>[] = [];
  private head = 0;
  private filled = 0;

  constructor(private readonly index: TreeIndex<M>) {}

  /** A card for the member, queued to be filled with their children. */
  place(member: M, depth: number): TreeUnit<M> {
    this.anchored.add(member.id);
    const unit: TreeUnit<M> = {
      member,
      spouses: [...this.index.spouses(member.id)],
      groups: [],
      groupedByMother: false,
      childrenWith: null,
      childCount: 0,
      depth,
    };
    for (const s of unit.spouses) this.shownAsSpouse.add(s.id);
    this.queue.push(unit);
    return unit;
  }

  /** Fills every queued card, and the cards that places, offering to pause. */
  *drain(): Steps<void> {
    while (this.head < this.queue.length) {
      this.fill(this.queue[this.head++]!);
      if (++this.filled % MEMBERS_PER_STEP === 0) yield;
    }
  }

  isDrawn(member: M): boolean {
    return this.anchored.has(member.id);
  }

  isShownAsSpouse(member: M): boolean {
    return this.shownAsSpouse.has(member.id);
  }

  private fill(unit: TreeUnit<M>) {
    const kids = this.childrenBelow(unit);
    const wives = unit.spouses.filter(isFemale);
    const severalWives = wives.length > 1;
    const byMother = new Map<M | null, M[]>();
    for (const kid of kids) {
      const mother = severalWives ? this.index.motherOf(kid) : null;
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
        sons: sons.map((kid) => this.place(kid, unit.depth + 1)),
        daughters: daughters.map((kid) => this.place(kid, unit.depth + 1)),
      });
      unit.childCount += ofMother.length;
    }
    unit.groupedByMother = severalWives && unit.groups.some((group) => group.mother !== null);
  }

  /**
   * The children drawn under this card, not yet drawn elsewhere: recorded under the member or
   * under a spouse (as `parent` or `mother_id`). Sets `childrenWith` for a daughter married in the
   * line, whose children by him are drawn under him.
   */
  private childrenBelow(unit: TreeUnit<M>): M[] {
    const { member } = unit;
    const husbands = isFemale(member) ? unit.spouses.filter((s) => !isFemale(s)) : [];
    const lineageHusbands = husbands.filter((h) => this.index.hasLineage(h) && h.id !== member.id);
    unit.childrenWith = lineageHusbands[0] ?? null;
    /**
     * Whether a child belongs under this card: its father is the member (or unknown), never another
     * husband of the same wife, so a woman married twice has each husband's children under him.
     */
    const belongsHere = (kid: M, viaSpouse: boolean): boolean => {
      const father = kid.parent == null ? undefined : this.index.byId.get(kid.parent);
      if (lineageHusbands.length > 0) {
        // Hers: drawn under the husband of the line who fathered them (or her only husband).
        if (father && lineageHusbands.includes(father)) return false;
        if (!father && husbands.length === 1) return false;
        return true;
      }
      if (!viaSpouse || !father || father.id === member.id) return true;
      return isFemale(father);
    };
    const kids: M[] = [];
    for (const source of [member, ...unit.spouses]) {
      for (const kid of this.index.children(source.id)) {
        if (this.anchored.has(kid.id) || !belongsHere(kid, source !== member)) continue;
        this.anchored.add(kid.id);
        kids.push(kid);
      }
    }
    return kids;
  }
}
