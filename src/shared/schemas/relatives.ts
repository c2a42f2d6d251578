import * as z from 'zod/mini';

// Relatives' accounts (docs/product.md#relatives-accounts). zod/mini: the public pages check these
// answers without the full validation library.

/** POST /api/admin/relatives/invite.php: the one-time link, shown once, and when it stops working. */
export const inviteCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ invite_url: z.string(), expires_at: z.string() }),
});
export type InviteCreated = z.infer<typeof inviteCreatedResponseSchema>['data'];

/** GET /api/family/invite.php?token=: who it is for, by the name the public may see. */
export const invitePreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ name: z.nullable(z.string()), expires_at: z.string() }),
});
export type InvitePreview = z.infer<typeof invitePreviewResponseSchema>['data'];

/** GET /api/family/me.php, and what accept-invite.php and login.php answer. */
export const familyMeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ member_id: z.int(), name: z.string() }),
});
export type FamilyMe = z.infer<typeof familyMeResponseSchema>['data'];

/** One member of the keepers' «الأقارب» list: their account, their pending invitation, or both. */
export const relativeEntrySchema = z.object({
  member_id: z.int(),
  member_name: z.string(),
  account: z.nullable(
    z.object({
      id: z.int(),
      username: z.string(),
      created_at: z.string(),
      last_sign_in_at: z.nullable(z.string()),
      revoked_at: z.nullable(z.string()),
    }),
  ),
  /** The newest invitation not accepted yet (it may have expired), or null. */
  invitation: z.nullable(z.object({ created_at: z.string(), expires_at: z.string() })),
});
export type RelativeEntry = z.infer<typeof relativeEntrySchema>;

export const relativesListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(relativeEntrySchema),
});
