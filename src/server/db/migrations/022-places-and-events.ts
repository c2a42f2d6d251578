import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Places and a member's life events (docs/product.md#places, decision 056):
 *
 * - `places`: the family's list of places, reused by every fact that happens somewhere. A name as
 *   the family writes it, its older names (one a line), the normalised keys an import and the
 *   search match them by (`name_key`: the name's, then each older name's, one a line), optional
 *   coordinates, and the place it lies within (`parent_id`: حي القبلة within مدينة الكويت).
 * - `member_events`: what happened to a member besides the birth and the death, which stay in their
 *   columns: a burial, a christening, a residence (with the date it ended), an occupation, a title,
 *   another fact; each with its date as written and its sortable year, its place, its text
 *   (`value`, with `value_key` for the search) and the keeper's order. A record of its own, with
 *   an id a later citation can point at, and a version.
 * - `family_members.birth_place_id`, `death_place_id`: where the birth and the death recorded in
 *   the member's own columns took place.
 * - `marriages.place_id`: where a marriage took place (its date is `married_on`).
 *
 * Places and events an import created carry its batch, so undoing the import removes them too.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('places')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('older_names', 'text', text)
    .addColumn('name_key', 'text', text)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('parent_id', 'integer', (c) => c.references('places.id'))
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('places_parent_idx').on('places').column('parent_id').execute();

  await db.schema
    .createTable('member_events')
    .addColumn('id', idType, id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('family_members.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', 'text', text)
    .addColumn('date_year', 'integer')
    .addColumn('end_date', 'text', text)
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('value', 'text', text)
    .addColumn('value_key', 'text', text)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A member's page reads its member's events; a place's page the events there.
  await db.schema.createIndex('member_events_member_idx').on('member_events').column('member_id').execute();
  await db.schema.createIndex('member_events_place_idx').on('member_events').column('place_id').execute();

  for (const column of ['birth_place_id', 'death_place_id'] as const) {
    await db.schema
      .alterTable('family_members')
      .addColumn(column, 'integer', (c) => c.references('places.id'))
      .execute();
    await db.schema
      .createIndex(`family_members_${column.replace('_id', '')}_idx`)
      .on('family_members')
      .column(column)
      .execute();
  }
  await db.schema
    .alterTable('marriages')
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .execute();
  await db.schema.createIndex('marriages_place_idx').on('marriages').column('place_id').execute();
}
