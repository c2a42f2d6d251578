import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Passkeys for relatives' accounts (decision 048, docs/product.md#relatives-accounts).
 *
 * - `relative_accounts.passkey_user_id`: the account's WebAuthn user handle, random and stable, so a
 *   phone that makes a second passkey for the same account replaces the first instead of keeping
 *   both, and a sign-in's handle can be checked against its credential's account. Null until the
 *   account's first passkey.
 * - `relative_invitations.passkey_user_id`: the user handle an invitation's passkey ceremonies
 *   give a member who has no account yet, the same at every try, so a passkey the server refused
 *   is replaced on the phone by the next try's instead of staying beside it as another account.
 * - `relative_passkeys`: one row per credential: its id and public key (base64url), the signature
 *   counter, the transports the browser reported (JSON), whether it may be synced (`device_type`)
 *   and is backed up, a label the relative chose, when it was made and last used.
 * - `relative_passkey_challenges`: a ceremony between its two requests: the SHA-256 of the random
 *   value in its cookie, what it is for, the challenge, and for an invitation the invitation and the
 *   username chosen; five minutes, used once.
 *
 * An account removed takes its passkeys and ceremonies with it; an invitation, its ceremonies.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema.alterTable('relative_accounts').addColumn('passkey_user_id', 'text').execute();
  // SQLite cannot add a UNIQUE column; an index says the same on both databases.
  await db.schema
    .createIndex('relative_accounts_passkey_user_idx')
    .on('relative_accounts')
    .column('passkey_user_id')
    .unique()
    .execute();

  await db.schema.alterTable('relative_invitations').addColumn('passkey_user_id', 'text').execute();

  await db.schema
    .createTable('relative_passkeys')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('relative_accounts.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    // An unsigned 32-bit count: more than PostgreSQL's integer holds.
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('relative_passkeys_account_idx')
    .on('relative_passkeys')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('relative_passkey_challenges')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('invitation_id', 'integer', (c) => c.references('relative_invitations.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('relative_accounts.id').onDelete('cascade'))
    .addColumn('username', 'text')
    .addColumn('user_handle', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
