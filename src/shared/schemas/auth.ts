import * as z from 'zod/mini';
import { adminRoles } from '../auth/roles';

/**
 * POST /api/admin/login.php (docs/product.md#admin-endpoints: the token), and login-two-factor.php's answer.
 */
export const signedInResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
  username: z.string(),
  /** A temporary password set by an owner (decision 023); the admin asks for a new one first. */
  must_change_password: z.optional(z.boolean()),
});
export type SignedIn = z.infer<typeof signedInResponseSchema>;

/** With two-factor on, the password opens a challenge, which a code completes (decision 024). */
export const twoFactorChallengeSchema = z.object({
  success: z.literal(true),
  two_factor_required: z.literal(true),
  challenge: z.string(),
});

export const loginResponseSchema = z.union([signedInResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/admin/check-auth.php (docs/product.md#admin-routes: success must be true); decision 022 adds who
 * the keeper is allowed to be: their role, a branch editor's branch, and whether a temporary password must
 * go.
 */
export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  role: z.enum(adminRoles),
  branch: z.nullable(z.object({ id: z.number(), name: z.string() })),
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  mustEnrolTwoFactor: z.boolean(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/**
 * GET /api/admin/stats.php: the dashboard counters (docs/product.md#data), the inbox's unread count and the
 * unread suggested corrections (decision 021), both for the sidebar's badges.
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
