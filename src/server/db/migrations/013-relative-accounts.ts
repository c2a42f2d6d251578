import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Relatives' accounts (docs/product.md#relatives-accounts): a member of the family signs in as
 * themselves, after a keeper's one-time invitation.
 *
 * - `relative_accounts`: one per member (a new invitation accepted gives the same row new
 *   credentials). `password_hash` may be null: an account that signs in by other means (a passkey
 *   credential table will refer to this one) needs none. `revoked_at` ends it.
 * - `relative_invitations`: only the SHA-256 of the link's token; seven days; `used_at` once accepted.
 * - `relative_sessions`: only the SHA-256 of the cookie's value; `last_seen_at` moves the idle expiry.
 * - `relative_devices`: the relatives' device cookies, which keep their sign-in throttle apart from
 *   strangers' as the keepers' do (decision 035).
 *
 * A member removed takes their account, invitations, sessions and devices with them.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const member = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('family_members.id').onDelete('cascade');
  const account = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('relative_accounts.id').onDelete('cascade');

  await db.schema
    .createTable('relative_accounts')
    .addColumn('id', idType, id)
    .addColumn('member_id', 'integer', (c) => member(c).unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('relative_invitations')
    .addColumn('id', idType, id)
    .addColumn('member_id', 'integer', member)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The keeper who sent it (for the admin's list); null if that account is ever removed.
    .addColumn('invited_by', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('relative_invitations_member_idx')
    .on('relative_invitations')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('relative_sessions')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('relative_sessions_account_idx')
    .on('relative_sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('relative_devices')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('relative_devices_account_idx')
    .on('relative_devices')
    .column('account_id')
    .execute();
}
