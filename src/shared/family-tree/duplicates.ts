// Likely duplicates: two records of one person, the kind a second import brings (decision 057).
// Pure, so the scoring is tested alone and the server runs it in steps over the whole family.

import { spansAgree, yearSpan, type SpanAgreement, type YearSpan } from '../format/year-span';
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

/**
 * Below this a pair is not listed: a shared name and gender (45) with a birth within a few years
 * (53), or one child's name (55), are what any two women who married into a large family share.
 */
export const MIN_DUPLICATE_SCORE = 60;

/**
 * Members sharing one blocking key are compared pair by pair; a key shared by more than this many
 * (every «فاطمة» without parents in a large family) says too little to be worth their square, and
 * the pairs it holds are still found through their other keys (a spouse's or a child's name).
 */
export const MAX_BLOCK = 200;

/** How many children's names count toward `same_children_names` (each adds its weight). */
const MAX_SHARED_CHILDREN = 2;

/** What a comparison reads of one member, worked out once however many pairs it is in. */
interface Profile {
  member: DuplicateMember;
  name: string;
  father: string;
  grandfather: string;
  mother: string;
  spouseIds: ReadonlySet<number>;
  spouseNames: ReadonlySet<string>;
  childNames: ReadonlySet<string>;
  birth: YearSpan | null;
  death: YearSpan | null;
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
    member,
    name: nameKey(member.name),
    father: fatherNameKey(member, context),
    grandfather: father ? fatherNameKey(father, context) : '',
    mother: mother ? nameKey(mother.name) : '',
    spouseIds: new Set(member.spouses.map((spouse) => spouse.id)),
    spouseNames,
    childNames: new Set((context.childrenOf.get(member.id) ?? []).map((child) => nameKey(child.name))),
    birth: yearSpan(member.birth),
    death: yearSpan(member.death),
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
function related(pa: Profile, pb: Profile, births: SpanAgreement, context: DuplicateContext): boolean {
  const { member: a } = pa;
  const { member: b } = pb;
  if (pa.spouseIds.has(b.id) || pb.spouseIds.has(a.id)) return true;
  // Born within a year or two of each other: neither can be the other's ancestor.
  if (births === 'same' || births === 'close') return false;
  return isAncestor(a.id, b, context) || isAncestor(b.id, a, context);
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let count = 0;
  for (const key of a) if (b.has(key)) count++;
  return count;
};

/** Each reason's bit: a pair's reasons are one number while it is scored, no set per pair. */
const BIT = Object.fromEntries(duplicateReasons.map((reason, index) => [reason, 1 << index])) as Record<
  DuplicateReason,
  number
>;

/** A pair's reasons as it is scored: the weights add up as they are found. */
interface Tally {
  score: number;
  found: number;
}

function add(tally: Tally, reason: DuplicateReason, times = 1): void {
  tally.found |= BIT[reason];
  tally.score += WEIGHTS[reason] * times;
}

/**
 * The parents' part; false when the fathers' or the grandfathers' names differ: the nasab is who
 * a man is, and «محمد بن عبدالله» of two branches are cousins named after one ancestor, not one man.
 */
function addParents(tally: Tally, a: DuplicateMember, b: DuplicateMember, pa: Profile, pb: Profile): boolean {
  const differ = (x: string, y: string) => x !== '' && y !== '' && x !== y;
  if (differ(pa.father, pb.father) || differ(pa.grandfather, pb.grandfather)) return false;
  if (a.parent !== null && a.parent === b.parent) add(tally, 'same_father');
  else if (pa.father !== '' && pb.father !== '') add(tally, 'same_father_name');
  if (pa.grandfather !== '' && pa.grandfather === pb.grandfather) add(tally, 'same_grandfather_name');
  if (a.mother_id !== null && a.mother_id === b.mother_id) add(tally, 'same_mother');
  else if (pa.mother !== '' && pa.mother === pb.mother) add(tally, 'same_mother_name');
  return true;
}

/** The dates' part; null when a birth or a death cannot be the same, else how the births agree. */
function addDates(tally: Tally, pa: Profile, pb: Profile): SpanAgreement | null {
  const births = spansAgree(pa.birth, pb.birth);
  const deaths = spansAgree(pa.death, pb.death);
  if (births === 'apart' || deaths === 'apart') return null;
  if (births === 'same') add(tally, 'same_birth_year');
  if (births === 'close') add(tally, 'close_birth');
  if (deaths === 'same') add(tally, 'same_death_year');
  if (deaths === 'close') add(tally, 'close_death');
  return births;
}

/** The most a pair's spouses and children can add: a pair below the bar without it is not worth them. */
const HOUSEHOLD_MOST = WEIGHTS.same_spouse + WEIGHTS.same_children_names * MAX_SHARED_CHILDREN;

/**
 * Whether two members may be one person, and why: null when they cannot be (two genders, dates
 * that cannot meet, fathers or grandfathers of other names, already linked to each other) or when
 * too little says so (below MIN_DUPLICATE_SCORE). Each child's name the two share counts, up to
 * two. The cheap checks come first: a family's blocks hold hundreds of thousands of pairs.
 */
export function compareMembers(
  a: DuplicateMember,
  b: DuplicateMember,
  context: DuplicateContext,
): Omit<DuplicateCandidate, 'ids'> | null {
  return compareProfiles(profileOf(a, context), profileOf(b, context), context);
}

function compareProfiles(pa: Profile, pb: Profile, context: DuplicateContext) {
  const { member: a } = pa;
  const { member: b } = pb;
  if (a.id === b.id || pa.name === '' || pa.name !== pb.name) return null;
  if (a.gender !== null && b.gender !== null && a.gender !== b.gender) return null;
  const tally: Tally = { score: 0, found: 0 };
  add(tally, 'same_name');
  if (a.gender !== null && a.gender === b.gender) add(tally, 'same_gender');
  if (!addParents(tally, a, b, pa, pb)) return null;
  const births = addDates(tally, pa, pb);
  if (births === null || tally.score + HOUSEHOLD_MOST < MIN_DUPLICATE_SCORE) return null;
  if (a.spouses.some((spouse) => pb.spouseIds.has(spouse.id))) add(tally, 'same_spouse');
  else if (shared(pa.spouseNames, pb.spouseNames) > 0) add(tally, 'same_spouse_name');
  const sharedChildren = Math.min(shared(pa.childNames, pb.childNames), MAX_SHARED_CHILDREN);
  if (sharedChildren > 0) add(tally, 'same_children_names', sharedChildren);
  if (tally.score < MIN_DUPLICATE_SCORE || related(pa, pb, births, context)) return null;
  const reasons = duplicateReasons.filter((reason) => (tally.found & BIT[reason]) !== 0);
  return { score: Math.min(100, tally.score), reasons };
}

/**
 * The keys a member is compared under. `byFather`: its given name with its father's name, when
 * known; two records that both know their father are one person only if these are equal.
 * `byHousehold`, for the pairs where a side does not know its father (a wife married in, the top
 * of a second file): its given name with its mother's, each spouse's or each child's name, or «no
 * parents». A wife is in the tree through her husband, a man at the top of a file through his
 * children: two records of one person share a key unless both are bare names, which the score
 * would not list.
 */
function blockingKeys(profile: Profile) {
  const { name, father, mother, spouseNames, childNames } = profile;
  const byFather = name !== '' && father !== '' ? `${name}\u0001${father}` : null;
  const byHousehold: string[] = [];
  if (name === '') return { byFather, byHousehold };
  if (mother !== '') byHousehold.push(`m\u0001${name}\u0001${mother}`);
  if (father === '' && mother === '') byHousehold.push(`r\u0001${name}`);
  for (const spouse of spouseNames) byHousehold.push(`s\u0001${name}\u0001${spouse}`);
  for (const child of childNames) byHousehold.push(`c\u0001${name}\u0001${child}`);
  return { byFather, byHousehold };
}

export interface DuplicateSearch {
  candidates: DuplicateCandidate[];
  /** How many pairs were compared: far fewer than every pair of the family. */
  compared: number;
}

type Blocks = Map<string, Profile[]>;

/** Groups of members sharing a key, each at most MAX_BLOCK long. */
function* blocksOf(members: readonly DuplicateMember[], context: DuplicateContext) {
  const byFather: Blocks = new Map();
  const byHousehold: Blocks = new Map();
  const add = (blocks: Blocks, key: string, profile: Profile) => {
    const block = blocks.get(key);
    if (block) block.push(profile);
    else blocks.set(key, [profile]);
  };
  let done = 0;
  for (const member of members) {
    const profile = profileOf(member, context);
    const keys = blockingKeys(profile);
    if (keys.byFather !== null) add(byFather, keys.byFather, profile);
    for (const key of keys.byHousehold) add(byHousehold, key, profile);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  const kept = (blocks: Blocks) =>
    [...blocks.values()].filter((block) => block.length > 1 && block.length <= MAX_BLOCK);
  return { byFather: kept(byFather), byHousehold: kept(byHousehold) };
}

/**
 * Every likely pair of duplicates, best first (then by the lower id). Members are grouped by
 * blocking keys and compared only within a group, and there only where births may meet, so
 * 50,000 members cost a few hundred thousand comparisons, not a billion.
 */
export function* likelyDuplicatesSteps(members: readonly DuplicateMember[]): Steps<DuplicateSearch> {
  const context = duplicateContext(members);
  const blocks = yield* blocksOf(members, context);
  const candidates: DuplicateCandidate[] = [];
  let compared = 0;
  const compare = (a: Profile, b: Profile) => {
    compared++;
    const found = compareProfiles(a, b, context);
    if (!found) return;
    const [low, high] = a.member.id < b.member.id ? [a.member.id, b.member.id] : [b.member.id, a.member.id];
    candidates.push({ ids: [low, high], ...found });
  };
  // A pair that both know their father is in one `byFather` block at most: no pair twice.
  for (const block of blocks.byFather) {
    forPairsThatMayMeet(block, compare);
    yield;
  }
  // The households' keys overlap (a wife's husband and her children): each pair once, and only
  // pairs where a side does not know its father, the others having been compared above.
  const seen = new Map<number, Set<number>>();
  for (const block of blocks.byHousehold) {
    forPairsThatMayMeet(block, (a, b) => {
      if (a.father !== '' && b.father !== '') return;
      const low = Math.min(a.member.id, b.member.id);
      const high = Math.max(a.member.id, b.member.id);
      let highs = seen.get(low);
      if (!highs) seen.set(low, (highs = new Set()));
      else if (highs.has(high)) return;
      highs.add(high);
      compare(a, b);
    });
    yield;
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
function forPairsThatMayMeet(block: readonly Profile[], visit: (a: Profile, b: Profile) => void): void {
  const dated: Profile[] = [];
  const open: Profile[] = [];
  for (const profile of block) {
    const span = profile.birth;
    if (span && Number.isFinite(span.from) && Number.isFinite(span.to)) dated.push(profile);
    else open.push(profile);
  }
  dated.sort((a, b) => a.birth!.from - b.birth!.from);
  for (let i = 0; i < dated.length; i++) {
    const ends = dated[i]!.birth!.to;
    for (let j = i + 1; j < dated.length && dated[j]!.birth!.from - 1 <= ends; j++)
      visit(dated[i]!, dated[j]!);
  }
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) visit(open[i]!, open[j]!);
    for (const profile of dated) visit(open[i]!, profile);
  }
}

export function likelyDuplicates(members: readonly DuplicateMember[]): DuplicateSearch {
  return runToEnd(likelyDuplicatesSteps(members));
}
