import { kinshipMessages, kinshipPhrases } from '../messages/kinship';
import { createBloodLinker } from './kinship-blood';
import { closestInLaw, type InLawTie, sharedHusband, stepSibling, tieLength } from './kinship-in-law';
import { indexKinship, type KinshipIndex } from './kinship-index';
import {
  type BloodRelation,
  bloodSentence,
  commonAncestor,
  type Worded,
  wordBlood,
  wordInLaw,
  wordSpouse,
} from './kinship-wording';
import type { TreeMember } from './members';

/**
 * «صلة القرابة»: what member `to` is to member `from`, the body of
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

/**
 * Indexes the members once and answers any number of pairs: a route answers one, the benchmark a
 * thousand. Duplicate ids keep their first row (docs/product.md#data), as the tree does.
 */
export function createKinshipFinder<M extends TreeMember>(
  rows: readonly M[],
): (fromId: number, toId: number) => Kinship {
  const index = indexKinship(rows);
  const bloodLink = createBloodLinker(index);
  return (fromId, toId) => {
    for (const id of [fromId, toId]) if (!index.has(id)) throw new UnknownMemberError(id);
    if (fromId === toId) {
      return {
        term: null,
        sentence: kinshipMessages.self(index.nameOf(fromId)),
        path: [fromId],
        common_ancestor: null,
      };
    }
    const link = bloodLink(fromId, toId);
    const kin = link === null ? null : wordBlood(index, link);
    if (index.spousesOf(fromId).includes(toId)) {
      const { phrase, sentence } = wordSpouse(index, fromId, toId, kin);
      return { term: phrase.term, sentence, path: [fromId, toId], common_ancestor: null };
    }
    const tie = closestInLaw(index, bloodLink, fromId, toId);
    const inLaw = tie === null ? null : { tie, ...wordInLaw(index, fromId, toId, tie) };
    return (
      bloodOrInLaw(index, kin, inLaw) ??
      stepKinship(index, fromId, toId) ?? {
        term: null,
        sentence: kinshipMessages.unrelated(index.nameOf(fromId), index.nameOf(toId)),
        path: [],
        common_ancestor: null,
      }
    );
  };
}

type WordedInLaw = Worded & { tie: InLawTie };

const inLawKinship = ({ phrase, sentence, tie }: WordedInLaw): Kinship => ({
  term: phrase?.term ?? null,
  sentence,
  path: tie.path,
  common_ancestor: null,
});

/**
 * Blood first, the closest of it; a shorter tie by marriage is said after it. Only kin
 * too distant for a word give way to an in-law tie that has one (a sister's husband who is a fifth
 * cousin is «زوج الأخت»), and the common ancestor is still named.
 */
function bloodOrInLaw(
  index: KinshipIndex,
  kin: BloodRelation | null,
  inLaw: WordedInLaw | null,
): Kinship | null {
  if (kin === null) return inLaw === null ? null : inLawKinship(inLaw);
  const { path } = kin.link;
  const from = path[0]!;
  const to = path[path.length - 1]!;
  const shorterInLaw = inLaw !== null && tieLength(inLaw.tie) < tieLength(kin.link) ? inLaw : null;
  if (kin.phrase !== null || shorterInLaw?.phrase == null) {
    let sentence = bloodSentence(index, kin);
    if (kin.phrase !== null && shorterInLaw?.phrase) {
      sentence = kinshipMessages.alsoKin(sentence, index.female(to), shorterInLaw.phrase, index.female(from));
    }
    return { term: kin.phrase?.term ?? null, sentence, path, common_ancestor: kin.link.ancestor };
  }
  const answer = inLawKinship(shorterInLaw);
  return {
    ...answer,
    sentence: kinshipMessages.alsoDistantKin(
      answer.sentence,
      index.female(from) && index.female(to),
      commonAncestor(index, kin.link),
    ),
  };
}

/** Kin by a parent's marriage only: a step-sibling or a co-wife. */
function stepKinship(index: KinshipIndex, from: number, to: number): Kinship | null {
  const { female, nameOf } = index;
  const step = stepSibling(index, from, to);
  if (step !== null) {
    const phrase = kinshipPhrases.stepSibling(female(to), female(step.stepParent));
    return {
      term: phrase.term,
      sentence: kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from)),
      path: [from, step.parent, step.stepParent, to],
      common_ancestor: null,
    };
  }
  const husband = sharedHusband(index, from, to);
  if (husband === null) return null;
  const phrase = kinshipPhrases.coWife;
  return {
    term: phrase.term,
    sentence: kinshipMessages.relation(nameOf(to), true, phrase, nameOf(from)),
    path: [from, husband, to],
    common_ancestor: null,
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
