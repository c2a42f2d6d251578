import { sql, type Kysely } from 'kysely';
import type { LifeStoryKind, MemberEventKind } from '#shared/schemas/member-life.ts';
import type { Database, MemberEventRow } from '../db/schema';

// What happened where (decision 056): the facts a place's page lists and the search finds, read from
// the database for the place or the words asked, never for the whole family at once.

/** A fact at a place: who, what, when as written, and for a marriage the other spouse. */
export interface PlaceFactRow {
  kind: LifeStoryKind;
  member_id: number;
  spouse_id: number | null;
  date: string;
  place_id: number;
}

/** An event's text matched by the search: the member it belongs to and the text as written. */
export interface ValueMatch {
  member_id: number;
  kind: MemberEventKind;
  value: string;
}

/** A LIKE pattern for a text anywhere in a column, `%` and `_` in the text taken as they are. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Every fact at one of these places, births and deaths of the members' own columns included; at
 * any place with `null` (the sitemap's question: which places have a page).
 */
async function factsAt(db: Kysely<Database>, placeIds: readonly number[] | null): Promise<PlaceFactRow[]> {
  if (placeIds !== null && placeIds.length === 0) return [];
  const ids = placeIds === null ? null : [...placeIds];
  const at = (column: string) =>
    sql<boolean>`${sql.ref(column)} ${ids === null ? sql`is not null` : sql`in (${sql.join(ids)})`}`;
  const [births, deaths, events, marriages] = await Promise.all([
    db
      .selectFrom('family_members')
      .select(['id', 'birth', 'birth_place_id'])
      .where(at('birth_place_id'))
      .execute(),
    db
      .selectFrom('family_members')
      .select(['id', 'death', 'death_place_id'])
      .where(at('death_place_id'))
      .execute(),
    db
      .selectFrom('member_events')
      .select(['member_id', 'kind', 'date', 'place_id'])
      .where(at('place_id'))
      .execute(),
    db
      .selectFrom('marriages')
      .select(['husband_id', 'wife_id', 'married_on', 'place_id'])
      .where(at('place_id'))
      .execute(),
  ]);
  return [
    ...births.map((row) => fact('birth', row.id, row.birth, row.birth_place_id!)),
    ...deaths.map((row) => fact('death', row.id, row.death, row.death_place_id!)),
    ...events.map((row) => fact(row.kind, row.member_id, row.date, row.place_id!)),
    ...marriages.map((row) => ({
      ...fact('marriage', row.husband_id, row.married_on, row.place_id!),
      spouse_id: row.wife_id,
    })),
  ];
}

const fact = (kind: LifeStoryKind, memberId: number, date: string, placeId: number): PlaceFactRow => ({
  kind,
  member_id: memberId,
  spouse_id: null,
  date,
  place_id: placeId,
});

/** The facts of places and the words of events, as the public pages and the search read them. */
export function placeFactsRepository(db: Kysely<Database>) {
  return {
    factsAt: (placeIds: readonly number[]) => factsAt(db, placeIds),
    /** Every fact that names a place. */
    allFacts: () => factsAt(db, null),

    /** The member's events, in the keeper's order. */
    eventsOfMember(memberId: number): Promise<MemberEventRow[]> {
      return db
        .selectFrom('member_events')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** The member's marriages with their date and place. */
    marriagesOfMember(memberId: number) {
      return db
        .selectFrom('marriages')
        .select(['husband_id', 'wife_id', 'married_on', 'place_id'])
        .where((eb) => eb.or([eb('husband_id', '=', memberId), eb('wife_id', '=', memberId)]))
        .orderBy('id')
        .execute();
    },

    /** The member's birth and death places. */
    placesOfMember(memberId: number) {
      return db
        .selectFrom('family_members')
        .select(['birth_place_id', 'death_place_id'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /**
     * The events whose text holds these words, as normalised for search (`searchKey`): an
     * occupation, a title, another fact, a residence's address. At most `limit`, the earliest
     * recorded first; privacy is the caller's (the reader may not see every member found).
     */
    async withValue(key: string, limit: number): Promise<ValueMatch[]> {
      if (key === '') return [];
      return db
        .selectFrom('member_events')
        .select(['member_id', 'kind', 'value'])
        .where(sql<boolean>`${sql.ref('value_key')} like ${containing(key)} escape '\\'`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** The places whose name or an older name holds these words (normalised), by name. */
    async placesNamed(key: string, limit: number): Promise<number[]> {
      if (key === '') return [];
      const rows = await db
        .selectFrom('places')
        .select('id')
        .where(sql<boolean>`${sql.ref('name_key')} like ${containing(key)} escape '\\'`)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type PlaceFactsRepository = ReturnType<typeof placeFactsRepository>;
