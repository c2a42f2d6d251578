import type { Kysely } from 'kysely';

/**
 * A relative keeping their own household (docs/product.md#keeping-ones-own-household, decision 050):
 *
 * - `member_suggestions` gains who proposed a household change (`relative_account_id`,
 *   `proposer_member_id`: no foreign keys, the queue outlives an account or a member, like the
 *   suggestion's own `member_id`) and what was proposed (`proposal_json`: a new spouse or child, or
 *   a change to one, with its fields); `applied_member_id` is the member a proposal created or
 *   changed once applied. A visitor's correction leaves them null.
 * - `audit_log.relative_account_id`: the relative who made a change themselves, so the history names
 *   a relative apart from a keeper of the same username.
 * - `site_settings.relatives_household_direct`: 1 lets a relative's household proposals apply at
 *   once; 0 (the default) sends them to the keepers' queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['relative_account_id', 'proposer_member_id', 'applied_member_id'] as const) {
    await db.schema.alterTable('member_suggestions').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('member_suggestions').addColumn('proposal_json', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('relative_account_id', 'integer').execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('relatives_household_direct', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
