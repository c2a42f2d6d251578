import type { Kysely } from 'kysely';
import type { FamilyMemberValues } from '../../shared/schemas/family-member-input';
import type { Database, FamilyMemberRow } from '../db/schema';
import { nowIso } from '../lib/clock';

function toColumns(values: FamilyMemberValues) {
  const { parent, ...rest } = values;
  return { ...rest, parent_id: parent };
}

export function familyMembersRepository(db: Kysely<Database>) {
  return {
    list(): Promise<FamilyMemberRow[]> {
      return db.selectFrom('family_members').selectAll().orderBy('id', 'asc').execute();
    },
    find(id: number): Promise<FamilyMemberRow | undefined> {
      return db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Every member's parent links: enough to walk descendants without loading whole rows. */
    listLinks(): Promise<{ id: number; parent_id: number | null; mother_id: number | null }[]> {
      return db.selectFrom('family_members').select(['id', 'parent_id', 'mother_id']).execute();
    },
    create(values: FamilyMemberValues): Promise<FamilyMemberRow> {
      const now = nowIso();
      return db
        .insertInto('family_members')
        .values({ ...toColumns(values), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, values: FamilyMemberValues): Promise<FamilyMemberRow | undefined> {
      return db
        .updateTable('family_members')
        .set({ ...toColumns(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    /** Children by the father (`parent_id`) or by the mother (`mother_id`). */
    async hasChildren(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('family_members')
        .select('id')
        .where((eb) => eb.or([eb('parent_id', '=', id), eb('mother_id', '=', id)]))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Deletes the member and clears any spouse link that pointed at it, in one transaction. */
    async delete(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('family_members')
          .set({ spouse_id: null, updated_at: nowIso() })
          .where('spouse_id', '=', id)
          .execute();
        const result = await trx.deleteFrom('family_members').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('family_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type FamilyMembersRepository = ReturnType<typeof familyMembersRepository>;
