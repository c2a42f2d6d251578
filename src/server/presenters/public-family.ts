import { sortableYear } from '#shared/format/genealogy-date.ts';
import { isFemale } from '#shared/family-tree/members.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { buildNasab, givenName } from '#shared/family-tree/nasab.ts';
import { buildFamilyTreeSteps } from '#shared/family-tree/build-tree.ts';
import { memberPhotos, publicFamily, type PrivacySettings } from '#shared/family-tree/privacy.ts';
import { createTreeSlicerSteps, type TreeSlice, type TreeSlicer } from '#shared/family-tree/tree-slice.ts';
import type { FamilyMember, PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { MAX_SEARCH_RESULTS } from '#shared/search/search-limits.ts';
import {
  type MemberProfile,
  type MemberSearchResult,
  type MemberSummary,
} from '#shared/schemas/member-page.ts';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { createMemberIndexSteps, searchKey, type MemberIndex } from '#shared/search/arabic-names.ts';
import { cacheTags } from '../lib/content-change';
import { uploadFilesOf } from '../lib/orphaned-uploads';
import { inFamilyOrderSteps } from './family-order';
import { searchChain } from './search-chain';
import { sameJson } from './public-family-change';
import { runYielding } from '../lib/yield-to-event-loop';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from '#shared/family-tree/steps.ts';

/** A member's page lists at most this many news items that mention them. */
const MAX_MENTIONS = 10;

/**
 * The family as the public may see it (decision 015), with what every public output needs built
 * once per state of the content: the members by id, their children, nasab and the search index.
 * Every public read of members goes through this, so privacy cannot be forgotten by one of them.
 */
export interface PublicFamilyView {
  /** In the stored order; hidden members are absent or «—» (decision 015). */
  members: readonly PublicFamilyMember[];
  byId: ReadonlyMap<number, PublicFamilyMember>;
  /** `see`: the reader's record of each member found (`readerRecords`); the public's by default. */
  search(query: string, see?: SeeRecord): Promise<MemberSearchResult[]>;
  /** A member, as the reader sees them, as a search result: found some other way (decision 056). */
  searchResult(member: PublicFamilyMember): MemberSearchResult;
  /**
   * A member's page; null for an unknown id or a member the public may not see. `see`: the
   * reader's record of every member the page shows; the public's by default.
   */
  profile(id: number, content: PageContent, see?: SeeRecord): Promise<MemberProfile | null>;
  /**
   * What a member's page shows, as cache tags (decision 032): the page itself (a relative added
   * or removed), every member it names, and the names its links are counted under.
   */
  profileTags(profile: MemberProfile): string[];
  /** The members whose father or mother this one is. */
  childrenOf(id: number): readonly PublicFamilyMember[];
  /**
   * The name and mention phrase a member is counted under: a page's notable entry and news
   * mentions depend on nobody else carrying them (see `countNamesSteps`).
   */
  nameTags(id: number): string[];
  /** The files of the uploads folder that hold member photos, and those the public may not have. */
  photoFiles: MemberPhotoFiles;
  /**
   * The tree of the whole public family, built on first use and kept with the view, so the
   * first screen and every branch are cut from one tree computed once per change of the content.
   */
  treeSlices(): Promise<TreeSlicer<PublicFamilyMember>>;
}

/**
 * A reader's record of a member, from the public's (`readerRecords` in privacy.ts): the same record
 * for the public, a wider one for a signed-in relative (docs/genealogy.md#privacy-of-the-living).
 */
export type SeeRecord = (record: PublicFamilyMember) => PublicFamilyMember;
const asThePublicSees: SeeRecord = (record) => record;

export interface MemberPhotoFiles {
  /** Every file (copies and formats included) of every member's photo. */
  all: ReadonlySet<string>;
  /** The files of the photos the public may not see (decision 015). */
  withheld: ReadonlySet<string>;
}

/** The upload files behind `memberPhotos`: what the uploads route checks a request against. */
export function memberPhotoFiles(
  members: readonly FamilyMember[],
  shown: readonly PublicFamilyMember[],
): MemberPhotoFiles {
  const photos = memberPhotos(members, shown);
  return { all: uploadFilesOf(photos.all), withheld: uploadFilesOf(photos.withheld) };
}

/** What a member's page links to besides the family: the notable people and the news. */
export interface PageContent {
  notablePeople: readonly NotablePerson[];
  /** The news the reader may see now (decision 016); a relative's family-only ones say so. */
  news: readonly {
    id: number;
    title: string;
    excerpt: string;
    content: string;
    date: string;
    family_only?: true;
  }[];
  /** The ids of the news items the admin linked to this member (decision 016). */
  linkedNewsIds?: ReadonlySet<number>;
}

const { son, daughter } = publicMessages.familyTree;

export function buildPublicFamily(
  members: readonly FamilyMember[],
  settings: PrivacySettings,
  now: Date,
  /** The site settings' founder name, which picks the tree's root. */
  founderName = '',
): PublicFamilyView {
  const shown = publicFamily(members, settings, now);
  return publicFamilyView(shown, founderName, memberPhotoFiles(members, shown));
}

/**
 * The view over a family privacy has already been applied to (`publicFamily`): apart from
 * `buildPublicFamily` so the server can let other requests run between the two steps.
 */
export function publicFamilyView(
  shown: readonly PublicFamilyMember[],
  /** The site settings' founder name, which picks the tree's root. */
  founderName = '',
  photoFiles: MemberPhotoFiles = noPhotoFiles,
  memory?: ViewMemory,
): PublicFamilyView {
  return runToEnd(publicFamilyViewSteps(shown, founderName, photoFiles, memory));
}

const noPhotoFiles: MemberPhotoFiles = { all: new Set(), withheld: new Set() };

/**
 * What one view leaves for the next to start from (one per server). After an edit all but a few
 * records are the same objects as before (server/lib/family-source.ts): the search's order is
 * mostly known, and when no card moved (`sameTreeShape`: a date, a photo, a role or a biography
 * edited) the tree, the search index and the names counted for links are the same as before. Any
 * earlier view's values may be used, whichever finished last; each view reads its own records
 * into what it answers.
 */
export interface ViewMemory {
  searchOrder?: readonly PublicFamilyMember[];
  shape?: SharedByShape;
}

/**
 * What views of the same shape share, made by the first that needs it. None of it may close over
 * the view that made it (its maps by id and of children, its records, privacy's run behind them):
 * the shape outlives that view, and at 50,000 members each view left alive this way held about
 * 12 MB (decision 051). Functions it keeps are written at the module's level.
 */
interface SharedByShape {
  /** The last view's records, compared with the next view's (identity first). */
  shown: readonly PublicFamilyMember[];
  founderName: string;
  slicer?: Promise<TreeSlicer<PublicFamilyMember>>;
  index?: Promise<MemberIndex<PublicFamilyMember>>;
  names?: Promise<NameCounts>;
}

/** The values of `shared[key]`, made once by `make`; a failure is forgotten so the next call tries again. */
function sharedValue<K extends 'slicer' | 'index' | 'names'>(
  shared: SharedByShape,
  key: K,
  make: () => NonNullable<SharedByShape[K]>,
): NonNullable<SharedByShape[K]> {
  const existing = shared[key];
  if (existing) return existing as NonNullable<SharedByShape[K]>;
  const made = make();
  shared[key] = made;
  (made as Promise<unknown>).catch(() => {
    if (shared[key] === made) shared[key] = undefined;
  });
  return made;
}

/** Each shown member by id, and each one's children (by father or mother) in the family's order. */
function* indexMembersSteps(shown: readonly PublicFamilyMember[]) {
  const byId = new Map<number, PublicFamilyMember>();
  let done = 0;
  for (const member of shown) {
    byId.set(member.id, member);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  const childrenOf = new Map<number, PublicFamilyMember[]>();
  const addChild = (parentId: number | null, member: PublicFamilyMember) => {
    if (parentId === null || parentId === member.id || !byId.has(parentId)) return;
    const children = childrenOf.get(parentId);
    if (children) children.push(member);
    else childrenOf.set(parentId, [member]);
  };
  for (const member of shown) {
    addChild(member.parent, member);
    if (member.mother_id !== member.parent) addChild(member.mother_id, member);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return { byId, childrenOf };
}

/** «—» cannot be asked for by id (branch.php answers 404), so no slice stops on one. */
const isHiddenCard = (member: PublicFamilyMember) => member.visibility === 'hidden';

/** `publicFamilyView` with pauses between chunks of members, for the server's rebuild. */
export function* publicFamilyViewSteps(
  shown: readonly PublicFamilyMember[],
  founderName = '',
  photoFiles: MemberPhotoFiles = noPhotoFiles,
  memory: ViewMemory = {},
): Steps<PublicFamilyView> {
  const { byId, childrenOf } = yield* indexMembersSteps(shown);
  const fatherOf = (member: PublicFamilyMember) =>
    member.parent === null ? null : (byId.get(member.parent) ?? null);

  // What only search needs (the nasab shown with a result, the candidates in order, the index) is
  // made on the first search: a view is built again after every edit, and most are never searched.
  const nasabs = new Map<number, string>();
  const nasabOf = (member: PublicFamilyMember) => {
    let nasab = nasabs.get(member.id);
    if (nasab === undefined) nasabs.set(member.id, (nasab = buildNasab(member, fatherOf)));
    return nasab;
  };
  const last = memory.shape;
  const shared: SharedByShape =
    last && last.founderName === founderName && sameTreeShape(last.shown, shown)
      ? last
      : { shown, founderName };
  shared.shown = shown;
  memory.shape = shared;

  return {
    members: shown,
    byId,
    photoFiles,
    async treeSlices() {
      const slicer = await sharedValue(shared, 'slicer', () =>
        runYielding(
          (function* () {
            const tree = yield* buildFamilyTreeSteps(shown, { founderName });
            return yield* createTreeSlicerSteps(tree, { opensThrough: isHiddenCard });
          })(),
        ),
      );
      return withRecordsOf(slicer, byId);
    },
    async search(query, see = asThePublicSees) {
      const index = await sharedValue(shared, 'index', () =>
        runYielding(
          (function* () {
            const ordered = yield* searchOrderSteps(shown, memory.searchOrder);
            memory.searchOrder = ordered;
            return yield* createMemberIndexSteps(ordered, (member) => ({
              name: member.name,
              chain: searchChain(member, fatherOf),
            }));
          })(),
        ),
      );
      return index
        .search(query, MAX_SEARCH_RESULTS)
        .map((found) => this.searchResult(see(byId.get(found.id) ?? found)));
    },
    searchResult(member) {
      return {
        id: member.id,
        name: member.name,
        nasab: nasabOf(member),
        generation: member.generation,
        gender: member.gender,
        ...datesOf(member),
      };
    },
    async profile(id, content, see = asThePublicSees) {
      const member = byId.get(id);
      if (!member || member.visibility === 'hidden') return null;
      const names = await sharedValue(shared, 'names', () => runYielding(countNamesSteps(shown, fatherOf)));
      // The reader's records of the members the page shows, made as the page asks for them.
      const seen = see === asThePublicSees ? { byId, childrenOf } : seenBy(see, byId, childrenOf);
      return presentProfile(see(member), { ...seen, fatherOf, names }, content);
    },
    profileTags(profile) {
      const id = profile.member.id;
      return [
        cacheTags.pageOf(id),
        ...[...membersShownOn(profile)].map(cacheTags.member),
        ...this.nameTags(id),
      ];
    },
    childrenOf(id) {
      return childrenOf.get(id) ?? [];
    },
    nameTags(id) {
      const member = byId.get(id);
      if (!member) return [];
      const phrase = phraseOf(member, fatherOf);
      return [searchKey(member.name), ...(phrase === null ? [] : [phrase])].map(cacheTags.name);
    },
  };
}

/**
 * Whether two states of the family draw the same tree: the same members in the same order, each
 * with the same name (the founder and the nasab are read from names), generation, gender, parents,
 * marriages and visibility (a «—» card). Dates, photos, roles and biographies are shown on the cards
 * but do not move them. After most edits all but one record are the very same objects.
 */
export function sameTreeShape(
  before: readonly PublicFamilyMember[],
  after: readonly PublicFamilyMember[],
): boolean {
  if (before.length !== after.length) return false;
  return before.every((old, index) => {
    const now = after[index]!;
    return (
      old === now ||
      (old.id === now.id &&
        old.name === now.name &&
        old.generation === now.generation &&
        old.gender === now.gender &&
        old.parent === now.parent &&
        old.mother_id === now.mother_id &&
        old.spouse_id === now.spouse_id &&
        old.visibility === now.visibility &&
        sameJson(old.spouses, now.spouses))
    );
  });
}

/** A slicer of the same tree whose slices carry this state's records of their members. */
function withRecordsOf(
  slicer: TreeSlicer<PublicFamilyMember>,
  byId: ReadonlyMap<number, PublicFamilyMember>,
): TreeSlicer<PublicFamilyMember> {
  const current = <S extends TreeSlice<PublicFamilyMember> | null>(slice: S): S =>
    slice && { ...slice, members: slice.members.map((member) => byId.get(member.id) ?? member) };
  return {
    firstScreen: () => current(slicer.firstScreen()),
    topsPage: (page) => current(slicer.topsPage(page)),
    withPathTo: (id) => current(slicer.withPathTo(id)),
    branch: (id, depth) => current(slicer.branch(id, depth)),
  };
}

/**
 * The members search may find, by generation then name, so equally good matches come in the
 * family's order. «—» stands for someone the public may not see: never a search result.
 */
function searchOrderSteps(
  shown: readonly PublicFamilyMember[],
  previous: readonly PublicFamilyMember[] | undefined,
): Steps<PublicFamilyMember[]> {
  return inFamilyOrderSteps(
    shown.filter((member) => member.visibility !== 'hidden'),
    previous,
  );
}

/** Every member a page names: the member, the lineage, parents, spouses, children and siblings. */
function membersShownOn(profile: MemberProfile): Set<number> {
  const ids = new Set([profile.member.id, ...profile.lineage.map((ancestor) => ancestor.id)]);
  const add = (summary: { id: number } | null) => summary && ids.add(summary.id);
  add(profile.father);
  add(profile.mother);
  for (const spouse of profile.spouses) add(spouse);
  for (const group of profile.children) {
    add(group.partner);
    for (const child of group.children) add(child);
  }
  for (const kind of ['full', 'paternal', 'maternal'] as const)
    for (const sibling of profile.siblings[kind]) add(sibling);
  return ids;
}

/** The members by id and their children, as one reader sees them. */
function seenBy(
  see: SeeRecord,
  byId: ReadonlyMap<number, PublicFamilyMember>,
  childrenOf: ReadonlyMap<number, PublicFamilyMember[]>,
): Pick<FamilyIndex, 'byId' | 'childrenOf'> {
  return {
    byId: {
      get: (id) => {
        const record = byId.get(id);
        return record && see(record);
      },
      has: (id) => byId.has(id),
    },
    childrenOf: { get: (id) => childrenOf.get(id)?.map(see) },
  };
}

interface FamilyIndex {
  byId: Pick<ReadonlyMap<number, PublicFamilyMember>, 'get' | 'has'>;
  childrenOf: Pick<ReadonlyMap<number, readonly PublicFamilyMember[]>, 'get'>;
  fatherOf: (member: PublicFamilyMember) => PublicFamilyMember | null;
  names: NameCounts;
}

/**
 * How many members share each recorded name and each mention phrase, counted once per state of
 * the family: a page only links a notable entry or a news item to a name nobody else carries.
 */
interface NameCounts {
  names: ReadonlyMap<string, number>;
  phrases: ReadonlyMap<string, number>;
}

/** The phrase a news item names a member by: their name if it carries the nasab, else «name بن father». */
function phraseOf(
  person: PublicFamilyMember,
  fatherOf: (member: PublicFamilyMember) => PublicFamilyMember | null,
): string | null {
  const key = searchKey(person.name);
  if (key.split(' ').length >= 3) return key;
  const father = fatherOf(person);
  return father && father.visibility !== 'hidden'
    ? searchKey(`${givenName(person.name)} ${isFemale(person) ? daughter : son} ${givenName(father.name)}`)
    : null;
}

function* countNamesSteps(
  shown: readonly PublicFamilyMember[],
  fatherOf: (member: PublicFamilyMember) => PublicFamilyMember | null,
): Steps<NameCounts> {
  const names = new Map<string, number>();
  const phrases = new Map<string, number>();
  let done = 0;
  for (const member of shown) {
    const key = searchKey(member.name);
    names.set(key, (names.get(key) ?? 0) + 1);
    const phrase = phraseOf(member, fatherOf);
    if (phrase !== null) phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  // Counts only: a function of this view's `fatherOf` would keep this view alive with the counts.
  return { names, phrases };
}

/** The fields a limited member does not have stay absent here too. */
function datesOf(member: PublicFamilyMember): Pick<MemberSummary, 'birth' | 'death'> {
  return {
    ...(member.birth === undefined ? {} : { birth: member.birth }),
    ...(member.death === undefined ? {} : { death: member.death }),
  };
}

export function summarise(member: PublicFamilyMember): MemberSummary {
  return {
    id: member.id,
    name: member.name,
    gender: member.gender,
    generation: member.generation,
    visibility: member.visibility,
    ...datesOf(member),
    ...(member.image ? { image: member.image } : {}),
  };
}

/** Eldest first where the years are known, then in the order they were recorded. */
function byAge(a: PublicFamilyMember, b: PublicFamilyMember): number {
  const yearA = sortableYear(a.birth ?? '') ?? Number.POSITIVE_INFINITY;
  const yearB = sortableYear(b.birth ?? '') ?? Number.POSITIVE_INFINITY;
  return yearA - yearB || a.id - b.id;
}

function presentProfile(
  member: PublicFamilyMember,
  family: FamilyIndex,
  content: PageContent,
): MemberProfile {
  const { byId, childrenOf, fatherOf, names } = family;
  const lineage: MemberProfile['lineage'] = [];
  const seen = new Set([member.id]);
  for (let father = fatherOf(member); father && !seen.has(father.id); father = fatherOf(father)) {
    seen.add(father.id);
    lineage.push({ id: father.id, name: father.name, visibility: father.visibility });
  }
  const summaryOf = (id: number | null) => {
    const relative = id === null ? undefined : byId.get(id);
    return relative ? summarise(relative) : null;
  };

  const spouses = member.spouses.flatMap((link) => {
    const spouse = byId.get(link.id);
    if (!spouse) return [];
    // Absent when the public is not told how the marriage ended (decision 015).
    return [
      { ...summarise(spouse), order: link.order, ...(link.ended === undefined ? {} : { ended: link.ended }) },
    ];
  });

  // A man's children by mother, a woman's by father: the other parent's link on the child.
  const female = member.gender === 'female' || (member.gender === null && isFemale(member));
  const partnerOf = (child: PublicFamilyMember) => {
    const other = female ? child.parent : child.parent === member.id ? child.mother_id : child.parent;
    return other === member.id ? null : other;
  };
  const groups = new Map<number | null, PublicFamilyMember[]>();
  for (const child of [...(childrenOf.get(member.id) ?? [])].sort(byAge)) {
    const partner = partnerOf(child);
    const key = partner !== null && byId.has(partner) ? partner : null;
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  const spouseRank = new Map(member.spouses.map((link, position) => [link.id, position]));
  const children = [...groups.entries()]
    .sort(([a], [b]) => rankOf(a, spouseRank) - rankOf(b, spouseRank))
    .map(([partner, kids]) => ({ partner: summaryOf(partner), children: kids.map(summarise) }));

  const siblings: MemberProfile['siblings'] = { full: [], paternal: [], maternal: [] };
  const sharingAParent = new Set([
    ...(member.parent === null ? [] : (childrenOf.get(member.parent) ?? [])),
    ...(member.mother_id === null ? [] : (childrenOf.get(member.mother_id) ?? [])),
  ]);
  for (const other of [...sharingAParent].sort(byAge)) {
    if (other.id === member.id) continue;
    const sameFather = member.parent !== null && other.parent === member.parent;
    const sameMother = member.mother_id !== null && other.mother_id === member.mother_id;
    if (sameFather && sameMother) siblings.full.push(summarise(other));
    else if (sameFather) siblings.paternal.push(summarise(other));
    else if (sameMother) siblings.maternal.push(summarise(other));
  }

  return {
    member,
    nasab: buildNasab(member, fatherOf),
    lineage,
    father: summaryOf(member.parent),
    mother: summaryOf(member.mother_id),
    spouses,
    children,
    siblings,
    notable: notableEntryOf(member, names, content.notablePeople),
    news: mentionsOf(member, { names, fatherOf }, content.news, content.linkedNewsIds ?? new Set()),
  };
}

/** Spouses in their order, then partners who are not recorded as spouses, then the unknown. */
function rankOf(partner: number | null, spouseRank: ReadonlyMap<number, number>): number {
  if (partner === null) return Number.MAX_SAFE_INTEGER;
  return spouseRank.get(partner) ?? Number.MAX_SAFE_INTEGER - 1;
}

// Titles a notable-people entry may put before the name («د. نورة بنت فهد»).
const TITLE_WORDS = new Set(
  ['د', 'الدكتور', 'الدكتورة', 'الشيخ', 'الشيخة', 'المهندس', 'المهندسة', 'الأستاذ', 'الأستاذة', 'أ'].map(
    searchKey,
  ),
);

function withoutTitles(name: string): string {
  const words = searchKey(name.replace(/\./g, ' ')).split(' ');
  while (words.length > 1 && TITLE_WORDS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/**
 * The notable-people entry about the member: the entry's name, titles aside, is the member's
 * recorded name, and no other member has that name (a namesake would make it a guess).
 */
function notableEntryOf(
  member: PublicFamilyMember,
  names: NameCounts,
  people: readonly NotablePerson[],
): NotablePerson | null {
  const key = searchKey(member.name);
  if (member.visibility !== 'public' || key.split(' ').length < 2) return null;
  if ((names.names.get(key) ?? 0) > 1) return null;
  return people.find((person) => withoutTitles(person.name) === key) ?? null;
}

type PageNews = PageContent['news'][number];
const newestFirst = (a: PageNews, b: PageNews) => b.date.localeCompare(a.date) || b.id - a.id;

/**
 * The news about the member: first those the admin linked to them (the news page
 * names them too, so a limited member's page lists them as well), then, for a member shown in
 * full, those that name them unmistakably — their recorded name when it carries the nasab («محمد
 * بن سالم المثال»), else «name بن father» built from the tree; never a bare given name, and never
 * a phrase another member shares. The matching stays for news written before links existed.
 */
function mentionsOf(
  member: PublicFamilyMember,
  index: Pick<FamilyIndex, 'names' | 'fatherOf'>,
  news: PageContent['news'],
  linkedNewsIds: ReadonlySet<number>,
): MemberProfile['news'] {
  const linked = news.filter((item) => linkedNewsIds.has(item.id)).sort(newestFirst);
  return [...linked, ...namedIn(member, index, news).filter((item) => !linkedNewsIds.has(item.id))]
    .slice(0, MAX_MENTIONS)
    .map(({ id, title, date, family_only: familyOnly }) => ({
      id,
      title,
      date,
      ...(familyOnly ? { family_only: familyOnly } : {}),
    }));
}

function namedIn(
  member: PublicFamilyMember,
  { names, fatherOf }: Pick<FamilyIndex, 'names' | 'fatherOf'>,
  news: PageContent['news'],
): PageNews[] {
  if (member.visibility !== 'public') return [];
  const phrase = phraseOf(member, fatherOf);
  if (phrase === null || phrase.split(' ').length < 3) return [];
  if ((names.phrases.get(phrase) ?? 0) > 1) return [];
  return news
    .filter((item) => searchKey(`${item.title} ${item.excerpt} ${item.content}`).includes(phrase))
    .sort(newestFirst);
}
