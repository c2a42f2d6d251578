// Arabic name search (docs/genealogy.md#searching-names): the stored names and the query
// go through the same normalisation, and a query may name a lineage («محمد بن سالم»).

import { mapSteps, runToEnd, type Steps } from '../family-tree/steps';
import { rememberByText } from '../format/remember-by-text';

/** Characters folded to one spelling; everything else is kept or removed by the passes below. */
const FOLDED: Readonly<Record<string, string>> = {
  // Hamza carriers are already split off by NFKD (أ → ا + hamza mark); ٱ has no decomposition.
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  // Persian and Urdu keyboards type these for ك, ي and ه; names pasted from them must still match.
  ک: 'ك',
  ی: 'ي',
  ہ: 'ه',
  ۃ: 'ه',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
  '۰': '0',
  '۱': '1',
  '۲': '2',
  '۳': '3',
  '۴': '4',
  '۵': '5',
  '۶': '6',
  '۷': '7',
  '۸': '8',
  '۹': '9',
};
const FOLDED_CHARACTERS = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'gu');

/**
 * Removed outright: tashkeel and Quranic marks (the hamza marks NFKD split off included), the
 * superscript alef, tatweel, Latin accents, and the invisible direction and joining marks that
 * text copied from documents and chat apps carries.
 */
const REMOVED =
  /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * One spelling for the many ways an Arabic name is typed: أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي,
 * no tashkeel nor tatweel, Persian ک ی → ك ي, Arabic-Indic and Eastern Arabic-Indic digits → 0–9,
 * Latin lower-cased and unaccented, spaces collapsed and trimmed. NFKD comes first so presentation
 * forms and ligatures (ﷲ, ﻻ) become plain letters too.
 */
export function normaliseArabic(text: string): string {
  return text
    .normalize('NFKD')
    .replace(REMOVED, '')
    .replace(FOLDED_CHARACTERS, (character) => FOLDED[character] ?? character)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * «عبد الله» and «عبدالله» are one name; joining before any alef (not only «ال») also keeps the
 * match while «عبد ا…» is still being typed.
 */
const ABD_COMPOUND = /(^| )عبد (?=ا)/g;

/**
 * What to store beside a name for search, and what a query is compared as. An index is built again
 * after every edit from names that mostly recur (given names, every father's name once per child):
 * each text is normalised once (`rememberByText`).
 */
export const searchKey = rememberByText((name: string): string =>
  normaliseArabic(name).replace(ABD_COMPOUND, '$1عبد'),
);

/** The words that link a name to the father's («بن», «بنت», «ابن», «ابنة»), normalised. */
const LINK_WORDS = new Set(['بن', 'بنت', 'ابن', 'ابنه']);

export interface NameQuery {
  /**
   * The query read as a lineage: the name, then the father's, the grandfather's … An empty part
   * stands for anyone: «بنت أحمد» is ['', 'احمد'] (a daughter of any أحمد), and «محمد بن» typed
   * so far is ['محمد', ''] (a محمد with a father). A part may hold several words («نور الدين»).
   */
  parts: string[];
  /** true when بن/بنت/ابن/ابنة split the query; false when the parts are its plain words. */
  linked: boolean;
}

/**
 * Splits a query into a lineage. With a link word, the parts are what lies between them. Without
 * one, each word is a part: official four-part names leave out بن (docs/genealogy.md#names-and-the-nasab), so
 * «محمد سالم» also reads as محمد son of سالم. The words are only one reading: rankMember still tries the
 * whole query against the name first, so a member recorded as «محمد سالم» is found too.
 *
 * A link word alone is not a link: «بن» may be the start of «بندر».
 */
export function parseNameQuery(query: string): NameQuery {
  const key = searchKey(query);
  if (key === '') return { parts: [], linked: false };
  const words = key.split(' ');
  const linked = words.length > 1 && words.some((word) => LINK_WORDS.has(word));
  if (!linked) return { parts: words, linked: false };

  const parts: string[] = [];
  let current: string[] = [];
  let previousWasLink = false;
  for (const word of words) {
    if (LINK_WORDS.has(word)) {
      // «بن بن» is a typing slip, not an unnamed generation.
      if (!previousWasLink) parts.push(current.join(' '));
      current = [];
      previousWasLink = true;
    } else {
      current.push(word);
      previousWasLink = false;
    }
  }
  parts.push(current.join(' '));
  return { parts, linked: true };
}

/** A member as search sees them. */
export interface MemberCandidate {
  /** The name as recorded. */
  name: string;
  /** The member's own given name, then the father's, the grandfather's … given names. */
  chain: readonly string[];
}

/**
 * Scores of rankMember, best first. The four tiers (name starts with the query, then the lineage
 * matches, then the name contains it, then the nasab does) are each split so that whole words come
 * first: «علي» lists علي before عليان, «محمد بن سالم» the son of سالم before the son of سالمين.
 */
export const MATCH_RANK = {
  /** The name is the query, or begins with it as whole words. */
  nameStartsWithWords: 0,
  /** Each part of the query is the matching ancestor's given name, the last one whole. */
  lineageWords: 1,
  /** The name begins with the query, the last word unfinished. */
  nameStartsWith: 2,
  /** Each part of the query is the matching ancestor's given name, the last one only begun. */
  lineage: 3,
  /** A word inside the name begins with the query. */
  nameContainsWordStart: 4,
  /** A given name of the chain begins with the query: «سعود» in «فهد بن سعود». */
  nasabContainsWordStart: 5,
  /** The query is somewhere inside the name: «سعود» in «مسعود», after the whole words above. */
  nameContains: 6,
  /** The query is somewhere in the chain of given names. */
  nasabContains: 7,
} as const;

export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** Below this many letters only the start of a name is matched: one letter is inside most names. */
const MIN_CONTAINS_LENGTH = 2;

interface PreparedQuery {
  text: string;
  /** Without spaces: «نور الدين» and «نورالدين» are one name, however each was written. */
  compact: string;
  parts: string[];
  linked: boolean;
  /** The named parts joined: what "the nasab contains the query" looks for. */
  lineageText: string;
  /**
   * The query spells a lineage with بن/بنت and names two people or more («محمد بن سالم»): it
   * names one person, so only a member whose own name or chain starts with it answers it.
   */
  namesOnePerson: boolean;
}

interface PreparedCandidate {
  name: string;
  compactName: string;
  chain: string[];
  chainText: string;
}

function prepareQuery(query: string): PreparedQuery | null {
  const text = searchKey(query);
  if (text === '') return null;
  const { parts, linked } = parseNameQuery(query);
  const named = parts.filter(Boolean);
  return {
    text,
    compact: withoutSpaces(text),
    parts,
    linked,
    lineageText: named.join(' '),
    namesOnePerson: linked && named.length >= 2,
  };
}

function prepareCandidate(candidate: MemberCandidate): PreparedCandidate {
  const chain = candidate.chain.map(searchKey);
  const name = searchKey(candidate.name);
  return { name, compactName: withoutSpaces(name), chain, chainText: chain.join(' ') };
}

const withoutSpaces = (text: string) => text.replaceAll(' ', '');

/** How the chain answers the query read as a lineage: whole names, the last one begun, or not. */
function lineageMatch(
  query: PreparedQuery,
  candidate: PreparedCandidate,
): typeof MATCH_RANK.lineageWords | typeof MATCH_RANK.lineage | null {
  const { parts } = query;
  if (parts.length < 2) return null;
  if (!query.linked) {
    // Word by word, so a compound given name («نور الدين سالم») lines up without بن.
    if (!candidate.chainText.startsWith(query.text)) return null;
    return endsWord(candidate.chainText, query.text.length) ? MATCH_RANK.lineageWords : MATCH_RANK.lineage;
  }
  if (candidate.chain.length < parts.length) return null;
  const last = parts.length - 1;
  const earlier = parts.slice(0, last).every((part, index) => part === '' || candidate.chain[index] === part);
  const lastPart = parts[last]!;
  const lastGiven = candidate.chain[last]!;
  if (!earlier || !lastGiven.startsWith(lastPart)) return null;
  // An empty last part is a «بن» just typed: the name after it is still to come.
  return lastPart !== '' && endsWord(lastGiven, lastPart.length)
    ? MATCH_RANK.lineageWords
    : MATCH_RANK.lineage;
}

/** Whether `text` has a word boundary at `index` (its end, or a space). */
const endsWord = (text: string, index: number) => index === text.length || text.charAt(index) === ' ';

function rankPrepared(query: PreparedQuery, candidate: PreparedCandidate): MatchRank | null {
  const { name } = candidate;
  const { text } = query;
  if (name.startsWith(text)) {
    const next = name.charAt(text.length);
    return next === '' || next === ' ' ? MATCH_RANK.nameStartsWithWords : MATCH_RANK.nameStartsWith;
  }
  // A compound given name written joined in one place and apart in the other.
  if (query.compact !== text || candidate.compactName !== name) {
    if (candidate.compactName === query.compact) return MATCH_RANK.nameStartsWithWords;
    if (candidate.compactName.startsWith(query.compact)) return MATCH_RANK.nameStartsWith;
  }
  const lineage = lineageMatch(query, candidate);
  if (lineage !== null) return lineage;
  // A visitor who spells «محمد بن سالم بن عبدالله» wants that man. His descendants hold the same
  // words further along their nasab (or their recorded name), and listing them, even after him,
  // buried him among six of his grandchildren: they are one click away, on his page and in the
  // tree. A single name, or words without بن (possibly one compound name), still looks inside.
  if (query.namesOnePerson) return null;
  if (text.length < MIN_CONTAINS_LENGTH) return null;
  if (name.includes(` ${text}`)) return MATCH_RANK.nameContainsWordStart;
  const { lineageText } = query;
  const inNasab = lineageText !== '' && candidate.chainText.includes(lineageText);
  if (inNasab && ` ${candidate.chainText}`.includes(` ${lineageText}`))
    return MATCH_RANK.nasabContainsWordStart;
  if (name.includes(text)) return MATCH_RANK.nameContains;
  if (inNasab) return MATCH_RANK.nasabContains;
  return null;
}

/**
 * How well a member answers a query: null when not at all, else a MATCH_RANK (lower is better).
 * An empty query matches no one. Normalises both sides on every call: for many members, use
 * createMemberIndex, which does the members once.
 */
export function rankMember(query: string, candidate: MemberCandidate): MatchRank | null {
  const prepared = prepareQuery(query);
  return prepared ? rankPrepared(prepared, prepareCandidate(candidate)) : null;
}

export interface MemberIndex<T> {
  /** The best `limit` matches, best first; ties keep the shorter chain, then the input order. */
  search(query: string, limit?: number): T[];
}

export const DEFAULT_SEARCH_LIMIT = 20;

/**
 * Normalises every member's name and chain once, so each keystroke only compares strings
 * (5,000 members well under 10 ms). Rebuild it when the members change.
 */
export function createMemberIndex<T>(
  items: readonly T[],
  toCandidate: (item: T) => MemberCandidate,
): MemberIndex<T> {
  return runToEnd(createMemberIndexSteps(items, toCandidate));
}

/** `createMemberIndex`, offering to pause while it prepares the members (the server's rebuilds). */
export function* createMemberIndexSteps<T>(
  items: readonly T[],
  toCandidate: (item: T) => MemberCandidate,
): Steps<MemberIndex<T>> {
  const prepared = yield* mapSteps(items, (item) => prepareCandidate(toCandidate(item)));
  return indexOfPrepared(items, prepared);
}

/**
 * The index over candidates already prepared. Apart from the steps above so that `search` closes
 * over the items and their candidates only: a closure shares its scope with every other closure
 * of the same function, and `toCandidate` (which may close over a whole family view, its maps by
 * id and of children) would otherwise live as long as the index.
 */
function indexOfPrepared<T>(items: readonly T[], prepared: readonly PreparedCandidate[]): MemberIndex<T> {
  const depths = prepared.reduce((most, candidate) => Math.max(most, candidate.chain.length), 0) + 1;
  return {
    search(query, limit = DEFAULT_SEARCH_LIMIT) {
      const preparedQuery = prepareQuery(query);
      if (!preparedQuery || limit <= 0) return [];
      // One bucket per (rank, chain length), filled in input order: a short query matches nearly
      // everyone through the nasab, and sorting thousands of matches on each keystroke cost more
      // than the matching itself.
      const buckets: number[][] = [];
      prepared.forEach((candidate, index) => {
        const rank = rankPrepared(preparedQuery, candidate);
        if (rank === null) return;
        const bucket = rank * depths + candidate.chain.length;
        (buckets[bucket] ??= []).push(index);
      });
      const found: T[] = [];
      for (const bucket of buckets) {
        if (!bucket) continue;
        for (const index of bucket) {
          found.push(items[index]!);
          if (found.length === limit) return found;
        }
      }
      return found;
    },
  };
}

/** The members matching a query, best first (see createMemberIndex for repeated searches). */
export function searchMembers<T>(
  query: string,
  candidates: readonly T[],
  toCandidate: (item: T) => MemberCandidate,
  limit = DEFAULT_SEARCH_LIMIT,
): T[] {
  return createMemberIndex(candidates, toCandidate).search(query, limit);
}
