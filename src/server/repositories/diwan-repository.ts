import type { Kysely } from 'kysely';
import type { DiwanValues } from '../../shared/schemas/diwan-input';
import type { Database, DiwanInfoRow } from '../db/schema';
import { nowIso } from '../lib/clock';

// The diwan is one row (id 1).
const ROW_ID = 1;

export function diwanRepository(db: Kysely<Database>) {
  return {
    get(): Promise<DiwanInfoRow | undefined> {
      return db.selectFrom('diwan_info').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
    },
    async save(values: DiwanValues): Promise<DiwanInfoRow> {
      const row = { id: ROW_ID, ...values, updated_at: nowIso() };
      return db
        .insertInto('diwan_info')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            ...values,
            updated_at: row.updated_at,
            version: eb('diwan_info.version', '+', 1),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
export type DiwanRepository = ReturnType<typeof diwanRepository>;
