import * as z from 'zod/mini';
import { familyMemberSchema } from './family-member';

/**
 * A member as the admin's list and the link comboboxes show it (issue #9): the stored member, its
 * nasab («محمد بن عبدالله بن …», so ten men called محمد are told apart), its years («1890–1952»,
 * «1890–», «–1952» or '') and how many children name it as father or mother.
 */
export const memberListRowSchema = z.extend(familyMemberSchema, {
  nasab: z.string(),
  years: z.string(),
  children: z.int(),
});
export type MemberListRow = z.infer<typeof memberListRowSchema>;

/** GET /api/admin/family-members/list.php: one page, the total that matched, and the family's depth. */
export const memberListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(memberListRowSchema),
  /** Members matching `q` and `gender` (or the `ids` found), over all pages. */
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
  /** The deepest generation recorded, for the form's generation choices. */
  deepest_generation: z.int(),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;
