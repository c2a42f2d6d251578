import type { Kysely } from 'kysely';
import type { NotablePersonValues } from '#shared/schemas/notable-person-input.ts';
import type { Database, NotablePersonRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { INT4_MAX } from '#shared/schemas/ids.ts';
import { updateVersioned } from './versioned-write';

// sort_order is an int4 column; an order beyond it sorts the same clamped.
const MAX_ORDER = INT4_MAX;

function toColumns(values: NotablePersonValues) {
  const { order, version: _version, ...rest } = values;
  return { ...rest, sort_order: Math.max(-MAX_ORDER, Math.min(MAX_ORDER, order)) };
}

export function notablePeopleRepository(db: Kysely<Database>) {
  return {
    /** docs/product.md#notable-people: ascending order (smaller shows first), then by id for stability. */
    list(): Promise<NotablePersonRow[]> {
      return db
        .selectFrom('notable_people')
        .selectAll()
        .orderBy('sort_order', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    find(id: number): Promise<NotablePersonRow | undefined> {
      return db.selectFrom('notable_people').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByName(name: string): Promise<NotablePersonRow | undefined> {
      return db.selectFrom('notable_people').selectAll().where('name', '=', name).executeTakeFirst();
    },
    create(values: NotablePersonValues): Promise<NotablePersonRow> {
      const now = nowIso();
      return db
        .insertInto('notable_people')
        .values({ ...toColumns(values), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    update(
      id: number,
      values: NotablePersonValues,
      expectedVersion?: number,
    ): Promise<NotablePersonRow | undefined> {
      return updateVersioned(
        db,
        'notable_people',
        id,
        { ...toColumns(values), updated_at: nowIso() },
        expectedVersion,
      );
    },
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('notable_people').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('notable_people')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type NotablePeopleRepository = ReturnType<typeof notablePeopleRepository>;
