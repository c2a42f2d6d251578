import { z } from 'zod';
import { genders } from './family-member';
import { parseId } from './ids';

/** The most rows one page of the admin's member list (or one combobox answer) carries. */
export const MAX_MEMBERS_PER_PAGE = 100;
export const DEFAULT_MEMBERS_PER_PAGE = 25;
/** `?ids=` names at most this many members (a member's father, mother and spouses). */
export const MAX_LISTED_IDS = 100;

const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => {
      const number = value === undefined || !/^\d{1,6}$/.test(value) ? fallback : Number(value);
      return Math.min(Math.max(number, 1), max);
    });

/**
 * GET /api/admin/family-members/list.php: `q` searches name and nasab with Arabic
 * normalisation (src/shared/search/arabic-names.ts); without `q` the rows come by generation, then
 * name. `gender` keeps the members of that gender and those whose gender is not recorded (the
 * father, mother and spouse comboboxes). `exclude` leaves one member out (the member being edited).
 * `ids` asks for exactly those members, in that order, unpaged (the labels of a form's current
 * links). `in_branch=1` keeps, for a branch editor, the members of the branch and its chosen member
 * («أفراد فرعك», and the parents such an editor may pick); others have no branch and it
 * changes nothing for them. A page past the end is empty, never an error.
 */
export const memberListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  page: positiveInt(1, 100_000),
  per_page: positiveInt(DEFAULT_MEMBERS_PER_PAGE, MAX_MEMBERS_PER_PAGE),
  gender: z.enum(genders).optional(),
  in_branch: z.enum(['1']).optional(),
  exclude: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? null : parseId(value))),
  ids: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? null
        : value
            .split(',')
            .map((part) => parseId(part))
            .filter((id): id is number => id !== null)
            .slice(0, MAX_LISTED_IDS),
    ),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;
export type MemberListParams = z.output<typeof memberListQuerySchema>;
