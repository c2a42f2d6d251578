import * as z from 'zod/mini';
import { placeLabelSchema } from './member-life';
import { newsMemberLinkSchema } from './news';
import { dataResponseSchema, savedResponseSchema } from './responses';

// The family's history as content (decision 020): the page's texts, the timeline and the text
// blocks. zod/mini, like every response schema the public pages check.

/** What every copy of a timeline entry holds: its date, its texts, its image. */
const historyEntryFields = {
  id: z.int(),
  /** A Gregorian year; the Hijri one is shown beside it (format/history-date.ts). */
  year: z.nullable(z.int()),
  /** A free label for an entry dated by a period («أواخر القرن التاسع عشر»); '' when none. */
  period: z.string(),
  title: z.string(),
  /** Short: the home page's card. */
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  /** One of the home page's cards (the first three so marked). */
  on_home: z.boolean(),
};

/** One timeline entry, in the admin's order, as its reader may see it. */
export const historyEntrySchema = z.object({
  ...historyEntryFields,
  /**
   * The members it names that the reader may see named (decision 063, as a news item's): each links
   * to the member's page; a member the family hides is left out.
   */
  members: z.array(newsMemberLinkSchema),
  /** Where it happened, linking to the place's page; null when it names no place. */
  place: z.nullable(placeLabelSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyBlockSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
});
export type HistoryBlock = z.infer<typeof historyBlockSchema>;

/** The page's own texts; all '' on a site that has written none. */
export const historyPageTextsSchema = z.object({
  intro: z.string(),
  home_intro: z.string(),
  map_image: z.string(),
  map_alt: z.string(),
  map_caption: z.string(),
});
export type HistoryPageTexts = z.infer<typeof historyPageTextsSchema>;

export const historySchema = z.object({
  page: historyPageTextsSchema,
  timeline: z.array(historyEntrySchema),
  blocks: z.array(historyBlockSchema),
});
export type History = z.infer<typeof historySchema>;

/** GET /api/history.php: all the history page and the home section show (empty lists on a new site). */
export const historyResponseSchema = z.object({ success: z.literal(true), history: historySchema });

// The admin's copies carry the version an update sends back (decision 026); the
// page's texts are at version 0 before their first save.
const versioned = { version: z.int() };
/** The keepers' copy names every member and the place by id, whatever the public sees of them. */
export const adminHistoryEntrySchema = z.object({
  ...historyEntryFields,
  member_ids: z.array(z.int()),
  place_id: z.nullable(z.int()),
  ...versioned,
});
export type AdminHistoryEntry = z.infer<typeof adminHistoryEntrySchema>;
export const adminHistoryBlockSchema = z.extend(historyBlockSchema, versioned);
export type AdminHistoryBlock = z.infer<typeof adminHistoryBlockSchema>;
export const adminHistoryPageTextsSchema = z.extend(historyPageTextsSchema, versioned);
export type AdminHistoryPageTexts = z.infer<typeof adminHistoryPageTextsSchema>;
export const adminHistorySchema = z.object({
  page: adminHistoryPageTextsSchema,
  timeline: z.array(adminHistoryEntrySchema),
  blocks: z.array(adminHistoryBlockSchema),
});
export type AdminHistory = z.infer<typeof adminHistorySchema>;

/** GET the admin's copy (never from the public cache). */
export const adminHistoryResponseSchema = dataResponseSchema(adminHistorySchema);

export const historyEntrySavedResponseSchema = savedResponseSchema(adminHistoryEntrySchema);
export const historyBlockSavedResponseSchema = savedResponseSchema(adminHistoryBlockSchema);
export const historyPageSavedResponseSchema = savedResponseSchema(adminHistoryPageTextsSchema);
/** A reorder answers with the whole list in its new order. */
export const historyTimelineReorderedResponseSchema = savedResponseSchema(z.array(adminHistoryEntrySchema));
export const historyBlocksReorderedResponseSchema = savedResponseSchema(z.array(adminHistoryBlockSchema));
