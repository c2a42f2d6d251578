import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The tables whose rows the demo seed can create (and «إزالة المحتوى التجريبي» can remove). */
export type DemoTable = keyof Database;

/** Remembers that the seed created these rows of `table`. */
export async function recordDemoRows(
  db: Kysely<Database>,
  table: DemoTable,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('demo_rows')
    .values(ids.map((row_id) => ({ table_name: table, row_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The ids of `table`'s rows that the seed created and that have not been removed yet. */
export async function demoRowIds(db: Kysely<Database>, table: DemoTable): Promise<number[]> {
  const rows = await db.selectFrom('demo_rows').select('row_id').where('table_name', '=', table).execute();
  return rows.map((row) => row.row_id);
}
