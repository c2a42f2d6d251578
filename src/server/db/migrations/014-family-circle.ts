import type { Kysely } from 'kysely';

/**
 * What the family's own circle needs stored before relatives can sign in (docs/product.md#data):
 *
 * - `news.audience`: `public` (every item so far) or `family`, an item the public never sees.
 * - a member's contact details (`contact_phone`, `contact_email`, `contact_area`, '' when none) and
 *   who may read them (`contact_visibility`: `nobody`, the default, `relatives` or `keepers`).
 * - `family_members.relatives_see_full`: 1 (the default) lets signed-in relatives see the member in
 *   full when the site's rule reaches him; 0 keeps him to what the public sees. An integer for
 *   SQLite's sake, like the site's other switches.
 * - `site_settings.relatives_scope_steps`: null, relatives see the living of the whole family in
 *   full; 1 to 10, only those within that many steps of kinship of their own member.
 *
 * Plain columns with defaults on both databases: an upgraded site shows the public exactly what it
 * showed, and nobody's details are shared until a keeper records them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  for (const column of ['contact_phone', 'contact_email', 'contact_area'] as const) {
    await db.schema
      .alterTable('family_members')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('family_members')
    .addColumn('contact_visibility', 'text', (c) => c.notNull().defaultTo('nobody'))
    .execute();
  await db.schema
    .alterTable('family_members')
    .addColumn('relatives_see_full', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('site_settings').addColumn('relatives_scope_steps', 'integer').execute();
}
