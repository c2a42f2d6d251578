import * as z from 'zod/mini';
import { publicFamilyMemberSchema } from './family-member';

/** The children of one couple in a slice, by member id (tree-slice.ts `SliceGroup`). */
export const treeSliceGroupSchema = z.object({
  mother: z.nullable(z.int()),
  sons: z.array(z.int()),
  daughters: z.array(z.int()),
});

/** One card of a slice (tree-slice.ts `SliceUnit`); `descendants` only when its children are not in it. */
export const treeSliceUnitSchema = z.object({
  id: z.int(),
  spouses: z.array(z.int()),
  groups: z.array(treeSliceGroupSchema),
  groupedByMother: z.boolean(),
  childrenWith: z.nullable(z.int()),
  childCount: z.int(),
  depth: z.int(),
  descendants: z.optional(z.int()),
});

/**
 * GET branch.php: a part of the public family's tree (the first screen, a further page of tops,
 * the way down to a member, or a branch), its members with privacy applied as in every public
 * output (decision 015).
 */
export const treeSliceResponseSchema = z.object({
  success: z.literal(true),
  units: z.array(treeSliceUnitSchema),
  members: z.array(publicFamilyMemberSchema),
  /** Each card's nasab by member id, read on the whole family. */
  nasab: z.record(z.string(), z.string()),
  /** The top cards this slice holds: a page's, with `member=` the top above the member too. */
  tops: z.array(z.int()),
  /** How many pages the tops come in, the first screen's counted (`tops_page=` 1 to this − 1). */
  topPages: z.int(),
  /** Top cards in the whole tree, on every page. */
  topCount: z.int(),
  root: z.nullable(z.int()),
  earlyIds: z.array(z.int()),
  /** Members in the whole public family. */
  total: z.int(),
});
export type TreeSliceResponse = z.infer<typeof treeSliceResponseSchema>;
