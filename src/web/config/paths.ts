// Every route of the app and its href builder (docs/product.md#routes).

/** What «إضافة ابن/ابنة/زوجة» hands the new-member form. */
export interface NewMemberPrefill {
  parent?: number;
  mother?: number;
  spouse?: number;
  gender?: 'male' | 'female';
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
  notablePeople: '/notable-people',
  news: '/news',
  newsDetail: (id: number | string) => `/news/${id}`,
  diwan: '/diwan',
  /** A relative's invitation (docs/product.md#relatives-accounts): the link a keeper sends. */
  familyInvite: (token: string) => `/family/invite/${token}`,
  familyLogin: '/family/login',
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
    notablePeople: '/admin/notable-people',
    notablePeopleAdd: '/admin/notable-people/add',
    notablePeopleEdit: (id: number | string) => `/admin/notable-people/edit/${id}`,
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
    familyMembersNewWith: (prefill: NewMemberPrefill) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(prefill)) if (value) search.set(key, String(value));
      const query = search.toString();
      return query ? `/admin/family-members/new?${query}` : '/admin/family-members/new';
    },
    familyMembersEdit: (id: number | string) => `/admin/family-members/edit/${id}`,
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
  },
} as const;
