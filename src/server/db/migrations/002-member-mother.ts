import type { Kysely } from 'kysely';

/**
 * A man may have several wives and children belong under their mother
 * (FAMILY-TREE.md); `parent` stays the father, as SPEC §3 has it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('family_members')
    .addColumn('mother_id', 'integer', (c) => c.references('family_members.id'))
    .execute();
}
