import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';
import { memberEventKinds } from './member-life';
import { citedFacts, sourceKinds } from './citation';
import { memberSummarySchema } from './member-page';

export { citedFacts, memberFacts, sourceKinds, type CitedFact, type SourceKind } from './citation';

/**
 * Sources and citations (docs/product.md#sources, decision 060): where the family knows a fact
 * from, and which facts each source supports.
 */

/** A source as the keepers' list and form read it, with how many facts it supports. */
export const adminSourceSchema = z.object({
  id: z.int(),
  kind: z.enum(sourceKinds),
  title: z.string(),
  author: z.string(),
  author_member_id: z.nullable(z.int()),
  /** The teller's name as the tree has it, for the form's picker; null without a member. */
  author_member_name: z.nullable(z.string()),
  details: z.string(),
  image: z.string(),
  is_public: z.boolean(),
  uses: z.int(),
  version: z.int(),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;

/**
 * One citation as the keepers' member form reads it: the source, the fact (with the marriage's or
 * the event's id) and where in the source.
 */
export const adminCitationSchema = z.object({
  id: z.int(),
  source_id: z.int(),
  source_title: z.string(),
  source_kind: z.enum(sourceKinds),
  fact: z.enum(citedFacts),
  member_id: z.nullable(z.int()),
  marriage_id: z.nullable(z.int()),
  event_id: z.nullable(z.int()),
  page: z.string(),
  note: z.string(),
  version: z.int(),
});
export type AdminCitation = z.infer<typeof adminCitationSchema>;

/** One fact a source supports, as its public page lists it. */
export const sourceFactSchema = z.object({
  fact: z.enum(citedFacts),
  member: memberSummarySchema,
  /** A marriage's other spouse. */
  spouse: z.optional(memberSummarySchema),
  /** An event's kind, what it says (an occupation, a title) and its date as written. */
  event: z.optional(z.object({ kind: z.enum(memberEventKinds), value: z.string(), date: z.string() })),
  page: z.string(),
  note: z.string(),
});
export type SourceFact = z.infer<typeof sourceFactSchema>;

/**
 * GET /api/sources/get.php?id=: a public source's page as its reader may see it
 * (docs/product.md#sources): the source, its teller when he is a member the reader sees, and the
 * facts it supports of the members the reader may see (a limited member's name and parents only;
 * a hidden member's nothing). A source the family has not made public answers 404.
 */
export const sourcePageSchema = z.object({
  id: z.int(),
  kind: z.enum(sourceKinds),
  title: z.string(),
  author: z.string(),
  teller: z.nullable(memberSummarySchema),
  details: z.string(),
  image: z.string(),
  facts: z.array(sourceFactSchema),
});
export type SourcePage = z.infer<typeof sourcePageSchema>;

export const sourcePageResponseSchema = z.object({ success: z.literal(true), source: sourcePageSchema });

/** GET /api/admin/sources/list.php and get.php?id=; POST create.php, PUT update.php?id=. */
export const adminSourcesResponseSchema = dataResponseSchema(z.array(adminSourceSchema));
export const adminSourceResponseSchema = dataResponseSchema(adminSourceSchema);
export const sourceSavedResponseSchema = savedResponseSchema(adminSourceSchema);
/** GET /api/admin/citations/list.php?member=; POST create.php, PUT update.php?id=. */
export const adminCitationsResponseSchema = dataResponseSchema(z.array(adminCitationSchema));
export const citationSavedResponseSchema = savedResponseSchema(adminCitationSchema);
