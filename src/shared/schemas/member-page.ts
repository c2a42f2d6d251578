import * as z from 'zod/mini';
import {
  genders,
  publicFamilyMemberSchema,
  publicSpouseLinkSchema,
  publicVisibilities,
} from './family-member';
import { publicCitationSchema } from './citation';
import { lifeStoryEntrySchema, placeLabelSchema } from './member-life';
import { notablePersonSchema } from './notable-person';

// A page for every member and a search that finds anyone. Every shape here is public
// and built from the family as the public may see it (decision 015): a limited member's dates and
// photo are absent, a hidden member never appears except as «—» in a lineage.

/** One relative as a member's page lists them: enough for a link with years and a small photo. */
export const memberSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.nullable(z.enum(genders)),
  generation: z.int(),
  visibility: z.enum(publicVisibilities),
  birth: z.optional(z.string()),
  death: z.optional(z.string()),
  image: z.optional(z.string()),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** A spouse on the member's page, with the marriage as seen from the member. */
export const spouseSummarySchema = z.extend(memberSummarySchema, {
  order: publicSpouseLinkSchema.shape.order,
  ended: publicSpouseLinkSchema.shape.ended,
});
export type SpouseSummary = z.infer<typeof spouseSummarySchema>;

/**
 * GET /api/family-members/profile.php?id= (public): one member and everything their page shows.
 * Unknown or hidden id: 404 with an Arabic message.
 */
export const memberProfileSchema = z.object({
  member: publicFamilyMemberSchema,
  /**
   * «محمد بن عبدالله بن سالم»: the member's name through the father line
   * (docs/genealogy.md#names-and-the-nasab).
   */
  nasab: z.string(),
  /**
   * The father line, nearest first (father, grandfather, … the root); each a page of its own,
   * except a hidden ancestor kept as «—» (visibility `hidden`), who is shown but not linked.
   */
  lineage: z.array(z.object({ id: z.int(), name: z.string(), visibility: z.enum(publicVisibilities) })),
  father: z.nullable(memberSummarySchema),
  mother: z.nullable(memberSummarySchema),
  /** In order: a man's wives by rank; a woman's husbands in the order she married them. */
  spouses: z.array(spouseSummarySchema),
  /**
   * Children grouped by the other parent (a man's children by mother, a woman's by father), in
   * the order of the spouses, then a group whose other parent is not recorded (`partner` null).
   */
  children: z.array(
    z.object({ partner: z.nullable(memberSummarySchema), children: z.array(memberSummarySchema) }),
  ),
  siblings: z.object({
    /** Same father and same mother. */
    full: z.array(memberSummarySchema),
    /** Same father, another (or unrecorded) mother. */
    paternal: z.array(memberSummarySchema),
    /** Same mother, another father. */
    maternal: z.array(memberSummarySchema),
  }),
  /**
   * The member's «سيرة» in the order of the life (decision 056): the birth, marriages, residences,
   * occupations, titles, the death and the burial, with their places. Absent when the reader may
   * not see the member in full, as the dates are, and when it would tell no more than the dates.
   */
  life: z.optional(z.array(lifeStoryEntrySchema)),
  /**
   * The public sources of the facts the reader may see (decision 060): a mark beside each cited
   * fact leads to its source's page. Absent when there are none.
   */
  citations: z.optional(z.array(publicCitationSchema)),
  /** The notable-people entry about this member, when there is one. */
  notable: z.nullable(notablePersonSchema),
  /**
   * The entries of the family's timeline that name the member (decision 063), in the timeline's
   * order, each linking to its place on the history page. Absent when there are none.
   */
  history: z.optional(
    z.array(z.object({ id: z.int(), year: z.nullable(z.int()), period: z.string(), title: z.string() })),
  ),
  /** News that mention the member by their nasab («محمد بن سالم»), newest first, at most 10. */
  news: z.array(
    z.object({ id: z.int(), title: z.string(), date: z.string(), family_only: z.optional(z.literal(true)) }),
  ),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: memberProfileSchema,
});
export type MemberProfileResponse = z.infer<typeof memberProfileResponseSchema>;

/** One answer of search.php: the name, the nasab that tells namesakes apart, and the years. */
export const memberSearchResultSchema = z.object({
  id: z.int(),
  name: z.string(),
  nasab: z.string(),
  generation: z.int(),
  gender: z.nullable(z.enum(genders)),
  birth: z.optional(z.string()),
  death: z.optional(z.string()),
  /** Found by an occupation, a title or another fact of the member's life (decision 056): its words. */
  matched: z.optional(z.string()),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

/**
 * GET /api/family-members/search.php?q= (public): at most 20 members, best first (by name, then by
 * what their life says), and the places so named that have a page for the reader.
 */
export const memberSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(memberSearchResultSchema),
  places: z.optional(z.array(placeLabelSchema)),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

/**
 * What a member's server-rendered page tells the link preview and the status line: the page
 * itself or its print view, named from the same answer the page was drawn from.
 */
export interface MemberFacts {
  id: number;
  name: string;
  nasab: string;
  /** The photo as stored, '' when none is public. */
  image: string;
  view: 'page' | 'print';
}
