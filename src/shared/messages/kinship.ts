// «صلة القرابة»: the Arabic of what one member is to another. The graph walk that decides
// the relation is in family-tree/kinship.ts; this file only words it.

import { feminineOrdinal, masculineOrdinal } from './ordinals';

/** Which parent a relation goes through, seen from the member asked about. */
export type Side = 'father' | 'mother';
/** How two siblings are linked: both parents, the father only, the mother only, or not known. */
export type SiblingLink = 'full' | 'father' | 'mother' | 'unknown';

/**
 * A relation as a noun phrase awaiting its possessor: «ابن عم» + «محمد». `term` is the short label
 * (the API's `term`); `nominative` is the head after «هو/هي», `genitive` the same head after another
 * noun («زوجة أخي محمد»). They differ only for أخ, one of the five nouns (أخو/أخي). `qualifier`
 * follows the possessor («أخو محمد لأب», «زوجته السابقة»).
 */
export interface KinshipPhrase {
  term: string | null;
  nominative: string;
  genitive: string;
  qualifier: string;
}

function phrase(term: string | null, head: string, qualifier = '', genitive = head): KinshipPhrase {
  return { term, nominative: head, genitive, qualifier };
}

const HALF = { father: 'لأب', mother: 'لأم' } as const;

/**
 * Cousins past the first say their degree after the possessor, as «second cousin» is said in
 * Arabic: «ابن عم محمد من الدرجة الثانية». (Not the legal degree of kinship, which counts every
 * step and makes first cousins «من الدرجة الرابعة»: families say it this way of cousins.)
 */
function withDegree(relation: KinshipPhrase, degree: number): KinshipPhrase {
  if (degree <= 1) return relation;
  const qualifier = `من الدرجة ${feminineOrdinal(degree) ?? degree}`;
  return { ...relation, term: `${relation.term} ${qualifier}`, qualifier };
}

/** «عم/عمة» on the father's side, «خال/خالة» on the mother's (docs/genealogy.md#kinship-words). */
function uncleWord(female: boolean, side: Side): string {
  if (side === 'father') return female ? 'عمة' : 'عم';
  return female ? 'خالة' : 'خال';
}

// Compound terms say «بنت» («بنت العم», as the issue writes them); a daughter alone is «ابنة».
const childInCompound = (female: boolean) => (female ? 'بنت' : 'ابن');
const parentNoun = (side: Side) => (side === 'father' ? 'الأب' : 'الأم');
// In a sentence a parent is «والد/والدة»: «أبو محمد» and «أم محمد» read as kunyas.
const parentHead = (side: Side) => (side === 'father' ? 'والد' : 'والدة');

export const kinshipPhrases = {
  /** Two wives of one man, each to the other. */
  coWife: phrase('ضرة', 'ضرة'),
  /** The child of a parent's other spouse: «ابن زوجة الأب», «بنت زوج الأم» («… زوجة والد محمد»). */
  stepSibling: (female: boolean, stepParentFemale: boolean): KinshipPhrase => {
    const child = female ? 'بنت' : 'ابن';
    return phrase(
      `${child} ${stepParentFemale ? 'زوجة الأب' : 'زوج الأم'}`,
      `${child} ${stepParentFemale ? 'زوجة والد' : 'زوج والدة'}`,
    );
  },
  parent: (female: boolean) => (female ? phrase('أم', 'والدة') : phrase('أب', 'والد')),
  child: (female: boolean) => (female ? phrase('ابنة', 'ابنة') : phrase('ابن', 'ابن')),
  sibling(female: boolean, link: SiblingLink): KinshipPhrase {
    if (link === 'full') return female ? phrase('أخت شقيقة', 'شقيقة') : phrase('أخ شقيق', 'شقيق');
    const qualifier = link === 'unknown' ? '' : HALF[link];
    const term = `${female ? 'أخت' : 'أخ'}${qualifier ? ` ${qualifier}` : ''}`;
    return female ? phrase(term, 'أخت', qualifier) : phrase(term, 'أخو', qualifier, 'أخي');
  },
  /** A grandparent, by the parent it is reached through: «جد لأب», «جدة لأم». */
  grandparent: (female: boolean, side: Side) =>
    phrase(`${female ? 'جدة' : 'جد'} ${HALF[side]}`, female ? 'جدة' : 'جد', HALF[side]),
  /** A parent's grandparent: «جد الأب», «جدة الأم». */
  greatGrandparent: (female: boolean, side: Side) =>
    phrase(`${female ? 'جدة' : 'جد'} ${parentNoun(side)}`, `${female ? 'جدة' : 'جد'} ${parentHead(side)}`),
  grandchild: (female: boolean) => (female ? phrase('حفيدة', 'حفيدة') : phrase('حفيد', 'حفيد')),
  /** A grandchild's child, by that grandchild: «ابن الحفيد», «بنت الحفيدة». */
  greatGrandchild(female: boolean, grandchildFemale: boolean): KinshipPhrase {
    const grandchild = grandchildFemale ? 'حفيدة' : 'حفيد';
    return phrase(`${childInCompound(female)} ال${grandchild}`, `${childInCompound(female)} ${grandchild}`);
  },
  /** A parent's sibling; a half-sibling of the parent is «عم لأب», «خالة لأم». */
  uncle(female: boolean, side: Side, link: SiblingLink): KinshipPhrase {
    const word = uncleWord(female, side);
    const qualifier = link === 'father' || link === 'mother' ? HALF[link] : '';
    return phrase(qualifier ? `${word} ${qualifier}` : word, word, qualifier);
  },
  /** A sibling's child: «ابن الأخ», «بنت الأخت». أخ after a noun is genitive: «ابن أخي محمد». */
  nephew(female: boolean, siblingFemale: boolean): KinshipPhrase {
    const child = childInCompound(female);
    return siblingFemale ? phrase(`${child} الأخت`, `${child} أخت`) : phrase(`${child} الأخ`, `${child} أخي`);
  },
  /**
   * A parent's sibling's child: «ابن العم», «بنت الخالة»; for a second or third cousin the parent's
   * cousin stands for the sibling, as families say «عم» of a father's cousin: «ابن العم من الدرجة
   * الثانية» («ابن عم محمد من الدرجة الثانية»).
   */
  cousin(female: boolean, side: Side, parentCousinFemale: boolean, degree = 1): KinshipPhrase {
    const child = childInCompound(female);
    const word = uncleWord(parentCousinFemale, side);
    return withDegree(phrase(`${child} ال${word}`, `${child} ${word}`), degree);
  },
  /** A parent's cousin: «ابن عم الأب», «بنت خالة الأم من الدرجة الثانية» («ابن عم والد محمد»). */
  parentsCousin(
    female: boolean,
    parentSide: Side,
    cousinSide: Side,
    cousinParentFemale: boolean,
    degree = 1,
  ): KinshipPhrase {
    const head = `${childInCompound(female)} ${uncleWord(cousinParentFemale, cousinSide)}`;
    return withDegree(
      phrase(`${head} ${parentNoun(parentSide)}`, `${head} ${parentHead(parentSide)}`),
      degree,
    );
  },
  /** A cousin's child: «ابن ابن العم», «بنت بنت الخالة من الدرجة الثانية» («ابن بنت عم محمد»). */
  cousinsChild(female: boolean, cousin: KinshipPhrase): KinshipPhrase {
    const child = childInCompound(female);
    return {
      ...cousin,
      term: `${child} ${cousin.term}`,
      nominative: `${child} ${cousin.genitive}`,
      genitive: `${child} ${cousin.genitive}`,
    };
  },
  /** A parent's uncle or aunt: «عم الأب», «خالة الأم». */
  parentsUncle(female: boolean, parentSide: Side, uncleSide: Side): KinshipPhrase {
    const word = uncleWord(female, uncleSide);
    return phrase(`${word} ${parentNoun(parentSide)}`, `${word} ${parentHead(parentSide)}`);
  },
  /** A sibling's grandchild: «حفيد الأخ», «حفيدة الأخت». */
  siblingsGrandchild(female: boolean, siblingFemale: boolean): KinshipPhrase {
    const grandchild = female ? 'حفيدة' : 'حفيد';
    return siblingFemale
      ? phrase(`${grandchild} الأخت`, `${grandchild} أخت`)
      : phrase(`${grandchild} الأخ`, `${grandchild} أخي`);
  },
  /**
   * «زوج/زوجة»; after a divorce «زوجة سابقة» («زوجته السابقة»). Never خليلة
   * (docs/genealogy.md#kinship-words).
   */
  spouse(female: boolean, divorced: boolean): KinshipPhrase {
    const word = female ? 'زوجة' : 'زوج';
    if (!divorced) return phrase(word, word);
    return phrase(female ? 'زوجة سابقة' : 'زوج سابق', word, female ? 'السابقة' : 'السابق');
  },
  /**
   * The spouse of a relative: «زوجة أخي محمد». Only a spouse of a parent, child or sibling has a
   * short term («زوجة الأب», «زوج الأم», «زوجة الابن», «زوج الأخت»).
   */
  spouseOfRelative(female: boolean, relative: KinshipPhrase, relativeTerm: string | null): KinshipPhrase {
    const word = female ? 'زوجة' : 'زوج';
    return {
      term: relativeTerm === null ? null : `${word} ${relativeTerm}`,
      nominative: `${word} ${relative.genitive}`,
      genitive: `${word} ${relative.genitive}`,
      qualifier: relative.qualifier,
    };
  },
  /**
   * A relative of the spouse: «والد زوجة محمد». Only a spouse's parent, child or sibling has a short
   * term («والد الزوجة», «بنت الزوج», «أخو الزوجة»).
   */
  relativeOfSpouse(
    relation: KinshipPhrase,
    relationWord: string | null,
    spouseFemale: boolean,
  ): KinshipPhrase {
    const spouse = spouseFemale ? 'زوجة' : 'زوج';
    return {
      term: relationWord === null ? null : `${relationWord} ال${spouse}`,
      nominative: `${relation.nominative} ${spouse}`,
      genitive: `${relation.genitive} ${spouse}`,
      qualifier: relation.qualifier,
    };
  },
  /** The relative's word in «زوجة الابن» and the like: definite, after the spouse word. */
  definiteRelative: {
    parent: (female: boolean) => (female ? 'الأم' : 'الأب'),
    child: (female: boolean) => (female ? 'الابنة' : 'الابن'),
    sibling: (female: boolean) => (female ? 'الأخت' : 'الأخ'),
  },
  /**
   * The word before «الزوج/الزوجة» in «والد الزوجة», «بنت الزوج», «أخو الزوجة»: أخ is one of the
   * five nouns, «أخو» when it leads a term.
   */
  relativeWord: {
    parent: (female: boolean) => (female ? 'والدة' : 'والد'),
    child: (female: boolean) => childInCompound(female),
    sibling: (female: boolean) => (female ? 'أخت' : 'أخو'),
  },
} as const;

/** «الجيل الرابع»; past the twentieth, «الجيل الـ23». */
export function generationOrdinal(generation: number): string {
  return `الجيل ${masculineOrdinal(generation) ?? `الـ${generation}`}`;
}

// «العشرون» is a noun in the nominative; after «في» it would be «العشرين».
const inGeneration = (generation: number) =>
  `في ${generationOrdinal(generation).replace(/العشرون$/, 'العشرين')}`;

/** The ancestor two distant relatives meet in. */
export interface CommonAncestor {
  name: string;
  female: boolean;
  /** Whether the ancestor is at least a grandparent of both, and so «جدهما». */
  grandparentOfBoth: boolean;
}

// «جدهما حمد»; just «حمد» when he is a parent of one of the two, for whom «جد» would be wrong.
function commonAncestor({ name, female, grandparentOfBoth }: CommonAncestor): string {
  if (!grandparentOfBoth) return name;
  return `${female ? 'جدتهما' : 'جدهما'} ${name}`;
}

// Two women «تجتمعان»; a man and a woman, or two men, «يجتمعان».
const meet = (bothFemale: boolean) => (bothFemale ? 'تجتمعان' : 'يجتمعان');
const pronoun = (female: boolean) => (female ? 'هي' : 'هو');
const attached = (female: boolean) => (female ? 'ها' : 'ه');

/** A phrase with a name as possessor, after «هو/هي»: «ابن عم محمد», «أخو محمد لأب». */
export function withPossessor(relation: KinshipPhrase, possessor: string): string {
  return [relation.nominative, possessor, relation.qualifier].filter((part) => part !== '').join(' ');
}

/** A phrase with an attached pronoun as possessor: «بنت عمه», «خالتها» (ة is written ت before it). */
export function withPronoun(relation: KinshipPhrase, possessorFemale: boolean): string {
  const head = relation.nominative.replace(/ة$/, 'ت') + attached(possessorFemale);
  return relation.qualifier ? `${head} ${relation.qualifier}` : head;
}

export const kinshipMessages = {
  /** «{B} {هو|هي} {relation} {A}»: «سالم هو عم محمد». */
  relation: (to: string, toFemale: boolean, relation: KinshipPhrase, from: string) =>
    `${to} ${pronoun(toFemale)} ${withPossessor(relation, from)}`,
  /** A second tie (cousin marriage): «سارة هي زوجة فيصل، وهي أيضاً بنت عمه». */
  alsoKin: (sentence: string, toFemale: boolean, kin: KinshipPhrase, fromFemale: boolean) =>
    `${sentence}، و${pronoun(toFemale)} أيضاً ${withPronoun(kin, fromFemale)}`,
  /** A tie by marriage between distant kin: «…، ويجتمعان في جدهما حمد». */
  alsoDistantKin: (sentence: string, bothFemale: boolean, ancestor: CommonAncestor) =>
    `${sentence}، و${meet(bothFemale)} في ${commonAncestor(ancestor)}`,
  self: (name: string) => `هذا ${name} نفسه`,
  unrelated: (from: string, to: string) => `لا تُعرف في الشجرة صلة قرابة بين ${from} و${to}`,
  /** Deeper than a parent's grandparent: «حمد من أجداد حسين، وحسين في الجيل الرابع من ذريته». */
  distantAncestor: (ancestor: string, ancestorFemale: boolean, from: string, generations: number) =>
    `${ancestor} من ${ancestorFemale ? 'جدات' : 'أجداد'} ${from}، و${from} ${inGeneration(generations)} من ${
      ancestorFemale ? 'ذريتها' : 'ذريته'
    }`,
  /** Deeper than a grandchild's child: «حسين من ذرية حمد في الجيل الرابع». */
  distantDescendant: (descendant: string, ancestor: string, generations: number) =>
    `${descendant} من ذرية ${ancestor} ${inGeneration(generations)}`,
  /** «يجتمعان في جدهما حمد: محمد في الجيل الثالث من ذريته، وسالم في الجيل الرابع». */
  distantKin: (
    from: string,
    to: string,
    bothFemale: boolean,
    ancestor: CommonAncestor,
    fromGenerations: number,
    toGenerations: number,
  ) =>
    `${meet(bothFemale)} في ${commonAncestor(ancestor)}: ${from} ${inGeneration(fromGenerations)} من ${
      ancestor.female ? 'ذريتها' : 'ذريته'
    }، و${to} ${inGeneration(toGenerations)}`,
  /** A spouse's kin without a short phrase: «عيسى من أقارب زوجة محمد». */
  distantKinOfSpouse: (to: string, spouseFemale: boolean, from: string) =>
    `${to} من أقارب ${spouseFemale ? 'زوجة' : 'زوج'} ${from}`,
  /** A distant relative's spouse: «هند هي زوجة سعد، وهو من أقارب محمد». */
  spouseOfDistantKin: (
    to: string,
    toFemale: boolean,
    relative: string,
    relativeFemale: boolean,
    from: string,
  ) =>
    `${to} ${pronoun(toFemale)} ${toFemale ? 'زوجة' : 'زوج'} ${relative}، و${pronoun(relativeFemale)} من أقارب ${from}`,
} as const;

/** What relationship.php answers when either member is not in the public tree. */
export const kinshipErrors = {
  memberNotFound: 'لم يتم العثور على أحد الفردين في الشجرة',
};
