import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';

// The family's history as content (issue #11): the page's texts, the timeline and the text
// blocks. zod/mini, like every response schema the public pages check.

/** One timeline entry, in the admin's order. */
export const historyEntrySchema = z.object({
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

/** GET the admin's copy (never from the public cache). */
export const adminHistoryResponseSchema = dataResponseSchema(historySchema);

export const historyEntrySavedResponseSchema = savedResponseSchema(historyEntrySchema);
export const historyBlockSavedResponseSchema = savedResponseSchema(historyBlockSchema);
export const historyPageSavedResponseSchema = savedResponseSchema(historyPageTextsSchema);
/** A reorder answers with the whole list in its new order. */
export const historyTimelineReorderedResponseSchema = savedResponseSchema(z.array(historyEntrySchema));
export const historyBlocksReorderedResponseSchema = savedResponseSchema(z.array(historyBlockSchema));
