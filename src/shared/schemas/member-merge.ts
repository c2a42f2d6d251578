import * as z from 'zod/mini';
import { duplicateReasons } from '../family-tree/duplicates';
import { genders } from './family-member';

/** A member of a likely pair, as the list shows it: enough to tell two «محمد» apart. */
export const duplicateMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** «محمد بن سالم بن …», the recorded line. */
  nasab: z.string(),
  /** «1890–1952», «1890–», «–1952» or ''. */
  years: z.string(),
  gender: z.nullable(z.enum(genders)),
  children: z.int(),
  spouses: z.int(),
});
export type DuplicateMemberSummary = z.infer<typeof duplicateMemberSchema>;

/** Two members that may be one person, with the score and its reasons (decision 057). */
export const duplicateCandidateSchema = z.object({
  score: z.int(),
  reasons: z.array(z.enum(duplicateReasons)),
  first: duplicateMemberSchema,
  second: duplicateMemberSchema,
});
export type DuplicateCandidateRow = z.infer<typeof duplicateCandidateSchema>;

/** GET /api/admin/family-members/duplicates.php: one page, best first. */
export const duplicatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(duplicateCandidateSchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

const namedMember = z.object({ id: z.int(), name: z.string() });

/** One merge as its record keeps it: who became whom, when, by whom, and whether it was undone. */
export const memberMergeSchema = z.object({
  id: z.int(),
  survivor: namedMember,
  absorbed: namedMember,
  merged_at: z.string(),
  merged_by: z.string(),
  undone_at: z.nullable(z.string()),
  undone_by: z.nullable(z.string()),
});
export type MemberMerge = z.infer<typeof memberMergeSchema>;

/** GET /api/admin/family-members/merges.php: the merges, newest first. */
export const memberMergesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(memberMergeSchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type MemberMergesResponse = z.infer<typeof memberMergesResponseSchema>;

/** POST merge.php: the merge's record, to undo it, and the member that stays. */
export const memberMergeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ merge_id: z.int(), survivor_id: z.int(), absorbed_id: z.int() }),
});

/** POST undo-merge.php?id=: both members are back. */
export const undoMergeResponseSchema = memberMergeResponseSchema;
