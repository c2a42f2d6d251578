import type { Kysely } from 'kysely';

/**
 * A man may have several wives and children belong under their mother
 * (docs/genealogy.md#several-wives); `parent` stays the father, as docs/product.md#data has it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('family_members')
    .addColumn('mother_id', 'integer', (c) => c.references('family_members.id'))
    .execute();
}
