import type { Kysely } from 'kysely';

/**
 * The family's timeline names its members and a place (decision 063):
 *
 * - `history_timeline.place_id`: where the entry happened, one of the family's places; null when
 *   the entry names none.
 * - `history_timeline_members`: the members an entry names, in the keeper's order; no ON DELETE
 *   CASCADE, like `news_members`: the repositories delete a link with either side, on both
 *   databases alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('history_timeline')
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .execute();
  // A place's page asks for the entries that name it.
  await db.schema
    .createIndex('history_timeline_place_idx')
    .on('history_timeline')
    .column('place_id')
    .execute();

  await db.schema
    .createTable('history_timeline_members')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('history_timeline.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('family_members.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('history_timeline_members_pk', ['entry_id', 'member_id'])
    .execute();
  // A member's page, a merge and a member's deletion ask for the entries naming the member.
  await db.schema
    .createIndex('history_timeline_members_member_idx')
    .on('history_timeline_members')
    .column('member_id')
    .execute();
}
