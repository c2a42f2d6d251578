import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';
import { memberSummarySchema } from './member-page';
import { lifeStoryKinds, placeLabelSchema } from './member-life';

/**
 * A place as the keepers' list and form read it (decision 056): its names, coordinates, the place it
 * lies within, the chain it is shown with, how many facts and places name it and how many members.
 */
export const adminPlaceSchema = z.object({
  id: z.int(),
  name: z.string(),
  older_names: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  parent_id: z.nullable(z.int()),
  full_name: z.string(),
  uses: z.int(),
  /** How many members have a fact there (born, died, married, or an event). */
  members: z.int(),
  version: z.int(),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

/** GET /api/admin/places/list.php and get.php?id=; a create's and an update's answer. */
export const adminPlaceListResponseSchema = dataResponseSchema(z.array(adminPlaceSchema));
export const adminPlaceResponseSchema = dataResponseSchema(adminPlaceSchema);
export const adminPlaceSavedResponseSchema = savedResponseSchema(adminPlaceSchema);

/** One fact at a place, as its page lists it: who, what and when (as written). */
export const placeFactSchema = z.object({
  kind: z.enum(lifeStoryKinds),
  date: z.string(),
  member: memberSummarySchema,
  /** A marriage's other spouse. */
  spouse: z.optional(memberSummarySchema),
  /** A place within this one where it happened; absent when it happened here. */
  place: z.optional(placeLabelSchema),
});
export type PlaceFact = z.infer<typeof placeFactSchema>;

/** A timeline entry at a place: its date and title, and the place within where it happened. */
export const placeHistoryEntrySchema = z.object({
  id: z.int(),
  year: z.nullable(z.int()),
  period: z.string(),
  title: z.string(),
  place: z.optional(placeLabelSchema),
});
export type PlaceHistoryEntry = z.infer<typeof placeHistoryEntrySchema>;

/**
 * GET /api/places/get.php?id=: a place's page as its reader may see it (docs/product.md#places): the
 * place, the place it lies within and the places within it that have a page, and the facts there of
 * the members the reader sees in full, the birth, marriage, residence, death and burial first.
 */
export const placePageSchema = z.object({
  id: z.int(),
  name: z.string(),
  older_names: z.array(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  parent: z.nullable(placeLabelSchema),
  within: z.array(placeLabelSchema),
  /** Here and within, by kind (births first) then year; at most 200 of a kind. */
  facts: z.array(placeFactSchema),
  /** How many facts of each kind there are, those past the 200 shown counted. */
  totals: z.array(z.object({ kind: z.enum(lifeStoryKinds), count: z.int() })),
  /**
   * The entries of the family's timeline that took place here or within (decision 063), in the
   * timeline's order, each linking to its place on the history page.
   */
  history: z.array(placeHistoryEntrySchema),
});
export type PlacePage = z.infer<typeof placePageSchema>;

export const placePageResponseSchema = z.object({ success: z.literal(true), place: placePageSchema });
