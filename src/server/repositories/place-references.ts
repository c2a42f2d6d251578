import type { Database } from '../db/schema';

// Every column that names one of the family's places (decisions 056 and 063): the one list that
// says whether a place is still in use, read by the keepers' count of uses, the refusal to delete a
// place something names, and an import's undo, which removes only the places nothing names.
// `place-references.api.test.ts` walks the migrated database (its foreign keys to places, and every
// column called `place_id` or `…_place_id`) and fails until a new column is named here.

export interface PlaceReference {
  table: keyof Database;
  column: string;
}

export const placeReferences = [
  // Where a member was born and died.
  { table: 'family_members', column: 'birth_place_id' },
  { table: 'family_members', column: 'death_place_id' },
  { table: 'marriages', column: 'place_id' },
  { table: 'member_events', column: 'place_id' },
  // The place another lies within.
  { table: 'places', column: 'parent_id' },
  // Where a timeline entry of the family's history happened.
  { table: 'history_timeline', column: 'place_id' },
] as const satisfies readonly PlaceReference[];

/** `place_id` or `…_place_id`: a column named for a place, with or without a foreign key. */
export const namesAPlace = (column: string) => /(^|_)place_id$/.test(column);
