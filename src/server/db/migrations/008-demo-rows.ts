import type { Kysely } from 'kysely';

/**
 * Which rows the demo seed created (issue #11): «إزالة المحتوى التجريبي» removes exactly those,
 * never a record the family added beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_rows')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_rows_pk', ['table_name', 'row_id'])
    .execute();
}
