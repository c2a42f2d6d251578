import {
  type CommonAncestor,
  kinshipMessages,
  kinshipPhrases,
  type KinshipPhrase,
  type Side,
  type SiblingLink,
} from '../messages/kinship';
import { childrenIndex, dropDuplicateIds, isFemale, type TreeMember } from './members';
import { givenName } from './nasab';
import { buildSpouseIndex } from './spouses';

/**
 * «صلة القرابة» (issue #10): what member `to` is to member `from`, the body of
 * `GET /api/family-members/relationship.php?from=&to=`.
 *
 * - `term`: the short word for it («عم», «بنت الخالة», «زوجة الأب»), null when there is none
 *   (distant kin, unrelated, the same person).
 * - `sentence`: always a full sentence naming both by their given names (nasab-free, «سالم هو عم
 *   محمد»), the screen shows the full names beside it. The pattern is «{to} {هو|هي} {relation}
 *   {from}».
 * - `path`: ids from `from` to `to` inclusive: up to the common ancestor and down, or across the
 *   marriage for spouses and in-laws; [from] for the same person, [] when unrelated.
 * - `common_ancestor`: the nearest ancestor both descend from, for blood relations only (one of the
 *   two when one descends from the other); null for spouses, in-laws and the unrelated.
 */
export interface Kinship {
  term: string | null;
  sentence: string;
  path: number[];
  common_ancestor: number | null;
}

/** An id the finder was asked about is not a member; the route answers 404 before asking. */
export class UnknownMemberError extends Error {
  constructor(readonly memberId: number) {
    super(`No family member with id ${memberId}`);
    this.name = 'UnknownMemberError';
  }
}

/** How an ancestor was first reached from the start of a walk. */
interface Reach {
  depth: number;
  /** The member one step closer to the start (a child of this one); null at the start. */
  toward: number | null;
  /** Which parent of the start the walk left by; decides «عم» against «خال» and breaks ties. */
  side: Side | null;
}

interface BloodLink {
  ancestor: number;
  /** Generations from `from` up to the ancestor. */
  up: number;
  /** Generations from `to` up to the ancestor. */
  down: number;
  path: number[];
}

/** A blood relation worded: the phrase, or null for kin too distant for one. */
interface BloodRelation {
  link: BloodLink;
  phrase: KinshipPhrase | null;
  /** Parent, child and sibling: the relations whose spouses and whose own kin have short in-law terms. */
  kind: 'parent' | 'child' | 'sibling' | 'other';
}

const sideRank = (side: Side | null) => (side === 'mother' ? 1 : 0);

/** Third cousins are the farthest with a word of their own. */
const MAX_COUSIN_DEGREE = 3;

/**
 * Indexes the members once and answers any number of pairs: a route answers one, the benchmark a
 * thousand. Duplicate ids keep their first row (SPEC §3), as the tree does.
 */
export function createKinshipFinder<M extends TreeMember>(
  rows: readonly M[],
): (fromId: number, toId: number) => Kinship {
  const { members } = dropDuplicateIds(rows);
  const byId = new Map(members.map((member) => [member.id, member]));
  const fatherOf = new Map<number, number>();
  const motherOf = new Map<number, number>();
  for (const member of members) {
    const { parent, mother_id: mother } = member;
    if (parent != null && parent !== member.id && byId.has(parent)) fatherOf.set(member.id, parent);
    if (mother != null && mother !== member.id && mother !== parent && byId.has(mother)) {
      motherOf.set(member.id, mother);
    }
  }
  const memberOf = (id: number): M => byId.get(id)!;
  // The same spouses the tree draws, the older spouse_id data and the spec's fallback included.
  const spousesOf = new Map<number, M[]>();
  for (const [id, spouses] of buildSpouseIndex(members, byId, childrenIndex(members, byId))) {
    // A marriage recorded on one side only is still a marriage for both.
    for (const spouse of spouses) {
      for (const [a, b] of [
        [id, spouse],
        [spouse.id, memberOf(id)],
      ] as const) {
        const list = spousesOf.get(a);
        if (!list) spousesOf.set(a, [b]);
        else if (!list.includes(b)) list.push(b);
      }
    }
  }
  const ancestorCache = new Map<number, Map<number, Reach>>();
  const female = (id: number) => isFemale(memberOf(id));
  const nameOf = (id: number) => givenName(memberOf(id).name);

  /**
   * Every ancestor with its shortest distance, in breadth-first order, the father before the mother
   * at each step so that ties fall to the father's side. The visited set makes repeated ancestors
   * (cousin marriages) cost once and cyclic data end (FAMILY-TREE.md).
   */
  function ancestorsOf(start: number): Map<number, Reach> {
    const cached = ancestorCache.get(start);
    if (cached) return cached;
    const reached = new Map<number, Reach>([[start, { depth: 0, toward: null, side: null }]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const id = queue[head]!;
      const here = reached.get(id)!;
      for (const [parent, side] of [
        [fatherOf.get(id), 'father'],
        [motherOf.get(id), 'mother'],
      ] as const) {
        if (parent === undefined || reached.has(parent)) continue;
        reached.set(parent, { depth: here.depth + 1, toward: id, side: here.side ?? side });
        queue.push(parent);
      }
    }
    // Only the two ends and their spouses are walked per pair, so the cache stays small.
    if (ancestorCache.size > 2_000) ancestorCache.clear();
    ancestorCache.set(start, reached);
    return reached;
  }

  function chain(reached: ReadonlyMap<number, Reach>, ancestor: number): number[] {
    const ids: number[] = [];
    for (let id: number | null = ancestor; id !== null; id = reached.get(id)!.toward) ids.push(id);
    return ids;
  }

  /** The nearest common ancestor: fewest generations in all, then the father's side of `from`. */
  function bloodLink(from: number, to: number): BloodLink | null {
    const fromAncestors = ancestorsOf(from);
    const toAncestors = ancestorsOf(to);
    let best: { id: number; reach: Reach; total: number } | null = null;
    for (const [id, reach] of fromAncestors) {
      if (best !== null && reach.depth > best.total) break;
      const other = toAncestors.get(id);
      if (other === undefined) continue;
      const total = reach.depth + other.depth;
      if (
        best === null ||
        total < best.total ||
        (total === best.total && sideRank(reach.side) < sideRank(best.reach.side))
      ) {
        best = { id, reach, total };
      }
    }
    if (best === null) return null;
    const up = chain(fromAncestors, best.id).reverse();
    const down = chain(toAncestors, best.id).slice(1);
    return {
      ancestor: best.id,
      up: best.reach.depth,
      down: toAncestors.get(best.id)!.depth,
      path: [...up, ...down],
    };
  }

  function siblingLink(a: number, b: number): SiblingLink {
    const sameFather = fatherOf.has(a) && fatherOf.get(a) === fatherOf.get(b);
    const sameMother = motherOf.has(a) && motherOf.get(a) === motherOf.get(b);
    if (sameFather && sameMother) return 'full';
    // Half only when the other parents are both recorded and differ; a missing mother proves nothing.
    if (sameFather) return motherOf.has(a) && motherOf.has(b) ? 'father' : 'unknown';
    if (sameMother) return fatherOf.has(a) && fatherOf.has(b) ? 'mother' : 'unknown';
    return 'unknown';
  }

  /** Which parent of path[i] path[i + 1] is, on the way up. */
  const sideAt = (path: readonly number[], i: number): Side =>
    fatherOf.get(path[i]!) === path[i + 1] ? 'father' : 'mother';

  function wordBlood(link: BloodLink): BloodRelation {
    const { up, down, path } = link;
    const to = path[path.length - 1]!;
    const f = female(to);
    const at = (i: number) => path[i]!;
    const relation = (
      phrase: KinshipPhrase | null,
      kind: BloodRelation['kind'] = 'other',
    ): BloodRelation => ({
      link,
      phrase,
      kind,
    });
    const key = `${up},${down}`;
    switch (key) {
      case '1,0':
        return relation(kinshipPhrases.parent(f), 'parent');
      case '2,0':
        return relation(kinshipPhrases.grandparent(f, sideAt(path, 0)));
      case '3,0':
        return relation(kinshipPhrases.greatGrandparent(f, sideAt(path, 0)));
      case '0,1':
        return relation(kinshipPhrases.child(f), 'child');
      case '0,2':
        return relation(kinshipPhrases.grandchild(f));
      case '0,3':
        return relation(kinshipPhrases.greatGrandchild(f, female(at(2))));
      case '1,1':
        return relation(kinshipPhrases.sibling(f, siblingLink(path[0]!, to)), 'sibling');
      case '2,1':
        return relation(kinshipPhrases.uncle(f, sideAt(path, 0), siblingLink(at(1), to)));
      case '1,2':
        return relation(kinshipPhrases.nephew(f, female(at(2))));
      case '3,1':
        return relation(kinshipPhrases.parentsUncle(f, sideAt(path, 0), sideAt(path, 1)));
      case '1,3':
        return relation(kinshipPhrases.siblingsGrandchild(f, female(at(2))));
      default:
        return relation(cousinPhrase(link));
    }
  }

  /**
   * Cousins up to the third degree, level or one generation apart: «ابن العم» and «ابن العم من
   * الدرجة الثالثة», «ابن عم الأب», «بنت ابن العم». Farther than that a word helps no one: the
   * sentence names the ancestor they meet in and each one's generation below him instead.
   */
  function cousinPhrase({ up, down, path }: BloodLink): KinshipPhrase | null {
    const degree = Math.min(up, down) - 1;
    if (degree < 1 || degree > MAX_COUSIN_DEGREE || Math.abs(up - down) > 1) return null;
    const to = path[path.length - 1]!;
    const toParent = path[path.length - 2]!;
    if (up > down) {
      // A parent's cousin: seen from that parent, who is path[1].
      return kinshipPhrases.parentsCousin(
        female(to),
        sideAt(path, 0),
        sideAt(path, 1),
        female(toParent),
        degree,
      );
    }
    if (down > up) {
      // A cousin's child: the cousin is `to`'s parent, and that cousin's parent says عم or خال.
      const cousin = kinshipPhrases.cousin(
        female(toParent),
        sideAt(path, 0),
        female(path[path.length - 3]!),
        degree,
      );
      return kinshipPhrases.cousinsChild(female(to), cousin);
    }
    return kinshipPhrases.cousin(female(to), sideAt(path, 0), female(toParent), degree);
  }

  const blood = (from: number, to: number): BloodRelation | null => {
    const link = bloodLink(from, to);
    return link === null ? null : wordBlood(link);
  };

  function divorced(a: number, b: number): boolean {
    const ended = (x: number, y: number) =>
      (memberOf(x).spouses ?? []).some((link) => link.id === y && link.ended === 'divorced');
    return ended(a, b) || ended(b, a);
  }

  const commonAncestor = ({ ancestor, up, down }: BloodLink): CommonAncestor => ({
    name: nameOf(ancestor),
    female: female(ancestor),
    grandparentOfBoth: up >= 2 && down >= 2,
  });

  /** Blood sentence: the phrase when there is one, else where both stand below their ancestor. */
  function bloodSentence({ link, phrase }: BloodRelation): string {
    const from = link.path[0]!;
    const to = link.path[link.path.length - 1]!;
    if (phrase !== null) return kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from));
    if (link.down === 0)
      return kinshipMessages.distantAncestor(nameOf(to), female(to), nameOf(from), link.up);
    if (link.up === 0) return kinshipMessages.distantDescendant(nameOf(to), nameOf(from), link.down);
    return kinshipMessages.distantKin(
      nameOf(from),
      nameOf(to),
      female(from) && female(to),
      commonAncestor(link),
      link.up,
      link.down,
    );
  }

  function spouseKinship(from: number, to: number, kin: BloodRelation | null): Kinship {
    const phrase = kinshipPhrases.spouse(female(to), divorced(from, to));
    let sentence = kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from));
    // Cousin marriage: the marriage is the closer tie, the blood one is worth saying too.
    if (kin?.phrase) sentence = kinshipMessages.alsoKin(sentence, female(to), kin.phrase, female(from));
    else if (kin)
      sentence = kinshipMessages.alsoDistantKin(
        sentence,
        female(from) && female(to),
        commonAncestor(kin.link),
      );
    return { term: phrase.term, sentence, path: [from, to], common_ancestor: null };
  }

  function bloodKinship(kin: BloodRelation): Kinship {
    return {
      term: kin.phrase?.term ?? null,
      sentence: bloodSentence(kin),
      path: kin.link.path,
      common_ancestor: kin.link.ancestor,
    };
  }

  interface InLaw {
    /** Links on the way, the marriage included. */
    length: number;
    phrase: KinshipPhrase | null;
    kinship: Kinship;
  }

  /** `to` is the spouse of `from`'s relative: «زوجة الأب», «زوج الأخت», «زوجة ابن عم محمد». */
  function spouseOfRelative(from: number, to: number, kin: BloodRelation): InLaw {
    const relative = kin.link.path[kin.link.path.length - 1]!;
    const path = [...kin.link.path, to];
    const answer = (phrase: KinshipPhrase | null, sentence: string): InLaw => ({
      length: path.length - 1,
      phrase,
      kinship: { term: phrase?.term ?? null, sentence, path, common_ancestor: null },
    });
    if (kin.phrase === null) {
      return answer(
        null,
        kinshipMessages.spouseOfDistantKin(
          nameOf(to),
          female(to),
          nameOf(relative),
          female(relative),
          nameOf(from),
        ),
      );
    }
    const definite =
      kin.kind === 'other' ? null : kinshipPhrases.definiteRelative[kin.kind](female(relative));
    const phrase = kinshipPhrases.spouseOfRelative(female(to), kin.phrase, definite);
    return answer(phrase, kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from)));
  }

  /** `to` is kin of `from`'s spouse: «والد الزوجة», «ابن الزوج», «خال زوجة محمد». */
  function relativeOfSpouse(from: number, spouse: number, to: number, kin: BloodRelation): InLaw {
    const path = [from, ...kin.link.path];
    const answer = (phrase: KinshipPhrase | null, sentence: string): InLaw => ({
      length: path.length - 1,
      phrase,
      kinship: { term: phrase?.term ?? null, sentence, path, common_ancestor: null },
    });
    if (kin.phrase === null) {
      return answer(null, kinshipMessages.distantKinOfSpouse(nameOf(to), female(spouse), nameOf(from)));
    }
    const word = kin.kind === 'other' ? null : kinshipPhrases.relativeWord[kin.kind](female(to));
    const phrase = kinshipPhrases.relativeOfSpouse(kin.phrase, word, female(spouse));
    return answer(phrase, kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from)));
  }

  /**
   * `to` is a child of the other spouse of one of `from`'s parents, with no parent in common (the
   * son of the father's wife, the daughter of the mother's husband): that parent and that spouse.
   */
  function stepSibling(from: number, to: number): { parent: number; stepParent: number } | null {
    const theirParents = [fatherOf.get(to), motherOf.get(to)];
    const ownParents = [fatherOf.get(from), motherOf.get(from)];
    if (ownParents.some((parent) => parent !== undefined && theirParents.includes(parent))) return null;
    for (const parent of ownParents) {
      if (parent === undefined) continue;
      const stepParent = (spousesOf.get(parent) ?? []).find((spouse) => theirParents.includes(spouse.id));
      if (stepParent) return { parent, stepParent: stepParent.id };
    }
    return null;
  }

  /** Two women married to one man (co-wives, «ضرة»): his id, else null. */
  function sharedHusband(from: number, to: number): number | null {
    if (!female(from) || !female(to)) return null;
    const theirs = new Set((spousesOf.get(to) ?? []).map((spouse) => spouse.id));
    return (spousesOf.get(from) ?? []).find((spouse) => theirs.has(spouse.id))?.id ?? null;
  }

  /** The shortest tie through one marriage; on a tie, the relative's spouse before the spouse's kin. */
  function closestInLaw(from: number, to: number): InLaw | null {
    let best: InLaw | null = null;
    const consider = (candidate: InLaw) => {
      if (best === null || candidate.length < best.length) best = candidate;
    };
    for (const relative of spousesOf.get(to) ?? []) {
      if (relative.id === from) continue;
      const kin = blood(from, relative.id);
      if (kin !== null) consider(spouseOfRelative(from, to, kin));
    }
    for (const spouse of spousesOf.get(from) ?? []) {
      if (spouse.id === to) continue;
      const kin = blood(spouse.id, to);
      if (kin !== null) consider(relativeOfSpouse(from, spouse.id, to, kin));
    }
    return best;
  }

  return (fromId, toId) => {
    for (const id of [fromId, toId]) if (!byId.has(id)) throw new UnknownMemberError(id);
    if (fromId === toId) {
      return {
        term: null,
        sentence: kinshipMessages.self(nameOf(fromId)),
        path: [fromId],
        common_ancestor: null,
      };
    }
    const kin = blood(fromId, toId);
    if ((spousesOf.get(fromId) ?? []).some((spouse) => spouse.id === toId))
      return spouseKinship(fromId, toId, kin);

    // Blood first, the closest of it (issue #10); a shorter tie by marriage is said after it. Only
    // kin too distant for a word give way to an in-law tie that has one (a sister's husband who is a
    // fifth cousin is «زوج الأخت»), and the common ancestor is still named.
    const inLaw = closestInLaw(fromId, toId);
    const shorterInLaw =
      kin !== null && inLaw !== null && inLaw.length < kin.link.path.length - 1 ? inLaw : null;
    if (kin !== null && (kin.phrase !== null || shorterInLaw?.phrase == null)) {
      const answer = bloodKinship(kin);
      if (kin.phrase !== null && shorterInLaw?.phrase) {
        answer.sentence = kinshipMessages.alsoKin(
          answer.sentence,
          female(toId),
          shorterInLaw.phrase,
          female(fromId),
        );
      }
      return answer;
    }
    if (kin !== null && shorterInLaw !== null) {
      const { kinship } = shorterInLaw;
      return {
        ...kinship,
        sentence: kinshipMessages.alsoDistantKin(
          kinship.sentence,
          female(fromId) && female(toId),
          commonAncestor(kin.link),
        ),
      };
    }
    if (inLaw !== null) return inLaw.kinship;
    const step = stepSibling(fromId, toId);
    if (step !== null) {
      const phrase = kinshipPhrases.stepSibling(female(toId), female(step.stepParent));
      return {
        term: phrase.term,
        sentence: kinshipMessages.relation(nameOf(toId), female(toId), phrase, nameOf(fromId)),
        path: [fromId, step.parent, step.stepParent, toId],
        common_ancestor: null,
      };
    }
    const husband = sharedHusband(fromId, toId);
    if (husband !== null) {
      const phrase = kinshipPhrases.coWife;
      return {
        term: phrase.term,
        sentence: kinshipMessages.relation(nameOf(toId), true, phrase, nameOf(fromId)),
        path: [fromId, husband, toId],
        common_ancestor: null,
      };
    }
    return {
      term: null,
      sentence: kinshipMessages.unrelated(nameOf(fromId), nameOf(toId)),
      path: [],
      common_ancestor: null,
    };
  };
}

/** One pair; to ask about many, make a finder once with `createKinshipFinder`. */
export function findKinship<M extends TreeMember>(
  members: readonly M[],
  fromId: number,
  toId: number,
): Kinship {
  return createKinshipFinder(members)(fromId, toId);
}
