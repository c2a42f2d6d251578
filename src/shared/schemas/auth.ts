import * as z from 'zod/mini';

/** POST /api/admin/login.php (SPEC §7: the token). */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
  username: z.string(),
});

/** GET /api/admin/check-auth.php (SPEC §4: success must be true). */
export const checkAuthResponseSchema = z.object({ success: z.literal(true), username: z.string() });

/**
 * GET /api/admin/stats.php: the dashboard counters (SPEC §3), the inbox's unread count and the
 * unread suggested corrections (issue #11), both for the sidebar's badges.
 */
export const statsResponseSchema = z.object({
  success: z.literal(true),
  newsCount: z.number(),
  notablePeopleCount: z.number(),
  familyMembersCount: z.number(),
  websiteViews: z.number(),
  unreadMessages: z.number(),
  unreadSuggestions: z.number(),
});
export type DashboardStats = z.infer<typeof statsResponseSchema>;

/** GET /api/admin/seed-db.php: how many records of each kind were added. */
export const seedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.record(z.string(), z.number()),
});

/** GET /api/admin/seed-notable-people.php: how many people were added. */
export const seedPeopleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number(),
});

/** GET /api/admin/check-db.php. */
export const checkDatabaseResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  message: z.string(),
  dialect: z.string(),
  counts: z.object({
    news: z.number(),
    notablePeople: z.number(),
    familyMembers: z.number(),
    diwan: z.number(),
  }),
});
export type CheckDatabaseResponse = z.infer<typeof checkDatabaseResponseSchema>;
