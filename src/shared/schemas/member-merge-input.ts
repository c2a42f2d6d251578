import { z } from 'zod';
import { duplicatesAdminMessages } from '../messages/duplicates-admin';
import { idSchema, recordVersion } from './input';

/**
 * What a keeper chooses, field by field, when two members become one (decision 057). `father` and
 * `mother` are the parents' links; `contact` is the phone, e-mail and area together with who may
 * read them, since a phone shared with relatives under one record's consent must not be shared
 * under the other's.
 */
export const mergeFields = [
  'name',
  'name_prefix',
  'name_suffix',
  'surname',
  'gender',
  'generation',
  'father',
  'mother',
  'birth',
  'death',
  'role',
  'image',
  'bio',
  'highlights',
  'visibility',
  'contact',
  'relatives_see_full',
] as const;
export type MergeField = (typeof mergeFields)[number];

/** Whose value a field keeps: the member that stays, or the one merged into it. */
export const mergeSides = ['survivor', 'absorbed'] as const;
export type MergeSide = (typeof mergeSides)[number];

const page = z
  .string()
  .optional()
  .transform((value) => Math.min(Math.max(Number(/^\d{1,6}$/.test(value ?? '') ? value : 1), 1), 100_000));

/** GET duplicates.php and merges.php: one page of the list. */
export const pageQuerySchema = z.object({ page });

/**
 * POST /api/admin/family-members/merge.php: `absorbed_id` is merged into `survivor_id`; a field not
 * named keeps the survivor's value. The two versions, when sent, must still be the stored ones
 * (decision 026).
 */
export const memberMergeInputSchema = z
  .object({
    survivor_id: idSchema(),
    absorbed_id: idSchema(),
    fields: z
      .partialRecord(z.enum(mergeFields), z.enum(mergeSides))
      .optional()
      .transform((fields) => fields ?? {}),
    survivor_version: recordVersion,
    absorbed_version: recordVersion,
  })
  .refine((body) => body.survivor_id !== body.absorbed_id, {
    message: duplicatesAdminMessages.errors.sameMember,
    path: ['absorbed_id'],
  });
export type MemberMergeInput = z.input<typeof memberMergeInputSchema>;
export type MemberMergeValues = z.output<typeof memberMergeInputSchema>;
