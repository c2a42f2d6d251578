import * as z from 'zod/mini';
import { adminRoles } from '../auth/roles';

/** A keeper's account as the owner's «المستخدمون» screen shows it (decision 022). Never a hash. */
export const adminUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: z.enum(adminRoles),
  branch: z.nullable(z.object({ id: z.int(), name: z.string() })),
  disabled: z.boolean(),
  must_change_password: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
  last_login_at: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminUserSchema) });

/** A change to an account; create and reset add the one-time temporary password, shown once. */
export const userSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminUserSchema,
  temporary_password: z.optional(z.string()),
});
export type UserSaved = z.infer<typeof userSavedResponseSchema>;
