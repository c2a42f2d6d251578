import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Sources and the citations that tie a fact to one (docs/product.md#sources, decision 060):
 *
 * - `sources`: where the family knows something from: a document (often with its image), a book,
 *   a person who told it («رواية العم …», the teller's name and, when he is in the tree, his
 *   member), or something else; with its details and whether the public may see it (`is_public`,
 *   off until the family says so).
 * - `citations`: one fact a source supports, with where in the source (`page`) and a note. The
 *   fact is named by the record that holds it, never copied: a member's own fact (`name`, `birth`,
 *   `death`, `parents`) names the member; a marriage names the marriage; an event of
 *   `member_events` names the event. So merging two members moves the first kind with one update
 *   of `member_id`, and a marriage's or an event's citations follow their record wherever a merge
 *   moves it. A CHECK holds exactly the one reference each kind needs.
 *
 * A citation goes with its fact: deleting the member, the marriage or the event deletes it
 * (ON DELETE CASCADE). A source still cited is not deleted (the repository refuses). Rows an
 * import created carry its batch, so undoing the import removes them.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('sources')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', text)
    .addColumn('author_member_id', 'integer', (c) => c.references('family_members.id').onDelete('set null'))
    .addColumn('details', 'text', text)
    .addColumn('image', 'text', text)
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('sources_kind_check', sql`kind in ('document', 'book', 'person', 'other')`)
    .execute();
  await db.schema.createIndex('sources_author_member_idx').on('sources').column('author_member_id').execute();

  const cascade = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.references(`${table}.id`).onDelete('cascade');
  await db.schema
    .createTable('citations')
    .addColumn('id', idType, id)
    .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id'))
    .addColumn('fact', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', cascade('family_members'))
    .addColumn('marriage_id', 'integer', cascade('marriages'))
    .addColumn('event_id', 'integer', cascade('member_events'))
    .addColumn('page', 'text', text)
    .addColumn('note', 'text', text)
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'citations_fact_check',
      sql`(fact in ('name', 'birth', 'death', 'parents')
            and member_id is not null and marriage_id is null and event_id is null)
        or (fact = 'marriage' and marriage_id is not null and member_id is null and event_id is null)
        or (fact = 'event' and event_id is not null and member_id is null and marriage_id is null)`,
    )
    .execute();
  for (const column of ['source_id', 'member_id', 'marriage_id', 'event_id'] as const) {
    await db.schema
      .createIndex(`citations_${column.replace('_id', '')}_idx`)
      .on('citations')
      .column(column)
      .execute();
  }
}
