import * as z from 'zod/mini';
import { familyMemberSchema, memberCircleSchema, publicVisibilities } from './family-member';
import { memberLifeSchema } from './member-life';

/**
 * A member as the admin's list and the link comboboxes show it: the stored member, its
 * nasab («محمد بن عبدالله بن …», so ten men called محمد are told apart), its years («1890–1952»,
 * «1890–», «–1952» or ''), how many children name it as father or mother, and what the public sees.
 */
export const memberListRowSchema = z.extend(familyMemberSchema, {
  // The keepers' list is the only answer that carries them: the form reads its member from it.
  ...memberCircleSchema.shape,
  nasab: z.string(),
  years: z.string(),
  children: z.int(),
  /** What the public sees of the member now (decision 015): the admin sees all and is told this. */
  public_visibility: z.enum(publicVisibilities),
  /** Sent back with an update, so a stale one is refused (decision 026). */
  version: z.int(),
  /** Whether this keeper may edit the member: false outside a branch editor's branch (decision 022). */
  editable: z.boolean(),
  /** The member's life (decision 056): only in an answer to `?ids=`, which is how the form reads. */
  life: z.optional(memberLifeSchema),
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
