import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Corrections from the family (decision 021): what a visitor says is wrong about a
 * member, kept for the administrator and never applied by itself. `member_id` is no foreign key on
 * purpose: deleting a member keeps what was said about them, and `member_name` (the name when it
 * was sent) still tells the administrator who it was.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('member_suggestions')
    .addColumn('id', idType, id)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('member_name', 'text', text)
    .addColumn('field', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('correct_value', 'text', text)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', text)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    // At most one of the two: the administrator either made the change or decided against it.
    .addColumn('applied_at', 'text')
    .addColumn('dismissed_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_suggestions_member_idx')
    .on('member_suggestions')
    .column('member_id')
    .execute();
}
