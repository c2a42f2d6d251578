import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Several keepers (decision 022): accounts with roles and a branch, two-factor
 * sign-in, an append-only history of every change, and a version on every editable record.
 *
 * - `admin_users`: the bootstrap administrator becomes the first owner (the default role).
 * - `admin_recovery_codes`: ten one-time codes per account, stored hashed.
 * - `admin_login_challenges`: the short-lived step between a right password and a right code.
 * - `audit_log`: who changed what, when, from where, with the values before and after. The
 *   application only ever inserts into it; triggers refuse updates and deletes on both databases.
 * - `version` on each editable record: an update that names an older version is refused (409).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  const addUserColumn = (
    name: string,
    type: 'text' | 'integer',
    build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  ) =>
    db.schema
      .alterTable('admin_users')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  await addUserColumn('role', 'text', (c) => c.notNull().defaultTo('owner'));
  await addUserColumn('branch_member_id', 'integer');
  await addUserColumn('disabled_at', 'text');
  await addUserColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0));
  await addUserColumn('totp_secret', 'text');
  await addUserColumn('totp_pending_secret', 'text');
  await addUserColumn('totp_enabled_at', 'text');
  await addUserColumn('totp_last_step', 'integer');

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('admin_login_challenges')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    // No foreign key: the log outlives the account, and `username` keeps who it was.
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text', text)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('summary', 'text', text)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', text)
    .execute();
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['record_type', 'record_id'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').column('user_id').execute();

  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  }

  await db.schema
    .alterTable('site_settings')
    .addColumn('require_owner_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const table of [
    'family_members',
    'news',
    'notable_people',
    'diwan_info',
    'site_settings',
    'history_timeline',
    'history_blocks',
    'history_page',
  ]) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
