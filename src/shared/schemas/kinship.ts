import * as z from 'zod/mini';

/** GET /api/family-members/relationship.php?from=&to= (issue #10): what `to` is to `from`. */
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
});
export type RelationshipResponse = z.infer<typeof relationshipResponseSchema>;
