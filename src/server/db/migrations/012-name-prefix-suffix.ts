import type { Kysely } from 'kysely';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import type { DialectName } from '../database';

// Written against the table as this migration finds it, not against today's types.
interface MemberDates {
  id: number;
  birth: string;
  death: string;
  birth_year: number | null;
  death_year: number | null;
}

/**
 * A member's name prefix and suffix (GEDCOM's NPFX and NSFX: «الشيخ», `Lt. Cmndr.`, `jr.`), kept
 * apart from the name so the tree shows the name alone and an export writes them back. Plain text
 * columns, '' by default, on both databases.
 *
 * Also: the sortable years beside the dates are read again, since the years of a few kinds of
 * date changed meaning (a dual year `1699/00` is 1700; a Hebrew or French republican year counts
 * from its month). Only the rows whose year differs are written.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  for (const column of ['name_prefix', 'name_suffix'] as const) {
    await db.schema
      .alterTable('family_members')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const members = db as Kysely<{ family_members: MemberDates }>;
  const rows = await members
    .selectFrom('family_members')
    .select(['id', 'birth', 'death', 'birth_year', 'death_year'])
    .execute();
  for (const row of rows) {
    const birthYear = sortableYear(row.birth);
    const deathYear = sortableYear(row.death);
    if (birthYear === row.birth_year && deathYear === row.death_year) continue;
    await members
      .updateTable('family_members')
      .set({ birth_year: birthYear, death_year: deathYear })
      .where('id', '=', row.id)
      .execute();
  }
}
