// The API paths are a contract, kept exactly, `.php` suffixes included
// (docs/product.md#why-the-paths-end-in-php).
export const api = {
  health: '/api/health',
  site: '/api/site.php',
  familyMembers: {
    list: '/api/family-members/',
    get: '/api/family-members/get-member.php',
    /** Added to the first API: the home page's tree preview needs the founder, not every member. */
    founder: '/api/family-members/founder.php',
    /** What one member is to another («صلة القرابة»). */
    relationship: '/api/family-members/relationship.php',
    /** One member's page: the member, relatives, lineage, notable entry, news. */
    profile: '/api/family-members/profile.php',
    /**
     * The tree a part at a time: the first screen, the first screen opened down to `?member=`, or
     * the branch below `?id=` to `?depth=` generations (tree-slice.ts).
     */
    branch: '/api/family-members/branch.php',
    /** Members by name or nasab, Arabic-normalised, at most 20. */
    search: '/api/family-members/search.php',
    /** «اقترح تصحيحاً», a visitor's correction, stored for the admin (decision 021). */
    suggest: '/api/family-members/suggest.php',
    create: '/api/family-members/create.php',
    update: '/api/family-members/update.php',
    delete: '/api/family-members/delete.php',
  },
  notablePeople: '/api/notable-people.php',
  news: { list: '/api/news/list.php', get: '/api/news/get.php' },
  /** Occasions (docs/product.md#occasions): upcoming then past; one by id; `?member=` a member's. */
  occasions: { list: '/api/occasions/list.php', get: '/api/occasions/get.php' },
  /** A place's page (docs/product.md#places): the place and the members born, married, living or buried there. */
  places: { get: '/api/places/get.php' },
  /** A public source's page (docs/product.md#sources): the source and the facts it supports. */
  sources: { get: '/api/sources/get.php' },
  diwan: '/api/diwan/get.php',
  /** The history page's texts, timeline and blocks (the home section's too; decision 020). */
  history: '/api/history.php',
  views: '/api/views/',
  /** Web Push (docs/product.md#notifications): the site's public key, subscribing and unsubscribing. */
  push: {
    key: '/api/push/key.php',
    subscribe: '/api/push/subscribe.php',
    unsubscribe: '/api/push/unsubscribe.php',
  },
  contact: '/api/contact/send.php',
  /** Relatives' own accounts (docs/product.md#relatives-accounts): invitation, sign-in, who is signed in. */
  family: {
    /** `?token=`: who an invitation is for, before it is accepted. */
    invite: '/api/family/invite.php',
    acceptInvite: '/api/family/accept-invite.php',
    login: '/api/family/login.php',
    me: '/api/family/me.php',
    logout: '/api/family/logout.php',
    /** «دليل العائلة»: `?q=&branch=&page=`, members who share their contact details with relatives. */
    directory: '/api/family/directory.php',
    /** «بياناتي»: the relative's own member, spouses, children and proposals. */
    household: '/api/family/household.php',
    /** The relative's own contact details, consent and biography, saved directly. */
    updateMe: '/api/family/update-me.php',
    /** The relative's own photo (multipart `image`), saved directly. */
    photo: '/api/family/photo.php',
    /** A new spouse or child, or a change to one: a proposal (decision 050). */
    propose: '/api/family/propose.php',
    /**
     * The private calendar feed (decision 053): its state (GET), a new link that replaces the old
     * (POST), no link (POST).
     */
    calendar: '/api/family/calendar.php',
    calendarNew: '/api/family/calendar-new.php',
    calendarStop: '/api/family/calendar-stop.php',
    /** E-mail of what is published (decision 058): the relative's choice (GET), a new one (POST). */
    mail: '/api/family/mail.php',
    mailUpdate: '/api/family/mail-update.php',
    /**
     * Passkeys (decision 048): each ceremony is an `…-options.php` call, which answers what the
     * browser passes to the authenticator, then the call that checks the authenticator's answer.
     */
    passkeys: {
      inviteOptions: '/api/family/passkeys/invite-options.php',
      invite: '/api/family/passkeys/invite.php',
      loginOptions: '/api/family/passkeys/login-options.php',
      login: '/api/family/passkeys/login.php',
      /** A signed-in relative's own: list (GET), add another, remove one. */
      list: '/api/family/passkeys/list.php',
      addOptions: '/api/family/passkeys/add-options.php',
      add: '/api/family/passkeys/add.php',
      remove: '/api/family/passkeys/remove.php',
    },
  },
  admin: {
    login: '/api/admin/login.php',
    logout: '/api/admin/logout.php',
    checkAuth: '/api/admin/check-auth.php',
    stats: '/api/admin/stats.php',
    /** The dashboard's charts (decision 019): visits per day, members per month, the most-read news. */
    statsTrends: '/api/admin/stats-trends.php',
    /** The owner's view of recent failed sign-ins (decision 023). */
    failedLogins: '/api/admin/failed-logins.php',
    /** The second step of a sign-in with two-factor on (decision 024). */
    loginTwoFactor: '/api/admin/login-two-factor.php',
    twoFactor: {
      status: '/api/admin/two-factor/status.php',
      setup: '/api/admin/two-factor/setup.php',
      enable: '/api/admin/two-factor/enable.php',
      disable: '/api/admin/two-factor/disable.php',
      recoveryCodes: '/api/admin/two-factor/recovery-codes.php',
    },
    users: {
      list: '/api/admin/users/list.php',
      create: '/api/admin/users/create.php',
      update: '/api/admin/users/update.php',
      disable: '/api/admin/users/disable.php',
      enable: '/api/admin/users/enable.php',
      resetPassword: '/api/admin/users/reset-password.php',
      /** A keeper who lost both phone and recovery codes: the owner turns their second factor off. */
      resetTwoFactor: '/api/admin/users/reset-two-factor.php',
    },
    /** The change history, one record's history, and a restore (decision 025). */
    audit: {
      list: '/api/admin/audit/list.php',
      record: '/api/admin/audit/record.php',
      restore: '/api/admin/audit/restore.php',
    },
    /** «النسخ الاحتياطي» (owners; decision 029): status, a fresh archive, and a restore. */
    backup: {
      status: '/api/admin/backup/status.php',
      download: '/api/admin/backup/download.php',
      restore: '/api/admin/backup/restore.php',
    },
    /** «الأقارب»: invitations, the relatives' accounts, and revoking one. */
    relatives: {
      invite: '/api/admin/relatives/invite.php',
      list: '/api/admin/relatives/list.php',
      revoke: '/api/admin/relatives/revoke.php',
    },
    changePassword: '/api/admin/change-password.php',
    seedDb: '/api/admin/seed-db.php',
    checkDb: '/api/admin/check-db.php',
    seedNotablePeople: '/api/admin/seed-notable-people.php',
    /** Whether demo content is left (GET), and removing it (POST remove-demo.php; decision 017). */
    demoContent: '/api/admin/demo-content.php',
    removeDemo: '/api/admin/remove-demo.php',
    news: {
      list: '/api/admin/news/index.php',
      item: '/api/admin/news/item.php',
      create: '/api/admin/news/create.php',
      upload: '/api/admin/news/upload.php',
    },
    /** «الأماكن» (decision 056): the family's places; a branch editor may add one, editors change them. */
    places: {
      list: '/api/admin/places/list.php',
      get: '/api/admin/places/get.php',
      create: '/api/admin/places/create.php',
      update: '/api/admin/places/update.php',
      delete: '/api/admin/places/delete.php',
      /** Two copies of one place made one (decision 061): `?id=` the place merged away. */
      merge: '/api/admin/places/merge.php',
    },
    /** «المصادر» (decision 060): the family's sources; a branch editor may add one, editors change them. */
    sources: {
      list: '/api/admin/sources/list.php',
      get: '/api/admin/sources/get.php',
      create: '/api/admin/sources/create.php',
      update: '/api/admin/sources/update.php',
      delete: '/api/admin/sources/delete.php',
      upload: '/api/admin/sources/upload.php',
    },
    /** A member's citations (decision 060): `list.php?member=`; a branch editor's within his branch. */
    citations: {
      list: '/api/admin/citations/list.php',
      create: '/api/admin/citations/create.php',
      update: '/api/admin/citations/update.php',
      delete: '/api/admin/citations/delete.php',
    },
    /** «المناسبات»: the occasions, a death notice among them. */
    occasions: {
      list: '/api/admin/occasions/list.php',
      item: '/api/admin/occasions/item.php',
      create: '/api/admin/occasions/create.php',
      update: '/api/admin/occasions/update.php',
      delete: '/api/admin/occasions/delete.php',
    },
    notablePeople: {
      list: '/api/admin/notable-people/list.php',
      get: '/api/admin/notable-people/get.php',
      create: '/api/admin/notable-people/create.php',
      update: '/api/admin/notable-people/update.php',
      delete: '/api/admin/notable-people/delete.php',
      upload: '/api/admin/notable-people/upload.php',
    },
    /** The admin's copy, with its version and ETag (decision 026). */
    diwanGet: '/api/admin/diwan/get.php',
    diwanUpdate: '/api/admin/diwan/update.php',
    /** «تاريخ العائلة» (decision 020). */
    history: {
      get: '/api/admin/history/index.php',
      page: '/api/admin/history/page.php',
      upload: '/api/admin/history/upload.php',
      timeline: {
        create: '/api/admin/history/timeline/create.php',
        item: '/api/admin/history/timeline/item.php',
        reorder: '/api/admin/history/timeline/reorder.php',
      },
      blocks: {
        create: '/api/admin/history/blocks/create.php',
        item: '/api/admin/history/blocks/item.php',
        reorder: '/api/admin/history/blocks/reorder.php',
      },
    },
    /** `get`, the admin's copy, with its version and ETag (decision 026). */
    site: { get: '/api/admin/site/get.php', update: '/api/admin/site/update.php' },
    familyMembers: {
      upload: '/api/admin/family-members/upload.php',
      /** Added to the first API: one page of members, searched on the server, with each one's nasab. */
      list: '/api/admin/family-members/list.php',
      /** «الأفراد المكررون» (decision 057): likely pairs, best first, a page at a time. */
      duplicates: '/api/admin/family-members/duplicates.php',
      /** Two members become one: every reference to the one merged moves to the one that stays. */
      merge: '/api/admin/family-members/merge.php',
      /** The merges made, newest first, and whether each was undone. */
      merges: '/api/admin/family-members/merges.php',
      /** `?id=` of a merge: both members back as they were. */
      undoMerge: '/api/admin/family-members/undo-merge.php',
    },
    import: {
      gedcom: '/api/admin/import/gedcom.php',
      csv: '/api/admin/import/csv.php',
      batches: '/api/admin/import/batches.php',
      undo: '/api/admin/import/undo.php',
    },
    export: {
      gedcom: '/api/admin/export/gedcom.php',
      csv: '/api/admin/export/csv.php',
      csvTemplate: '/api/admin/export/csv-template.php',
    },
    messages: {
      list: '/api/admin/messages/list.php',
      markRead: '/api/admin/messages/mark-read.php',
      delete: '/api/admin/messages/delete.php',
    },
    /** «التصحيحات المقترحة» (decision 021). */
    suggestions: {
      list: '/api/admin/suggestions/list.php',
      markRead: '/api/admin/suggestions/mark-read.php',
      apply: '/api/admin/suggestions/apply.php',
      dismiss: '/api/admin/suggestions/dismiss.php',
    },
  },
} as const;

/**
 * Appends `?id=` the way the API's PHP-style endpoints expect it (docs/product.md#why-the-paths-end-in-php).
 */
export function withId(path: string, id: number | string): string {
  return `${path}?id=${encodeURIComponent(String(id))}`;
}
