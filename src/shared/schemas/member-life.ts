import * as z from 'zod/mini';

/**
 * A member's life beyond the name and the links (decision 056): where the birth and the death of the
 * member's own columns took place, the facts kept as events (`member_events`), and where and when
 * each marriage was made. Kept out of `FamilyMember`, which every public answer and the tree are
 * made from: the public reads it only through a member's page, built for its reader.
 */

/** What an event records; the birth, the death and a marriage have places of their own elsewhere. */
export const memberEventKinds = [
  'burial',
  'christening',
  'residence',
  'occupation',
  'title',
  'other',
] as const;
export type MemberEventKind = (typeof memberEventKinds)[number];

/** The kinds whose text (`value`) is the fact itself: an occupation, a title, another fact. */
export const valuedEventKinds: readonly MemberEventKind[] = ['occupation', 'title', 'other'];

/** A place as a fact names it: its id, its own name, and the places it lies within («حي القبلة، مدينة الكويت»). */
export const placeLabelSchema = z.object({
  id: z.int(),
  name: z.string(),
  full_name: z.string(),
});
export type PlaceLabel = z.infer<typeof placeLabelSchema>;

/** One event as the keepers' form reads it. */
export const memberEventSchema = z.object({
  id: z.int(),
  kind: z.enum(memberEventKinds),
  date: z.string(),
  end_date: z.string(),
  place_id: z.nullable(z.int()),
  value: z.string(),
  version: z.int(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** Where and when a marriage was made, seen from one of the spouses. */
export const marriageFactsSchema = z.object({
  /** The marriage's record, which a citation names (decision 060). */
  id: z.int(),
  spouse_id: z.int(),
  married_on: z.string(),
  place_id: z.nullable(z.int()),
});
export type MarriageFacts = z.infer<typeof marriageFactsSchema>;

/** The keepers' copy of a member's life: the form's events section, and the places it names. */
export const memberLifeSchema = z.object({
  birth_place_id: z.nullable(z.int()),
  death_place_id: z.nullable(z.int()),
  /** In the keeper's order. */
  events: z.array(memberEventSchema),
  marriages: z.array(marriageFactsSchema),
  /** Every place the above names, so the form shows them by name. */
  places: z.array(placeLabelSchema),
});
export type MemberLife = z.infer<typeof memberLifeSchema>;

/** What a line of the life story tells: the member's own events, and the birth, a marriage and the death. */
export const lifeStoryKinds = ['birth', 'marriage', 'death', ...memberEventKinds] as const;
export type LifeStoryKind = (typeof lifeStoryKinds)[number];

/**
 * One line of a member's «سيرة» as its reader may see it (docs/product.md#member-page): what, when
 * (as written; the page shows both calendars), until when for a residence, where, the occupation or
 * title, for a marriage the spouse, and for an event its id.
 */
export const lifeStoryEntrySchema = z.object({
  kind: z.enum(lifeStoryKinds),
  date: z.string(),
  end_date: z.optional(z.string()),
  place: z.nullable(placeLabelSchema),
  value: z.optional(z.string()),
  spouse: z.optional(z.object({ id: z.int(), name: z.string() })),
  /** An event's record, which the page's citations name (decision 060). */
  event_id: z.optional(z.int()),
});
export type LifeStoryEntry = z.infer<typeof lifeStoryEntrySchema>;
