import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Web Push (docs/product.md#notifications, decision 055):
 *
 * - `push_keys`: the site's one VAPID key pair (row id 1), made at the first start. In the database,
 *   not in DATA_DIR: every process sharing one PostgreSQL database must sign with the same key, and
 *   the key travels with the subscriptions it was given to (a backup and its restore carry both;
 *   a subscription is worthless under another key).
 * - `push_subscriptions`: one browser's subscription, its endpoint unique (the same browser
 *   subscribing again replaces its row), the kinds it asked for (comma-separated), and the relative's
 *   account that made it, null for the public. No foreign key to the account: a revoked account's
 *   subscription stays as a public one, and the delivery reads the account's state when it sends.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', idType, id)
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('relative_account_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
