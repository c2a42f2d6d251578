import * as z from 'zod/mini';
import { publicVisibilities } from './family-member';

/**
 * A member the answer mentions, as the public sees them: the path holds only ids, and the browser
 * has no other way to name them. A hidden ancestor kept so the line reads is «—» (visibility
 * `hidden`): shown, never linked (decision 015).
 */
export const kinshipPersonSchema = z.object({
  id: z.int(),
  name: z.string(),
  visibility: z.enum(publicVisibilities),
});
export type KinshipPerson = z.infer<typeof kinshipPersonSchema>;

/** GET /api/family-members/relationship.php?from=&to=: what `to` is to `from`. */
export const relationshipResponseSchema = z.object({
  success: z.literal(true),
  relation: z.object({
    /** The short word («ابن عم»), or null when only a sentence says it (distant, unrelated, self). */
    term: z.nullable(z.string()),
    sentence: z.string(),
    /** From `from` to `to` inclusive, through the common ancestor or the marriage; [] when unrelated. */
    path: z.array(z.int()),
    common_ancestor: z.nullable(z.int()),
  }),
  /** One entry per id of `path`, in its order, then the common ancestor if the path misses him. */
  people: z.array(kinshipPersonSchema),
});
export type RelationshipResponse = z.infer<typeof relationshipResponseSchema>;
