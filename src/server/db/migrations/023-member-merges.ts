import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Merging two members into one (decision 057): `member_merges` keeps each merge's record, what an
 * undo needs to put everything back: the merged member's row as it was, every row that referred
 * to it and how (`moved_json`), and the surviving member's values before and after. No foreign
 * keys: the merged member is gone, and the record outlives the survivor too (a later merge may
 * take it in turn, and that one must then be undone first). The names are kept for the list.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('member_merges')
    .addColumn('id', idType, id)
    .addColumn('survivor_id', 'integer', (c) => c.notNull())
    .addColumn('absorbed_id', 'integer', (c) => c.notNull())
    .addColumn('survivor_name', 'text', (c) => c.notNull())
    .addColumn('absorbed_name', 'text', (c) => c.notNull())
    .addColumn('moved_json', 'text', (c) => c.notNull())
    .addColumn('merged_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by', 'text')
    .execute();
}
