import * as z from 'zod/mini';
import { savedResponseSchema } from './responses';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

// SPEC §9: generation choices 1 to 6.
export const MIN_GENERATION = 1;
export const MAX_GENERATION = 6;

/** SPEC §3 family member plus gender, spouse and mother (decision 004); children are derived. */
export const familyMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  generation: z.int(),
  parent: z.nullable(z.int()),
  spouse_id: z.nullable(z.int()),
  mother_id: z.nullable(z.int()),
  gender: z.nullable(z.enum(genders)),
  birth: z.string(),
  death: z.string(),
  role: z.string(),
  image: z.string(),
  bio: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/family-members/: the bare array (SPEC §7). */
export const familyMembersResponseSchema = z.array(familyMemberSchema);

/** GET founder.php: the root member of SPEC §2's home preview, or null when there is none. */
export const founderResponseSchema = z.object({
  success: z.literal(true),
  member: z.nullable(familyMemberSchema),
});
/** POST create.php, PUT update.php?id= under /api/family-members/. */
export const familyMemberSavedResponseSchema = savedResponseSchema(familyMemberSchema);
