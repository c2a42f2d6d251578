import type { Kysely } from 'kysely';

/**
 * News that can wait (decision 016): each item's status (`draft`, `scheduled`,
 * `published`) and the UTC instant it may be shown from; and the family members an item names.
 * Existing items stay `published` with no instant, so an upgraded site shows what it showed.
 *
 * The links point at both tables, without ON DELETE CASCADE: the repositories delete a news
 * item's or a member's links themselves, in the same transaction, on both databases alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('news').addColumn('publish_at', 'text').execute();
  await db.schema
    .createTable('news_members')
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('family_members.id'))
    // The admin's order of the names on the news page.
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('news_members_pk', ['news_id', 'member_id'])
    .execute();
  // A member's page asks for the news naming them.
  await db.schema.createIndex('news_members_member_idx').on('news_members').column('member_id').execute();
}
