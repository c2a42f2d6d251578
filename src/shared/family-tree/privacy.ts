import type {
  FamilyMember,
  MemberVisibility,
  PublicSpouseLink,
  PublicVisibility,
} from '../schemas/family-member';
import type { SiteSettings } from '../schemas/site-settings';
import { livingRuleYear, recordsDeath } from './living';
import { isFemale } from './members';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

// Privacy of the living (docs/genealogy.md#privacy-of-the-living): what the public may see of each
// member, decided here once and applied by the server to every public output. A field the public
// may not see is absent from what the server sends, never blanked in the browser.

/** The family's rules, kept in the site settings. */
export interface PrivacySettings {
  /** What the public sees of a living member whose visibility is `auto`. */
  living: PublicVisibility;
  /** A woman's photo is never public, whatever her visibility. */
  hideWomenPhotos: boolean;
}

/** A careful default for a new site: the living show their name and place in the tree only. */
export const defaultPrivacySettings: PrivacySettings = { living: 'limited', hideWomenPhotos: false };

/** The rules as the site settings keep them. */
export const privacySettingsOf = (settings: Pick<SiteSettings, 'privacyLiving' | 'hideWomenPhotos'>) => ({
  living: settings.privacyLiving,
  hideWomenPhotos: settings.hideWomenPhotos,
});

/** Nobody recorded without a death is taken for dead before this age (webtrees: 120). */
export const LIVING_YEARS = 100;
/** Between a parent's birth and a child's, when a birth year must be estimated. */
const GENERATION_YEARS = 25;

type Subject = Pick<
  FamilyMember,
  'id' | 'name' | 'gender' | 'parent' | 'mother_id' | 'spouses' | 'birth' | 'death'
> & { visibility?: MemberVisibility };

/** What publicFamily reads beyond a Subject. */
type Member = Subject &
  Pick<FamilyMember, 'generation' | 'spouse_id' | 'image' | 'surname'> &
  Partial<Pick<FamilyMember, 'name_prefix' | 'name_suffix'>>;

/** A member as the public receives it: the fields it may not see are absent. */
export type PublicMember<M extends Member> = Pick<
  M,
  'id' | 'name' | 'generation' | 'parent' | 'mother_id' | 'gender' | 'spouse_id'
> &
  Partial<Omit<M, 'visibility' | 'spouses'>> & {
    /** A marriage's end is absent when either spouse is not public. */
    spouses: PublicSpouseLink[];
    /** So the page can say why it shows little: «بيانات محجوبة». */
    visibility: PublicVisibility;
  };

/**
 * What the public sees of a limited member: the name as the family writes it (the family name
 * too: «سلمان» alone is not who he is) and a place in the tree.
 */
type LimitedRecord = Pick<
  PublicMember<Member>,
  'id' | 'name' | 'surname' | 'generation' | 'parent' | 'mother_id' | 'gender' | 'spouses' | 'spouse_id'
> & { name_prefix?: string; name_suffix?: string };

/**
 * The year a member was born in, or the best guess from the nearest relatives with a year (a
 * parent's + 25, a child's − 25, a spouse's), or null. A guess keeps a living grandson with no
 * dates from being shown as a man of the past. Years are read by the living rule (`living.ts`):
 * «1415» is Hijri, «95» is no year.
 */
function birthYearOf<M extends Subject>(
  member: M,
  byId: ReadonlyMap<number, M>,
  childrenOf: ReadonlyMap<number, M[]>,
): number | null {
  const own = livingRuleYear(member.birth);
  if (own !== null) return own;
  const yearOf = (id: number | null | undefined) => {
    const relative = id == null ? undefined : byId.get(id);
    return relative ? livingRuleYear(relative.birth) : null;
  };
  const parentYear = yearOf(member.parent) ?? yearOf(member.mother_id);
  if (parentYear !== null) return parentYear + GENERATION_YEARS;
  const childYears = (childrenOf.get(member.id) ?? [])
    .map((child) => livingRuleYear(child.birth))
    .filter((year): year is number => year !== null);
  if (childYears.length > 0) return Math.min(...childYears) - GENERATION_YEARS;
  for (const spouse of member.spouses ?? []) {
    const year = yearOf(spouse.id);
    if (year !== null) return year;
  }
  return null;
}

/** Each member's children, by father and by mother (a child recorded twice under one counts once). */
function* childrenByParent<M extends Subject>(members: readonly M[]): Steps<Map<number, M[]>> {
  const childrenOf = new Map<number, M[]>();
  const add = (parentId: number | null | undefined, member: M) => {
    if (parentId == null || parentId === member.id) return;
    const children = childrenOf.get(parentId);
    if (children) children.push(member);
    else childrenOf.set(parentId, [member]);
  };
  let done = 0;
  for (const member of members) {
    add(member.parent, member);
    if (member.mother_id !== member.parent) add(member.mother_id, member);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return childrenOf;
}

/** What the public may see of each member, by id. */
export function publicVisibilityOf<M extends Subject>(
  members: readonly M[],
  settings: PrivacySettings,
  now: Date,
): Map<number, PublicVisibility> {
  return runToEnd(publicVisibilitySteps(members, settings, now));
}

/** `publicVisibilityOf`, offering to pause (the server's rebuilds). */
export function* publicVisibilitySteps<M extends Subject>(
  members: readonly M[],
  settings: PrivacySettings,
  now: Date,
  childrenOf?: ReadonlyMap<number, M[]>,
): Steps<Map<number, PublicVisibility>> {
  const byId = new Map<number, M>();
  let done = 0;
  for (const member of members) {
    byId.set(member.id, member);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  childrenOf ??= yield* childrenByParent(members);
  const thisYear = now.getUTCFullYear();
  const result = new Map<number, PublicVisibility>();
  for (const member of members) {
    if (++done % MEMBERS_PER_STEP === 0) yield;
    const chosen = member.visibility ?? 'auto';
    if (chosen !== 'auto') {
      result.set(member.id, chosen);
      continue;
    }
    // Dead only by a date or a word of death: «حي», «-» or «؟» in the field is no death.
    const died = recordsDeath(member.death);
    const born = birthYearOf(member, byId, childrenOf);
    // No death and no year to tell otherwise: living, to be safe.
    const living = !died && (born === null || thisYear - born < LIVING_YEARS);
    result.set(member.id, living ? settings.living : 'public');
  }
  return result;
}

/**
 * The family as the public may see it. Limited members keep their name and links; hidden members
 * are left out, except one with a visible descendant, who stays as «—» with his parents' links
 * only, so the lineage still reads from the founder down. Links to anyone left out are removed.
 */
export function publicFamily<M extends Member>(
  members: readonly M[],
  settings: PrivacySettings,
  now: Date,
  previous?: readonly PublicMember<M>[],
): PublicMember<M>[] {
  return runToEnd(publicFamilySteps(members, settings, now, previous));
}

/** What one run of `publicFamilySteps` decided, kept with its answer for the next run to reuse. */
interface PrivacyRun<M extends Member> {
  settings: PrivacySettings;
  /** The members as given, and by id: the same map for the next run given the same array. */
  members: readonly M[];
  input: ReadonlyMap<number, M>;
  visibility: ReadonlyMap<number, PublicVisibility>;
  output: ReadonlyMap<number, PublicMember<M>>;
}

/** Each answer's run, as long as the answer is kept (`previous` below). */
const runs = new WeakMap<readonly object[], PrivacyRun<Member>>();

/**
 * `publicFamily` with pauses between chunks of members, for a caller that lets others in.
 * `previous`, an earlier answer of this function: a member given as the same object as then, whose
 * own, parents' and spouses' visibility are as then, gets the same public record object, not a new
 * copy. The server reads the family again after every edit with the untouched members as the same
 * objects (server/lib/family-source.ts): their records are then neither made again nor compared
 * field by field to tell what changed.
 */
export function* publicFamilySteps<M extends Member>(
  members: readonly M[],
  settings: PrivacySettings,
  now: Date,
  previous?: readonly PublicMember<M>[],
): Steps<PublicMember<M>[]> {
  const childrenOf = yield* childrenByParent(members);
  const visibility = yield* publicVisibilitySteps(members, settings, now, childrenOf);
  const shown = yield* shownMembers(members, childrenOf, visibility);
  const keptFrom = reusedRecords(previous, settings, visibility);
  const seen = { settings, visibility, shown };

  let done = 0;
  // The same members as the last run (a write that changed none, the site's settings): the same
  // map of them, so what is kept by it (a relative's kin index) is kept on.
  const earlier = previous && runs.get(previous);
  const sameMembers = earlier?.members === members;
  const input = sameMembers ? (earlier.input as Map<number, M>) : new Map<number, M>();
  const output = new Map<number, PublicMember<M>>();
  const out: PublicMember<M>[] = [];
  for (const member of members) {
    if (++done % MEMBERS_PER_STEP === 0) yield;
    if (!sameMembers) input.set(member.id, member);
    if (!shown.has(member.id)) continue;
    const record = keptFrom?.(member) ?? publicRecord(member, seen);
    output.set(member.id, record);
    out.push(record);
  }
  runs.set(out, { settings, members, input, visibility, output } as PrivacyRun<Member>);
  return out;
}

/**
 * The members the public gets a record of: all but the hidden, and a hidden member someone below
 * him is shown, who stays as «—». The visited set stops looping data (docs/genealogy.md#cousin-marriage:
 * cousin marriage, bad imports).
 */
export function* shownMembers<M extends Subject>(
  members: readonly M[],
  childrenOf: ReadonlyMap<number, M[]>,
  visibility: ReadonlyMap<number, PublicVisibility>,
): Steps<Set<number>> {
  const keepsLineage = new Map<number, boolean>();
  const hasShownDescendant = (id: number, visited: Set<number>): boolean => {
    const known = keepsLineage.get(id);
    if (known !== undefined) return known;
    if (visited.has(id)) return false;
    visited.add(id);
    const found = (childrenOf.get(id) ?? []).some(
      (child) => visibility.get(child.id) !== 'hidden' || hasShownDescendant(child.id, visited),
    );
    keepsLineage.set(id, found);
    return found;
  };
  const shown = new Set<number>();
  let done = 0;
  for (const member of members) {
    if (visibility.get(member.id) !== 'hidden' || hasShownDescendant(member.id, new Set()))
      shown.add(member.id);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return shown;
}

/**
 * The previous run's record of a member, when it would be made again the same; undefined without
 * a previous run under the same settings. A record reads the member, its visibility and its
 * parents' and spouses' (a link is kept to anyone not hidden, and to a hidden parent only when he
 * is kept as «—», which a shown child always makes him). A member missing from either run has no
 * visibility there.
 */
function reusedRecords<M extends Member>(
  previous: readonly PublicMember<M>[] | undefined,
  settings: PrivacySettings,
  visibility: ReadonlyMap<number, PublicVisibility>,
): ((member: M) => PublicMember<M> | undefined) | undefined {
  const before = previous && (runs.get(previous) as PrivacyRun<M> | undefined);
  if (!before || !sameSettings(before.settings, settings)) return undefined;
  const seenAsBefore = (id: number | null) => id === null || before.visibility.get(id) === visibility.get(id);
  const unchanged = (member: M) =>
    before.input.get(member.id) === member &&
    seenAsBefore(member.id) &&
    seenAsBefore(member.parent) &&
    seenAsBefore(member.mother_id) &&
    member.spouses.every((spouse) => seenAsBefore(spouse.id));
  return (member) => (unchanged(member) ? before.output.get(member.id) : undefined);
}

/** What a record is made from besides the member. */
interface Seen {
  settings: PrivacySettings;
  visibility: Pick<ReadonlyMap<number, PublicVisibility>, 'get'>;
  shown: Pick<ReadonlySet<number>, 'has'>;
}

/**
 * The same family read by someone who may see more than the public: a signed-in relative
 * (docs/genealogy.md#privacy-of-the-living, three readers). `seesInFull` says, of a member the
 * public sees limited, whether this reader sees him in full; nobody else changes level, so a
 * hidden member stays hidden and a «—» stays «—». The answer maps a record of `shown` (an answer of
 * `publicFamily`, whose run is kept with it) to this reader's record: the same object when nothing
 * about it changes for him, else the record `publicFamily` would make at the wider level, by the
 * same code (a woman's photo kept back by the site's rule stays kept back, and a marriage's end is
 * told once both spouses are seen in full). Nothing is computed until a record is asked for, and
 * nothing is kept: a relative's answer costs what it contains.
 */
export function readerRecords<M extends Member>(
  shown: readonly PublicMember<M>[],
  seesInFull: (id: number) => boolean,
): (record: PublicMember<M>) => PublicMember<M> {
  const run = runs.get(shown) as PrivacyRun<M> | undefined;
  // Without the run that made these records there is nothing to widen from: the public's records.
  if (!run) return (record) => record;
  const widened = (id: number) => run.visibility.get(id) === 'limited' && seesInFull(id);
  const seen: Seen = {
    settings: run.settings,
    visibility: { get: (id) => (widened(id) ? 'public' : run.visibility.get(id)) },
    shown: run.output,
  };
  return (record) => {
    const member = run.input.get(record.id);
    if (!member || run.output.get(record.id) !== record) return record;
    const changes = widened(member.id) || member.spouses.some((spouse) => widened(spouse.id));
    return changes ? publicRecord(member, seen) : record;
  };
}

/** The stored members `shown` was made from (an answer of `publicFamily`), by id. */
export function storedMembersOf<M extends Member>(
  shown: readonly PublicMember<M>[],
): ReadonlyMap<number, M> | undefined {
  return (runs.get(shown) as PrivacyRun<M> | undefined)?.input;
}

function publicRecord<M extends Member>(member: M, seen: Seen): PublicMember<M> {
  const level = seen.visibility.get(member.id)!;
  const link = (id: number | null) => (id !== null && seen.shown.has(id) ? id : null);
  const linked = {
    parent: link(member.parent),
    mother_id: link(member.mother_id),
  };
  if (level === 'hidden') {
    return {
      id: member.id,
      name: '—',
      generation: member.generation,
      ...linked,
      gender: null,
      spouses: [],
      spouse_id: null,
      visibility: 'hidden',
    } as unknown as PublicMember<M>;
  }
  const { spouses, spouseId } = publicSpouses(member, level, seen);
  if (level === 'limited') {
    // Written out rather than copied field by field, and below no field is deleted: both would
    // leave V8 a slow object for every record, read again by every comparison and answer.
    const limited: LimitedRecord = {
      id: member.id,
      name: member.name,
      surname: member.surname,
      // A title before the name and a suffix after it are part of how the family names him.
      name_prefix: member.name_prefix ?? '',
      name_suffix: member.name_suffix ?? '',
      generation: member.generation,
      parent: linked.parent,
      mother_id: linked.mother_id,
      gender: member.gender,
      spouses,
      spouse_id: spouseId,
    };
    return { ...limited, visibility: 'limited' } as PublicMember<M>;
  }
  let fields: Omit<M, 'visibility'>;
  if (seen.settings.hideWomenPhotos && isFemale(member)) {
    const { visibility: _chosen, image: _photo, ...withoutPhoto } = member;
    fields = withoutPhoto as Omit<M, 'visibility'>;
  } else {
    const { visibility: _chosen, ...withPhoto } = member;
    fields = withPhoto;
  }
  return {
    ...fields,
    ...linked,
    spouses,
    spouse_id: spouseId,
    visibility: 'public',
  } as unknown as PublicMember<M>;
}

/**
 * A shown member's marriages as the public sees them. A hidden spouse is not named through a
 * marriage either; how a marriage ended is told only when both spouses are public: a divorce is
 * about the one who is not as much as the other.
 */
export function publicSpouses(
  member: Member,
  level: 'limited' | 'public',
  { visibility, shown }: Seen,
): { spouses: PublicSpouseLink[]; spouseId: number | null } {
  let endsWithheld = false;
  const spouses: PublicSpouseLink[] = [];
  for (const spouse of member.spouses) {
    if (!shown.has(spouse.id) || visibility.get(spouse.id) === 'hidden') continue;
    if (level === 'public' && visibility.get(spouse.id) === 'public') spouses.push(spouse);
    else {
      endsWithheld = true;
      spouses.push({ id: spouse.id, order: spouse.order });
    }
  }
  // `spouse_id`, the current spouse, is the first marriage that lasts: with an end withheld, the field
  // would tell it, so it names the first spouse shown instead.
  const spouseId = endsWithheld
    ? (spouses[0]?.id ?? null)
    : spouses.some((spouse) => spouse.id === member.spouse_id)
      ? member.spouse_id
      : (spouses.find((spouse) => spouse.ended === null)?.id ?? spouses[0]?.id ?? null);
  return { spouses, spouseId };
}

const sameSettings = (a: PrivacySettings, b: PrivacySettings) =>
  a.living === b.living && a.hideWomenPhotos === b.hideWomenPhotos;

/** Member photos by what the public may see of them (image references, `/uploads/…`). */
export interface MemberPhotos {
  /** Every photo a member has: these are revalidated on each use, never cached for long. */
  all: Set<string>;
  /** The photos the public may not have: served to a signed-in keeper only. */
  withheld: Set<string>;
}

/**
 * Which member photos the public may see, from the family and what `publicFamily` made of it: a
 * photo is withheld when its member's public record does not carry it (hidden, limited, a woman's
 * kept back), unless another member shown with it carries the same one. Privacy applies to the
 * file as it does to the field: a withheld photo whose address is known must not answer either.
 */
export function memberPhotos(
  members: readonly Pick<FamilyMember, 'id' | 'image'>[],
  shown: readonly { id: number; image?: string }[],
): MemberPhotos {
  const shownImages = new Set<string>();
  for (const member of shown) if (member.image) shownImages.add(member.image);
  const all = new Set<string>();
  const withheld = new Set<string>();
  for (const member of members) {
    if (!member.image) continue;
    all.add(member.image);
    if (!shownImages.has(member.image)) withheld.add(member.image);
  }
  return { all, withheld };
}
