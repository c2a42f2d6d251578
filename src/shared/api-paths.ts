// SPEC §7: the API paths are a contract, kept exactly, `.php` suffixes included.
export const api = {
  health: '/api/health',
  site: '/api/site.php',
  familyMembers: {
    list: '/api/family-members/',
    get: '/api/family-members/get-member.php',
    /** Not in SPEC §7: the home page's tree preview needs the founder, not every member. */
    founder: '/api/family-members/founder.php',
    /** Issue #10: what one member is to another («صلة القرابة»). */
    relationship: '/api/family-members/relationship.php',
    /** Issue #10: one member's page: the member, relatives, lineage, notable entry, news. */
    profile: '/api/family-members/profile.php',
    /**
     * The tree a part at a time: the first screen, the first screen opened down to `?member=`, or
     * the branch below `?id=` to `?depth=` generations (tree-slice.ts).
     */
    branch: '/api/family-members/branch.php',
    /** Issue #10: members by name or nasab, Arabic-normalised, at most 20. */
    search: '/api/family-members/search.php',
    /** Issue #11: «اقترح تصحيحاً», a visitor's correction, stored for the admin. */
    suggest: '/api/family-members/suggest.php',
    create: '/api/family-members/create.php',
    update: '/api/family-members/update.php',
    delete: '/api/family-members/delete.php',
  },
  notablePeople: '/api/notable-people.php',
  news: { list: '/api/news/list.php', get: '/api/news/get.php' },
  diwan: '/api/diwan/get.php',
  /** Issue #11: the history page's texts, timeline and blocks (the home section's too). */
  history: '/api/history.php',
  views: '/api/views/',
  contact: '/api/contact/send.php',
  admin: {
    login: '/api/admin/login.php',
    logout: '/api/admin/logout.php',
    checkAuth: '/api/admin/check-auth.php',
    stats: '/api/admin/stats.php',
    /** Issue #11: the dashboard's charts: visits per day, members per month, the most-read news. */
    statsTrends: '/api/admin/stats-trends.php',
    /** Issue #12: the owner's view of recent failed sign-ins. */
    failedLogins: '/api/admin/failed-logins.php',
    /** Issue #12: the change history, one record's history, and a restore. */
    /** Issue #12: the second step of a sign-in with two-factor on. */
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
    audit: {
      list: '/api/admin/audit/list.php',
      record: '/api/admin/audit/record.php',
      restore: '/api/admin/audit/restore.php',
    },
    /** Issue #13: «النسخ الاحتياطي» (owners): status, a fresh archive, and a restore. */
    backup: {
      status: '/api/admin/backup/status.php',
      download: '/api/admin/backup/download.php',
      restore: '/api/admin/backup/restore.php',
    },
    changePassword: '/api/admin/change-password.php',
    seedDb: '/api/admin/seed-db.php',
    checkDb: '/api/admin/check-db.php',
    seedNotablePeople: '/api/admin/seed-notable-people.php',
    /** Issue #11: whether demo content is left (GET), and removing it (POST remove-demo.php). */
    demoContent: '/api/admin/demo-content.php',
    removeDemo: '/api/admin/remove-demo.php',
    news: {
      list: '/api/admin/news/index.php',
      item: '/api/admin/news/item.php',
      create: '/api/admin/news/create.php',
      upload: '/api/admin/news/upload.php',
    },
    notablePeople: {
      list: '/api/admin/notable-people/list.php',
      get: '/api/admin/notable-people/get.php',
      create: '/api/admin/notable-people/create.php',
      update: '/api/admin/notable-people/update.php',
      delete: '/api/admin/notable-people/delete.php',
      upload: '/api/admin/notable-people/upload.php',
    },
    /** Issue #12: the admin's copy, with its version and ETag (decision 026). */
    diwanGet: '/api/admin/diwan/get.php',
    diwanUpdate: '/api/admin/diwan/update.php',
    /** Issue #11: «تاريخ العائلة». */
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
    /** Issue #12: `get`, the admin's copy, with its version and ETag (decision 026). */
    site: { get: '/api/admin/site/get.php', update: '/api/admin/site/update.php' },
    familyMembers: {
      upload: '/api/admin/family-members/upload.php',
      /** Not in SPEC §7 (issue #9): one page of members, searched on the server, with each one's nasab. */
      list: '/api/admin/family-members/list.php',
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
    /** Issue #11: «التصحيحات المقترحة». */
    suggestions: {
      list: '/api/admin/suggestions/list.php',
      markRead: '/api/admin/suggestions/mark-read.php',
      apply: '/api/admin/suggestions/apply.php',
      dismiss: '/api/admin/suggestions/dismiss.php',
    },
  },
} as const;

/** Appends `?id=` the way the spec's PHP endpoints expect it. */
export function withId(path: string, id: number | string): string {
  return `${path}?id=${encodeURIComponent(String(id))}`;
}
