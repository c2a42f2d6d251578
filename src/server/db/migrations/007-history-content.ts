import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * The family's history as content the admin edits (decision 020): the timeline, the text blocks and
 * the page's own texts (intros, the land map and its caption), and each member's highlights (the
 * founder's bullets). The page's texts are a content row, not site settings: «إزالة المحتوى
 * التجريبي» clears content and keeps the settings.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('history_timeline')
    .addColumn('id', idType, id)
    // A Gregorian year, or none for an entry dated by a period («أواخر القرن التاسع عشر»).
    .addColumn('year', 'integer')
    .addColumn('period', 'text', text)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', text)
    .addColumn('body', 'text', text)
    .addColumn('image', 'text', text)
    .addColumn('on_home', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('history_blocks')
    .addColumn('id', idType, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', text)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One row (id 1), like the diwan.
  await db.schema
    .createTable('history_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('intro', 'text', text)
    .addColumn('home_intro', 'text', text)
    .addColumn('map_image', 'text', text)
    .addColumn('map_alt', 'text', text)
    .addColumn('map_caption', 'text', text)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One bullet a line, shown like the bio: a limited member's are not public (decision 015).
  await db.schema.alterTable('family_members').addColumn('highlights', 'text', text).execute();
}
