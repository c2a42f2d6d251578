import { z } from 'zod';
import { BRANCH_DEPTH } from '../family-tree/tree-slice';
import { treeChartMessages } from '../messages/tree-chart';
import { idSchema } from './input';

const m = treeChartMessages.branch;

/** `?depth=`: the digits 1 to 5 (a form or a test may send the number itself); 2 when absent. */
const depthSchema = z
  .custom<number>((raw) => new RegExp(`^[${BRANCH_DEPTH.min}-${BRANCH_DEPTH.max}]$`).test(String(raw)), {
    error: m.invalidDepth,
  })
  .optional()
  .transform((raw) => (raw === undefined ? BRANCH_DEPTH.default : Number(raw)));

/**
 * `?…` of branch.php: nothing for the first screen, `member` for the first screen opened down to a
 * member, `id` (and `depth`) for the branch below a card, `tops_page` for a further page of the
 * tops (1 and up: the first screen holds page 0). A page number is read as an id is: digits, no
 * sign, no zero, within what an int can hold.
 */
export const treeBranchQuerySchema = z
  .object({
    id: idSchema().optional(),
    member: idSchema().optional(),
    depth: depthSchema,
    tops_page: idSchema(m.invalidTopsPage).optional(),
  })
  .refine((query) => query.id === undefined || query.member === undefined, {
    error: m.idOrMember,
    path: ['member'],
  })
  .refine(
    (query) => query.tops_page === undefined || (query.id === undefined && query.member === undefined),
    {
      error: m.topsPageAlone,
      path: ['tops_page'],
    },
  );
export type TreeBranchQuery = z.input<typeof treeBranchQuerySchema>;
