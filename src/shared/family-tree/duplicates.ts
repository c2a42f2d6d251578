// Likely duplicates: two records of one person, the kind a second import brings (decision 057).
// Pure, so the scoring is tested alone and the server runs it in steps over the whole family.

import { spansAgree, yearSpan } from '../format/year-span';
import type { Gender } from '../schemas/family-member';
import { searchKey } from '../search/arabic-names';
import { givenName, writtenLineage } from './nasab';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

/** Why two members may be one person; each has its words in messages/duplicates-admin.ts. */
export const duplicateReasons = [
  'same_name',
  'same_father',
  'same_father_name',
  'same_grandfather_name',
  'same_mother',
  'same_mother_name',
  'same_birth_year',
  'close_birth',
  'same_death_year',
  'close_death',
  'same_spouse',
  'same_spouse_name',
  'same_children_names',
  'same_gender',
] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

/** What the scoring reads of a member; the API's FamilyMember has it all. */
export interface DuplicateMember {
  id: number;
  name: string;
  parent: number | null;
  mother_id: number | null;
  gender: Gender | null;
  birth: string;
  death: string;
  spouses: readonly { id: number }[];
}

export interface DuplicateCandidate {
  /** The two members, the lower id first. */
  ids: [number, number];
  /** 0 to 100: the sum of the reasons' weights, capped. */
  score: number;
  reasons: DuplicateReason[];
}

/**
 * What each reason adds. The name is required (members are only compared within one name); a
 * father's own record outweighs his name alone, and the dates, spouses and children confirm.
 */
const WEIGHTS: Record<DuplicateReason, number> = {
  same_name: 40,
  same_father: 30,
  same_father_name: 20,
  same_grandfather_name: 10,
  same_mother: 20,
  same_mother_name: 10,
  same_birth_year: 15,
  close_birth: 8,
  same_death_year: 10,
  close_death: 5,
  same_spouse: 20,
  same_spouse_name: 10,
  same_children_names: 10,
  same_gender: 5,
};

/** Below this a pair is not listed: a shared name and gender alone (45) are not a sign. */
export const MIN_DUPLICATE_SCORE = 50;

/**
 * Members sharing one blocking key are compared pair by pair; a key shared by more than this many
 * (every «محمد» without parents in a large family) says too little to be worth their square, and
 * the pairs it holds are still found through their other keys (father's name, birth decade, a
 * spouse's or a child's name).
 */
export const MAX_BLOCK = 200;

/** How many children's names count toward `same_children_names` (each adds its weight). */
const MAX_SHARED_CHILDREN = 2;

/** What a comparison reads of one member, worked out once however many pairs it is in. */
interface Profile {
  name: string;
  father: string;
  grandfather: string;
  mother: string;
  spouseIds: ReadonlySet<number>;
  spouseNames: ReadonlySet<string>;
  childNames: ReadonlySet<string>;
}

/** Everything a comparison looks up, built once for the family. */
export interface DuplicateContext {
  byId: ReadonlyMap<number, DuplicateMember>;
  childrenOf: ReadonlyMap<number, readonly DuplicateMember[]>;
  profiles: Map<number, Profile>;
}

export function duplicateContext(members: readonly DuplicateMember[]): DuplicateContext {
  const byId = new Map<number, DuplicateMember>();
  const childrenOf = new Map<number, DuplicateMember[]>();
  const addChild = (parentId: number | null, child: DuplicateMember) => {
    if (parentId === null) return;
    const list = childrenOf.get(parentId);
    if (list) list.push(child);
    else childrenOf.set(parentId, [child]);
  };
  for (const member of members) {
    byId.set(member.id, member);
    addChild(member.parent, member);
    if (member.mother_id !== member.parent) addChild(member.mother_id, member);
  }
  return { byId, childrenOf, profiles: new Map() };
}

/** The given name as searched: «عبد الله» and «عبدالله», «فاطمة» and «فاطمه» are one key. */
const nameKey = (name: string) => searchKey(givenName(name));

/**
 * The father's name: his record's, or, for a member without one, what the recorded name spells
 * after its «بن» («محمد بن سالم» was written by a file that did not link سالم). '' when unknown.
 */
function fatherNameKey(member: DuplicateMember, context: DuplicateContext): string {
  const father = member.parent === null ? undefined : context.byId.get(member.parent);
  if (father) return nameKey(father.name);
  const lineage = writtenLineage(member.name);
  return lineage.length > 1 ? searchKey(givenName(lineage[1]!)) : '';
}

function profileOf(member: DuplicateMember, context: DuplicateContext): Profile {
  const known = context.profiles.get(member.id);
  if (known) return known;
  const father = member.parent === null ? undefined : context.byId.get(member.parent);
  const mother = member.mother_id === null ? undefined : context.byId.get(member.mother_id);
  const spouseNames = new Set<string>();
  for (const { id } of member.spouses) {
    const spouse = context.byId.get(id);
    if (spouse) spouseNames.add(nameKey(spouse.name));
  }
  const profile: Profile = {
    name: nameKey(member.name),
    father: fatherNameKey(member, context),
    grandfather: father ? fatherNameKey(father, context) : '',
    mother: mother ? nameKey(mother.name) : '',
    spouseIds: new Set(member.spouses.map((spouse) => spouse.id)),
    spouseNames,
    childNames: new Set((context.childrenOf.get(member.id) ?? []).map((child) => nameKey(child.name))),
  };
  context.profiles.set(member.id, profile);
  return profile;
}

/** Whether `ancestor` is reached from `member` through fathers and mothers (a visited set stops loops). */
function isAncestor(ancestor: number, member: DuplicateMember, context: DuplicateContext): boolean {
  const seen = new Set<number>();
  const stack = [member.parent, member.mother_id];
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === null || id === undefined || seen.has(id)) continue;
    if (id === ancestor) return true;
    seen.add(id);
    const next = context.byId.get(id);
    if (next) stack.push(next.parent, next.mother_id);
  }
  return false;
}

/** Linked already, as parent and child, ancestor and descendant, or husband and wife: two people. */
function related(a: DuplicateMember, b: DuplicateMember, context: DuplicateContext): boolean {
  if (profileOf(a, context).spouseIds.has(b.id) || profileOf(b, context).spouseIds.has(a.id)) return true;
  return isAncestor(a.id, b, context) || isAncestor(b.id, a, context);
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let count = 0;
  for (const key of a) if (b.has(key)) count++;
  return count;
};

/** The parents' part of the reasons; null when the fathers' names differ (two people). */
function parentReasons(a: DuplicateMember, b: DuplicateMember, pa: Profile, pb: Profile) {
  const reasons: DuplicateReason[] = [];
  if (a.parent !== null && a.parent === b.parent) reasons.push('same_father');
  else if (pa.father !== '' && pb.father !== '') {
    if (pa.father !== pb.father) return null;
    reasons.push('same_father_name');
  }
  if (pa.grandfather !== '' && pa.grandfather === pb.grandfather) reasons.push('same_grandfather_name');
  if (a.mother_id !== null && a.mother_id === b.mother_id) reasons.push('same_mother');
  else if (pa.mother !== '' && pa.mother === pb.mother) reasons.push('same_mother_name');
  return reasons;
}

/** The dates' part; null when a birth or a death cannot be the same. */
function dateReasons(a: DuplicateMember, b: DuplicateMember): DuplicateReason[] | null {
  const reasons: DuplicateReason[] = [];
  const births = spansAgree(yearSpan(a.birth), yearSpan(b.birth));
  const deaths = spansAgree(yearSpan(a.death), yearSpan(b.death));
  if (births === 'apart' || deaths === 'apart') return null;
  if (births === 'same') reasons.push('same_birth_year');
  if (births === 'close') reasons.push('close_birth');
  if (deaths === 'same') reasons.push('same_death_year');
  if (deaths === 'close') reasons.push('close_death');
  return reasons;
}

/**
 * Whether two members may be one person, and why: null when they cannot be (two genders, dates
 * that cannot meet, fathers of other names, already linked to each other) or when too little
 * says so (below MIN_DUPLICATE_SCORE). Each child's name the two share counts, up to two.
 */
export function compareMembers(
  a: DuplicateMember,
  b: DuplicateMember,
  context: DuplicateContext,
): Omit<DuplicateCandidate, 'ids'> | null {
  const pa = profileOf(a, context);
  const pb = profileOf(b, context);
  if (a.id === b.id || pa.name === '' || pa.name !== pb.name) return null;
  if (a.gender !== null && b.gender !== null && a.gender !== b.gender) return null;
  const parents = parentReasons(a, b, pa, pb);
  const dates = parents && dateReasons(a, b);
  if (!parents || !dates) return null;
  const reasons: DuplicateReason[] = ['same_name', ...parents, ...dates];
  if (a.spouses.some((spouse) => pb.spouseIds.has(spouse.id))) reasons.push('same_spouse');
  else if (shared(pa.spouseNames, pb.spouseNames) > 0) reasons.push('same_spouse_name');
  const sharedChildren = Math.min(shared(pa.childNames, pb.childNames), MAX_SHARED_CHILDREN);
  if (sharedChildren > 0) reasons.push('same_children_names');
  if (a.gender !== null && a.gender === b.gender) reasons.push('same_gender');
  const total = reasons.reduce((sum, reason) => sum + WEIGHTS[reason], 0);
  const score = Math.min(100, total + WEIGHTS.same_children_names * Math.max(0, sharedChildren - 1));
  if (score < MIN_DUPLICATE_SCORE || related(a, b, context)) return null;
  return { score, reasons: duplicateReasons.filter((reason) => reasons.includes(reason)) };
}

/** A decade key for each end of a five-year window, so births within five years share one. */
function birthDecades(member: DuplicateMember): number[] {
  const span = yearSpan(member.birth);
  if (!span || !Number.isFinite(span.from) || !Number.isFinite(span.to)) return [];
  const middle = Math.round((span.from + span.to) / 2);
  return [...new Set([Math.floor((middle - 5) / 10), Math.floor((middle + 5) / 10)])];
}

/**
 * The keys a member is compared under: its given name with, in turn, its father's name, its
 * mother's, each spouse's, each child's, its birth decade, or «no parents». Two records of one
 * person share at least one of them unless both are bare names, which the score would not list.
 */
function blockingKeys(member: DuplicateMember, context: DuplicateContext): string[] {
  const { name, father, mother, spouseNames, childNames } = profileOf(member, context);
  if (name === '') return [];
  const keys: string[] = [];
  if (father !== '') keys.push(`f\u0001${name}\u0001${father}`);
  if (mother !== '') keys.push(`m\u0001${name}\u0001${mother}`);
  if (father === '' && mother === '') keys.push(`r\u0001${name}`);
  for (const spouse of spouseNames) keys.push(`s\u0001${name}\u0001${spouse}`);
  for (const child of childNames) keys.push(`c\u0001${name}\u0001${child}`);
  for (const decade of birthDecades(member)) keys.push(`b\u0001${name}\u0001${decade}`);
  return keys;
}

export interface DuplicateSearch {
  candidates: DuplicateCandidate[];
  /** How many pairs were compared: far fewer than every pair of the family. */
  compared: number;
}

/**
 * Every likely pair of duplicates, best first (then by the lower id). Members are grouped by
 * blocking keys and compared only within a group, so 50,000 members cost a few hundred thousand
 * comparisons, not a billion.
 */
export function* likelyDuplicatesSteps(members: readonly DuplicateMember[]): Steps<DuplicateSearch> {
  const context = duplicateContext(members);
  const blocks = new Map<string, DuplicateMember[]>();
  let done = 0;
  for (const member of members) {
    for (const key of blockingKeys(member, context)) {
      const block = blocks.get(key);
      if (block) block.push(member);
      else blocks.set(key, [member]);
    }
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  const seen = new Set<number>();
  const candidates: DuplicateCandidate[] = [];
  let compared = 0;
  for (const block of blocks.values()) {
    if (block.length < 2 || block.length > MAX_BLOCK) continue;
    for (const [a, b] of pairsThatMayMeet(block)) {
      const [low, high] = a.id < b.id ? [a, b] : [b, a];
      // One number per pair (ids stay far below 2^26), cheaper to keep than a string.
      const pair = low.id * 2 ** 26 + high.id;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const found = compareMembers(low, high, context);
      if (found) candidates.push({ ids: [low.id, high.id], ...found });
      if (++compared % MEMBERS_PER_STEP === 0) yield;
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.ids[0] - b.ids[0] || a.ids[1] - b.ids[1]);
  return { candidates, compared };
}

/**
 * The pairs of a block whose births may be one date: the members with a dated birth sorted by its
 * first year, each paired only with those whose birth begins before its own ends (a year's slack);
 * a member with no birth year, or one open at an end, is paired with everyone. In a large family
 * the cousins sharing a name and a father's name were born over two centuries.
 */
function* pairsThatMayMeet(block: readonly DuplicateMember[]): Generator<[DuplicateMember, DuplicateMember]> {
  const dated: { member: DuplicateMember; from: number; to: number }[] = [];
  const open: DuplicateMember[] = [];
  for (const member of block) {
    const span = yearSpan(member.birth);
    if (span && Number.isFinite(span.from) && Number.isFinite(span.to)) {
      dated.push({ member, from: span.from, to: span.to });
    } else open.push(member);
  }
  dated.sort((a, b) => a.from - b.from);
  for (let i = 0; i < dated.length; i++) {
    for (let j = i + 1; j < dated.length && dated[j]!.from - 1 <= dated[i]!.to; j++) {
      yield [dated[i]!.member, dated[j]!.member];
    }
  }
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) yield [open[i]!, open[j]!];
    for (const { member } of dated) yield [open[i]!, member];
  }
}

export function likelyDuplicates(members: readonly DuplicateMember[]): DuplicateSearch {
  return runToEnd(likelyDuplicatesSteps(members));
}
