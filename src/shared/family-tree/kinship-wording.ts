import {
  type CommonAncestor,
  kinshipMessages,
  kinshipPhrases,
  type KinshipPhrase,
} from '../messages/kinship';
import type { BloodLink } from './kinship-blood';
import type { InLawTie } from './kinship-in-law';
import { divorced, type KinshipIndex, siblingLink, sideAt } from './kinship-index';

/** A blood relation worded: the phrase, or null for kin too distant for one. */
export interface BloodRelation {
  link: BloodLink;
  phrase: KinshipPhrase | null;
  /** Parent, child and sibling: the relations whose spouses and whose own kin have short in-law terms. */
  kind: 'parent' | 'child' | 'sibling' | 'other';
}

/** A relation worded as the answer says it: the phrase (null when there is no short term) and the sentence. */
export interface Worded {
  phrase: KinshipPhrase | null;
  sentence: string;
}

/** Third cousins are the farthest with a word of their own. */
const MAX_COUSIN_DEGREE = 3;

/** The phrase for what the end of a blood link is to its start: «أب», «جد لأم», «ابن العم». */
export function wordBlood(index: KinshipIndex, link: BloodLink): BloodRelation {
  const { up, down, path } = link;
  const to = path[path.length - 1]!;
  const f = index.female(to);
  const femaleAt = (i: number) => index.female(path[i]!);
  const side = (i: number) => sideAt(index, path, i);
  const relation = (phrase: KinshipPhrase | null, kind: BloodRelation['kind'] = 'other'): BloodRelation => ({
    link,
    phrase,
    kind,
  });
  switch (`${up},${down}`) {
    case '1,0':
      return relation(kinshipPhrases.parent(f), 'parent');
    case '2,0':
      return relation(kinshipPhrases.grandparent(f, side(0)));
    case '3,0':
      return relation(kinshipPhrases.greatGrandparent(f, side(0)));
    case '0,1':
      return relation(kinshipPhrases.child(f), 'child');
    case '0,2':
      return relation(kinshipPhrases.grandchild(f));
    case '0,3':
      return relation(kinshipPhrases.greatGrandchild(f, femaleAt(2)));
    case '1,1':
      return relation(kinshipPhrases.sibling(f, siblingLink(index, path[0]!, to)), 'sibling');
    case '2,1':
      return relation(kinshipPhrases.uncle(f, side(0), siblingLink(index, path[1]!, to)));
    case '1,2':
      return relation(kinshipPhrases.nephew(f, femaleAt(2)));
    case '3,1':
      return relation(kinshipPhrases.parentsUncle(f, side(0), side(1)));
    case '1,3':
      return relation(kinshipPhrases.siblingsGrandchild(f, femaleAt(2)));
    default:
      return relation(cousinPhrase(index, link));
  }
}

/**
 * Cousins up to the third degree, level or one generation apart: «ابن العم» and «ابن العم من
 * الدرجة الثالثة», «ابن عم الأب», «بنت ابن العم». Farther than that a word helps no one: the
 * sentence names the ancestor they meet in and each one's generation below him instead.
 */
export function cousinPhrase(index: KinshipIndex, { up, down, path }: BloodLink): KinshipPhrase | null {
  const degree = Math.min(up, down) - 1;
  if (degree < 1 || degree > MAX_COUSIN_DEGREE || Math.abs(up - down) > 1) return null;
  const female = index.female;
  const to = path[path.length - 1]!;
  const toParent = path[path.length - 2]!;
  if (up > down) {
    // A parent's cousin: seen from that parent, who is path[1].
    return kinshipPhrases.parentsCousin(
      female(to),
      sideAt(index, path, 0),
      sideAt(index, path, 1),
      female(toParent),
      degree,
    );
  }
  if (down > up) {
    // A cousin's child: the cousin is `to`'s parent, and that cousin's parent says عم or خال.
    const cousin = kinshipPhrases.cousin(
      female(toParent),
      sideAt(index, path, 0),
      female(path[path.length - 3]!),
      degree,
    );
    return kinshipPhrases.cousinsChild(female(to), cousin);
  }
  return kinshipPhrases.cousin(female(to), sideAt(index, path, 0), female(toParent), degree);
}

/** The ancestor two relatives meet in, as the sentence names them. */
export function commonAncestor(index: KinshipIndex, { ancestor, up, down }: BloodLink): CommonAncestor {
  return {
    name: index.nameOf(ancestor),
    female: index.female(ancestor),
    grandparentOfBoth: up >= 2 && down >= 2,
  };
}

/** Blood sentence: the phrase when there is one, else where both stand below their ancestor. */
export function bloodSentence(index: KinshipIndex, { link, phrase }: BloodRelation): string {
  const { female, nameOf } = index;
  const from = link.path[0]!;
  const to = link.path[link.path.length - 1]!;
  if (phrase !== null) return kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from));
  if (link.down === 0) return kinshipMessages.distantAncestor(nameOf(to), female(to), nameOf(from), link.up);
  if (link.up === 0) return kinshipMessages.distantDescendant(nameOf(to), nameOf(from), link.down);
  return kinshipMessages.distantKin(
    nameOf(from),
    nameOf(to),
    female(from) && female(to),
    commonAncestor(index, link),
    link.up,
    link.down,
  );
}

/** `to` is the spouse of `from`; `kin`, their blood tie too (a cousin marriage), is said after it. */
export function wordSpouse(
  index: KinshipIndex,
  from: number,
  to: number,
  kin: BloodRelation | null,
): Worded & { phrase: KinshipPhrase } {
  const { female, nameOf } = index;
  const phrase = kinshipPhrases.spouse(female(to), divorced(index, from, to));
  let sentence = kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from));
  // Cousin marriage: the marriage is the closer tie, the blood one is worth saying too.
  if (kin?.phrase) sentence = kinshipMessages.alsoKin(sentence, female(to), kin.phrase, female(from));
  else if (kin) {
    sentence = kinshipMessages.alsoDistantKin(
      sentence,
      female(from) && female(to),
      commonAncestor(index, kin.link),
    );
  }
  return { phrase, sentence };
}

/**
 * A tie through one marriage worded: the spouse of a relative («زوجة الأب», «زوج الأخت», «زوجة ابن
 * عم محمد») or a relative of the spouse («والد الزوجة», «ابن الزوج», «خال زوجة محمد»).
 */
export function wordInLaw(index: KinshipIndex, from: number, to: number, tie: InLawTie): Worded {
  const { female, nameOf } = index;
  const kin = wordBlood(index, tie.link);
  const said = (phrase: KinshipPhrase) => ({
    phrase,
    sentence: kinshipMessages.relation(nameOf(to), female(to), phrase, nameOf(from)),
  });
  if (tie.via === 'relative') {
    const { relative } = tie;
    if (kin.phrase === null) {
      return {
        phrase: null,
        sentence: kinshipMessages.spouseOfDistantKin(
          nameOf(to),
          female(to),
          nameOf(relative),
          female(relative),
          nameOf(from),
        ),
      };
    }
    const definite =
      kin.kind === 'other' ? null : kinshipPhrases.definiteRelative[kin.kind](female(relative));
    return said(kinshipPhrases.spouseOfRelative(female(to), kin.phrase, definite));
  }
  const { spouse } = tie;
  if (kin.phrase === null) {
    return {
      phrase: null,
      sentence: kinshipMessages.distantKinOfSpouse(nameOf(to), female(spouse), nameOf(from)),
    };
  }
  const word = kin.kind === 'other' ? null : kinshipPhrases.relativeWord[kin.kind](female(to));
  return said(kinshipPhrases.relativeOfSpouse(kin.phrase, word, female(spouse)));
}
