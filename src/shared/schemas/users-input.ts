import { z } from 'zod';
import { adminRoles } from '../auth/roles';
import { usersAdminMessages as m } from '../messages/users-admin';
import { idSchema } from './input';

const branchMember = z
  .union([z.null(), idSchema()])
  .optional()
  .transform((value) => value ?? null);

/** A branch editor needs their branch; the other roles have none. */
const withBranch = <T extends { role: string; branch_member_id: number | null }>(
  values: T,
  context: z.RefinementCtx,
) => {
  if (values.role === 'branch_editor' && values.branch_member_id === null) {
    context.addIssue({ code: 'custom', path: ['branch_member_id'], message: m.branchRequired });
  }
};

/** POST /api/admin/users/create.php (owners). */
export const userCreateInputSchema = z
  .object({
    username: z
      .string({ error: m.usernameInvalid })
      .trim()
      .min(3, m.usernameInvalid)
      .max(50, m.usernameInvalid)
      .regex(/^\S+$/u, m.usernameInvalid),
    role: z.enum(adminRoles, { error: m.roleRequired }),
    branch_member_id: branchMember,
  })
  .superRefine(withBranch);
export type UserCreateInput = z.input<typeof userCreateInputSchema>;

/** POST /api/admin/users/update.php?id= : the role and the branch. */
export const userUpdateInputSchema = z
  .object({ role: z.enum(adminRoles, { error: m.roleRequired }), branch_member_id: branchMember })
  .superRefine(withBranch);
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;
