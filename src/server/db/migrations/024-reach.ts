import { sql, type Kysely } from 'kysely';

/**
 * Telling the family what was published (docs/product.md#notifications, decision 058):
 *
 * - `news.announced_at`: when a news item was first out, set once by the announcer that also
 *   announces the occasions (`occasions.announced_at`, migration 018); null until then. The items
 *   already out when this runs are marked now: they were published before anyone could be told,
 *   and a site upgraded must not notify its whole archive.
 * - `relative_accounts.mail_kinds`: the kinds a relative asked to receive by e-mail
 *   (comma-separated, as a push subscription's), '' for none, the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news').addColumn('announced_at', 'text').execute();
  const now = new Date().toISOString();
  // Decision 016's rule (publishing-sql.ts), written out: a migration keeps its meaning when the
  // repository's code changes.
  await sql`
    UPDATE news SET announced_at = ${now}
    WHERE status != 'draft'
      AND (publish_at <= ${now} OR (status = 'published' AND publish_at IS NULL))
  `.execute(db);
  await db.schema
    .alterTable('relative_accounts')
    .addColumn('mail_kinds', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
