import type { Kysely } from 'kysely';

/**
 * Privacy of the living (decision 015): each member's visibility (`auto` follows the
 * family's rules), and those rules in the site settings. Existing members become `auto`, so a
 * site that upgrades starts careful: its living members show their name and place only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('family_members')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('privacy_living', 'text', (c) => c.notNull().defaultTo('limited'))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('privacy_hide_women_photos', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
