import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { kuwaitDay } from '../../shared/format/date';

export function pageViewsRepository(db: Kysely<Database>) {
  async function total(): Promise<number> {
    const row = await db
      .selectFrom('page_views')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  return {
    total,
    /** Counts one view for today (an atomic upsert, safe under concurrency) and returns the total. */
    async countOne(): Promise<number> {
      await db
        .insertInto('page_views')
        .values({ day: kuwaitDay(), count: 1 })
        .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })))
        .execute();
      return total();
    },
  };
}
export type PageViewsRepository = ReturnType<typeof pageViewsRepository>;
