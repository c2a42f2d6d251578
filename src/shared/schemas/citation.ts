import * as z from 'zod/mini';

// The kinds of sources and of cited facts, and a citation as a member's page shows it (decision
// 060): apart from source.ts, which lists members, so the member's page can name them without a
// cycle between the two.

/** A document (often with its image), a book, a person who told it («رواية العم …»), another. */
export const sourceKinds = ['document', 'book', 'person', 'other'] as const;
export type SourceKind = (typeof sourceKinds)[number];

/**
 * The fact a citation supports: a member's own (the name, the birth, the death, the link to the
 * parents), a marriage, or one of the member's events (a burial, a residence, an occupation…).
 */
export const citedFacts = ['name', 'birth', 'death', 'parents', 'marriage', 'event'] as const;
export type CitedFact = (typeof citedFacts)[number];

/** The facts a citation names by their member. */
export const memberFacts: readonly CitedFact[] = ['name', 'birth', 'death', 'parents'];

/**
 * A citation as a member's public page shows it: a mark beside the fact, leading to the source.
 * Only citations of public sources, and only of facts the reader may see.
 */
export const publicCitationSchema = z.object({
  fact: z.enum(citedFacts),
  /** A marriage's: the other spouse, so the mark stands beside that spouse. */
  spouse_id: z.optional(z.int()),
  /** An event's id, as the life story lists it. */
  event_id: z.optional(z.int()),
  source: z.object({ id: z.int(), title: z.string(), kind: z.enum(sourceKinds) }),
  page: z.string(),
});
export type PublicCitation = z.infer<typeof publicCitationSchema>;
