import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app. A key is a path, and a key names every query whose key starts with
 * it: a write says what it changed ("the members", "the admin area") by naming keys from here,
 * never by matching the shape of another feature's keys. Two roots matter beyond one screen:
 * `admin` holds every admin query (a session that ends drops them all at once) and nothing public
 * lives under it, so an admin write refreshes the public pages' copies by naming them.
 */

const key = <const T extends readonly unknown[]>(...parts: T): T => parts;

/** The keys of one kind of record: every query about it, its lists, one of its items. */
function recordKeys<const Base extends readonly string[]>(...base: Base) {
  return {
    all: base,
    list: <const P extends readonly unknown[]>(...params: P) => key(...base, 'list', ...params),
    item: <const Id>(id: Id) => key(...base, 'item', id),
  };
}

const familyMembers = recordKeys('family-members');
const adminNews = recordKeys('admin', 'news');
const adminFamilyMembers = recordKeys('admin', 'family-members');
const adminUsers = recordKeys('admin', 'users');

export const queryKeys = {
  // The public site's reads.
  siteSettings: key('site-settings'),
  diwan: key('diwan'),
  history: key('history'),
  notablePeople: key('notable-people'),
  news: recordKeys('news'),
  /** Occasions: the list (all, or one member's), one occasion. */
  occasions: recordKeys('occasions'),
  /** A public source's page (decision 060). */
  sources: recordKeys('sources'),
  /** A place's page (decision 056): its facts change with any member's. */
  places: recordKeys('places'),
  familyMembers: {
    ...familyMembers,
    founder: key(...familyMembers.all, 'founder'),
    profile: (id: number | null) => key(...familyMembers.all, 'profile', id),
    search: (q: string) => key(...familyMembers.all, 'search', q),
    relationship: (from: number, to: number | null) => key(...familyMembers.all, 'relationship', from, to),
    /** The tree's slices: the first screen, the way down to a member, a branch, a page of tops. */
    tree: {
      firstScreen: key(...familyMembers.all, 'tree', 'first-screen'),
      path: (member: number | null) => key(...familyMembers.all, 'tree', 'member', member),
      branch: (id: number) => key(...familyMembers.all, 'tree', 'branch', id),
      topsPage: (page: number) => key(...familyMembers.all, 'tree', 'tops', page),
    },
  },

  /** A relative's own: who is signed in, an invitation's preview, their passkeys. */
  family: {
    me: key('family', 'me'),
    invite: (token: string) => key('family', 'invite', token),
    /** «دليل العائلة», one search, branch and page at a time. */
    directory: (q: string, branch: number | null, page: number) =>
      key('family', 'directory', q, branch, page),
    /** «بياناتي»: the relative's own member, household and proposals. */
    household: key('family', 'household'),
    /** The signed-in relative's passkeys (decision 048). */
    passkeys: key('family', 'passkeys'),
    /** Whether the signed-in relative has a private calendar feed (decision 053). */
    calendar: key('family', 'calendar'),
    /** What the signed-in relative receives by e-mail, and at which address (decision 058). */
    mail: key('family', 'mail'),
  },

  admin: {
    all: key('admin'),
    /** Once per screen opened: the key carries the path. */
    checkAuth: (pathname: string) => key('admin', 'check-auth', pathname),
    stats: {
      all: key('admin', 'stats'),
      counters: key('admin', 'stats', 'counters'),
      trends: key('admin', 'stats', 'trends'),
    },
    failedLogins: key('admin', 'failed-logins'),
    demoContent: key('admin', 'demo-content'),
    backup: { all: key('admin', 'backup'), status: key('admin', 'backup', 'status') },
    twoFactor: key('admin', 'two-factor'),
    importBatches: key('admin', 'import-batches'),
    audit: {
      all: key('admin', 'audit'),
      list: (search: string) => key('admin', 'audit', 'list', search),
      record: (type: string, id: number) => key('admin', 'audit', 'record', type, id),
    },
    // The admin's own copies of the singletons, with their versions: never the public cache's.
    site: key('admin', 'site'),
    diwan: key('admin', 'diwan'),
    history: key('admin', 'history'),
    news: {
      ...adminNews,
      /** The members a news item names, for its chips and its preview. */
      members: (ids: readonly number[]) => key(...adminNews.all, 'members', ids),
    },
    notablePeople: recordKeys('admin', 'notable-people'),
    occasions: recordKeys('admin', 'occasions'),
    /** The family's sources, and a member's citations by member (decision 060). */
    sources: recordKeys('admin', 'sources'),
    citations: recordKeys('admin', 'citations'),
    /** The family's places (decision 056): the member form's picker reads them all at once. */
    places: recordKeys('admin', 'places'),
    familyMembers: {
      ...adminFamilyMembers,
      /** The labels of the links a member form opens with. */
      choices: (ids: readonly number[]) => key(...adminFamilyMembers.all, 'choices', ids),
      /** A father, mother or spouse search, and the members named by id, typed into a combobox. */
      search: (params: object) => key(...adminFamilyMembers.all, 'search', params),
      byIds: (ids: readonly number[]) => key(...adminFamilyMembers.all, 'by-ids', ids),
    },
    /** «الأفراد المكررون»: a page of likely pairs, a page of the merges made, a pair side by side. */
    duplicates: {
      all: key('admin', 'duplicates'),
      page: (page: number) => key('admin', 'duplicates', 'page', page),
      merges: (page: number) => key('admin', 'duplicates', 'merges', page),
      pair: (first: number, second: number) => key('admin', 'duplicates', 'pair', first, second),
      parents: (ids: readonly number[]) => key('admin', 'duplicates', 'parents', ids),
    },
    messages: recordKeys('admin', 'messages'),
    suggestions: recordKeys('admin', 'suggestions'),
    relatives: {
      ...recordKeys('admin', 'relatives'),
      /** The name an invitation for this member is sent in. */
      memberName: (id: number) => key('admin', 'relatives', 'member-name', id),
    },
    users: {
      ...adminUsers,
      branchChoices: (q: string) => key(...adminUsers.all, 'branch-choices', q),
    },
  },
} as const;

/**
 * What a write refreshes: every query under the keys it names, or everything cached (a change
 * that any list, counter or public page may show: a news item, a restore, an import).
 */
export type Invalidates = 'everything' | readonly QueryKey[];

/** Marks what a write changed as stale; the queries on screen fetch again, the others when next shown. */
export function invalidate(queryClient: QueryClient, what: Invalidates): Promise<void> {
  if (what === 'everything') return queryClient.invalidateQueries();
  // One pass over the cache, as one filter: each query is refetched once however many keys name it.
  return queryClient.invalidateQueries({
    predicate: (query) => what.some((prefix) => partialMatchKey(query.queryKey, prefix)),
  });
}
