import type { Kysely } from 'kysely';
import type { DiwanValues } from '#shared/schemas/diwan-input.ts';
import type { Database, DiwanInfoRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { saveVersionedSingleton } from './versioned-write';

// The diwan is one row (id 1).
const ROW_ID = 1;

export function diwanRepository(db: Kysely<Database>) {
  return {
    get(): Promise<DiwanInfoRow | undefined> {
      return db.selectFrom('diwan_info').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    save(values: DiwanValues, expectedVersion?: number): Promise<DiwanInfoRow> {
      const { version: _version, ...columns } = values;
      return saveVersionedSingleton(db, 'diwan_info', { ...columns, updated_at: nowIso() }, expectedVersion);
    },
  };
}
export type DiwanRepository = ReturnType<typeof diwanRepository>;
