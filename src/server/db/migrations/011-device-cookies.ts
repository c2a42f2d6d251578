import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Known devices (decision 035): a browser that signed in to an account gets a device cookie, and
 * its sign-in attempts are throttled on their own, apart from strangers'. Only the cookie's
 * SHA-256 is stored. Sessions and two-factor challenges remember the device they came from, so a
 * step-up check in a session and a challenge's codes count on that device's throttle.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('admin_devices')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_devices_user_idx').on('admin_devices').column('user_id').execute();
  for (const table of ['admin_sessions', 'admin_login_challenges']) {
    await db.schema
      .alterTable(table)
      .addColumn('device_id', 'integer', (c) => c.references('admin_devices.id').onDelete('set null'))
      .execute();
  }
}
