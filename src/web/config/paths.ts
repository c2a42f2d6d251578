// Every route of the app and its href builder (docs/product.md#routes).

/** What «إضافة ابن/ابنة/زوجة» hands the new-member form. */
export interface NewMemberPrefill {
  parent?: number;
  mother?: number;
  spouse?: number;
  gender?: 'male' | 'female';
}

/** The new-member form, prefilled (and applying a suggestion, when one is named). */
function newMemberPath(prefill: NewMemberPrefill, suggestionId?: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value) search.set(key, String(value));
  if (suggestionId !== undefined) search.set('suggestion', String(suggestionId));
  const query = search.toString();
  return query ? `/admin/family-members/new?${query}` : '/admin/family-members/new';
}

export const paths = {
  home: '/',
  history: '/history',
  familyTree: '/family-tree',
  /** A member's own page. */
  familyMember: (id: number | string) => `/family-tree/member/${id}`,
  /** The chart with the branch down to the member open and the member's card centred. */
  familyTreeFocus: (id: number | string) => `/family-tree?member=${id}`,
  /** «طباعة الفرع»: the member's descendants, four generations, laid out for paper. */
  familyMemberPrint: (id: number | string) => `/family-tree/member/${id}/print`,
  /** A place's page: the members born, married, living or buried there (decision 056). */
  place: (id: number | string) => `/places/${id}`,
  notablePeople: '/notable-people',
  news: '/news',
  newsDetail: (id: number | string) => `/news/${id}`,
  /** The family's occasions: upcoming, then past, and the month calendar. */
  occasions: '/occasions',
  occasionDetail: (id: number | string) => `/occasions/${id}`,
  /** A public source's page: what it is and the facts it supports (decision 060). */
  sourceDetail: (id: number | string) => `/sources/${id}`,
  diwan: '/diwan',
  /** A relative's invitation (docs/product.md#relatives-accounts): the link a keeper sends. */
  familyInvite: (token: string) => `/family/invite/${token}`,
  familyLogin: '/family/login',
  /** The sign-in page, which returns to `next` (a path of this site) once signed in. */
  familyLoginThenBack: (next: string) => `/family/login?next=${encodeURIComponent(next)}`,
  /** «دليل العائلة», for signed-in relatives. */
  familyDirectory: '/family/directory',
  /** «بياناتي»: the relative's own details and household. */
  familyMe: '/family/me',
  /** A proposal for the relative's household: a new spouse or child, or a change to one (`member`). */
  familyPropose: (kind: 'spouse' | 'child', member?: number) =>
    `/family/me/propose?kind=${kind}${member === undefined ? '' : `&member=${member}`}`,
  /** «حسابي»: the signed-in relative's passkeys. */
  familyAccount: '/family/account',
  admin: {
    login: '/admin/login',
    dashboard: '/admin',
    news: '/admin/news',
    newsAdd: '/admin/news/add',
    newsEdit: (id: number | string) => `/admin/news/edit/${id}`,
    /** «معاينة», an item as the public would see it, whatever its status (decision 016). */
    newsPreview: (id: number | string) => `/admin/news/preview/${id}`,
    /** «المناسبات»: the list, and a form per kind (a death notice with its scaffold). */
    occasions: '/admin/occasions',
    occasionsAdd: '/admin/occasions/add',
    occasionsEdit: (id: number | string) => `/admin/occasions/edit/${id}`,
    notablePeople: '/admin/notable-people',
    notablePeopleAdd: '/admin/notable-people/add',
    notablePeopleEdit: (id: number | string) => `/admin/notable-people/edit/${id}`,
    /** «المصادر» (decision 060). */
    places: '/admin/places',
    placesAdd: '/admin/places/add',
    placesEdit: (id: number | string) => `/admin/places/edit/${id}`,
    sources: '/admin/sources',
    sourcesAdd: '/admin/sources/add',
    sourcesEdit: (id: number | string) => `/admin/sources/edit/${id}`,
    diwan: '/admin/diwan',
    /** «تاريخ العائلة» (decision 020): the page's texts, the timeline and the blocks. */
    history: '/admin/history',
    historyEntryAdd: '/admin/history/timeline/add',
    historyEntryEdit: (id: number | string) => `/admin/history/timeline/edit/${id}`,
    historyBlockAdd: '/admin/history/blocks/add',
    historyBlockEdit: (id: number | string) => `/admin/history/blocks/edit/${id}`,
    changePassword: '/admin/change-password',
    dbSeed: '/admin/db-seed',
    importExport: '/admin/import',
    familyMembers: '/admin/family-members',
    familyMembersNew: '/admin/family-members/new',
    /**
     * «إضافة ابن/ابنة/زوجة»: the new-member form prefilled with a father or mother
     * (`parent`, `mother`), a spouse (`spouse`) and a gender; read back by the form.
     */
    familyMembersNewWith: (prefill: NewMemberPrefill) => newMemberPath(prefill),
    familyMembersEdit: (id: number | string) => `/admin/family-members/edit/${id}`,
    /** «الأفراد المكررون» (decision 057): the likely pairs, `?page=`, and the merges made. */
    duplicates: '/admin/duplicates',
    /** Two members side by side, to choose each field and merge them. */
    duplicatesMerge: (first: number, second: number) =>
      `/admin/duplicates/merge?first=${first}&second=${second}`,
    siteSettings: '/admin/site-settings',
    messages: '/admin/messages',
    /** «التصحيحات المقترحة» (decision 021). */
    suggestions: '/admin/suggestions',
    /** The owner's «المستخدمون» (decision 022). */
    users: '/admin/users',
    /** The owner's «سجل التغييرات» (decision 025). */
    audit: '/admin/audit',
    /** Each keeper's «التحقق بخطوتين» (decision 024). */
    twoFactor: '/admin/two-factor',
    /** The owner's «النسخ الاحتياطي» (decision 029). */
    backup: '/admin/backup',
    /** «الأقارب»: relatives' accounts and invitations. */
    relatives: '/admin/relatives',
    /** «تطبيق»: the member's form, prefilled with the suggestion (`?suggestion=`), which it then marks applied. */
    familyMembersApply: (memberId: number | string, suggestionId: number | string) =>
      `/admin/family-members/edit/${memberId}?suggestion=${suggestionId}`,
    /** «تطبيق» of a relative's proposed spouse or child: the new-member form, prefilled, then marked applied. */
    familyMembersNewFromSuggestion: (prefill: NewMemberPrefill, suggestionId: number) =>
      newMemberPath(prefill, suggestionId),
  },
} as const;
