import type { Kysely } from 'kysely';

/**
 * How often each news item was read (decision 018): the dashboard's «الأخبار الأكثر
 * قراءة». One running count per item is all the list needs; the site's own counter stays per day
 * in `page_views`. Deleting a news item deletes its count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_views')
    .addColumn('news_id', 'integer', (c) => c.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
