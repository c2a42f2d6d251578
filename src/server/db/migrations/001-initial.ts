import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

type Db = Kysely<unknown>;

export async function up(db: Db, dialect: DialectName): Promise<void> {
  // One definition for an auto-assigned id: the server, never the browser, assigns ids.
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('family_members')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('family_members.id'))
    .addColumn('spouse_id', 'integer', (c) => c.references('family_members.id'))
    .addColumn('gender', 'text')
    .addColumn('birth', 'text', text)
    .addColumn('death', 'text', text)
    .addColumn('role', 'text', text)
    .addColumn('image', 'text', text)
    .addColumn('bio', 'text', text)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('family_members_parent_idx')
    .ifNotExists()
    .on('family_members')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('notable_people')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image', 'text', text)
    .addColumn('bio', 'text', text)
    .addColumn('period', 'text', text)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(99))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('news')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image', 'text', text)
    .addColumn('link', 'text', text)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_date_idx').ifNotExists().on('news').column('date').execute();

  await db.schema
    .createTable('diwan_info')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('address', 'text', text)
    .addColumn('location', 'text', text)
    .addColumn('opening_hours', 'text', text)
    .addColumn('contact_phone', 'text', text)
    .addColumn('map_url', 'text', text)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  let site = db.schema
    .createTable('site_settings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey());
  for (const column of [
    'family_name',
    'founder_name',
    'tagline',
    'hero_text',
    'email',
    'phone1',
    'phone2',
    'address',
    'social_x',
    'social_instagram',
    'social_facebook',
    'social_youtube',
    'social_snapchat',
    'analytics_id',
  ]) {
    site = site.addColumn(column, 'text', text);
  }
  await site.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

  await db.schema
    .createTable('contact_messages')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();

  await db.schema
    .createTable('admin_users')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('page_views')
    .ifNotExists()
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('uploaded_images')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
