import type { Kysely } from 'kysely';

/**
 * A relative's private calendar feed (docs/product.md#the-calendar-feed, decision 053): a calendar
 * app sends no cookie, so the feed's URL carries a secret of the account's own.
 *
 * - `relative_accounts.calendar_token_hash`: only the SHA-256 of that secret, like every other
 *   token the site hands out; null while the relative has none (never made, or stopped).
 * - `relative_accounts.calendar_token_created_at`: when the current one was made, for «حسابي».
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('relative_accounts').addColumn('calendar_token_hash', 'text').execute();
  await db.schema.alterTable('relative_accounts').addColumn('calendar_token_created_at', 'text').execute();
  await db.schema
    .createIndex('relative_accounts_calendar_token_idx')
    .on('relative_accounts')
    .column('calendar_token_hash')
    .unique()
    .execute();
}
