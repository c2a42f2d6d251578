import type { Kysely } from 'kysely';
import type { NewsValues } from '../../shared/schemas/news-input';
import type { Database, NewsRow } from '../db/schema';
import { nowIso } from '../lib/clock';

export function newsRepository(db: Kysely<Database>) {
  return {
    /** Newest first; the id breaks ties so the order is stable. */
    list(): Promise<NewsRow[]> {
      return db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
    },
    find(id: number): Promise<NewsRow | undefined> {
      return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async create(values: NewsValues): Promise<NewsRow> {
      const now = nowIso();
      return db
        .insertInto('news')
        .values({ ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, values: NewsValues): Promise<NewsRow | undefined> {
      return db
        .updateTable('news')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type NewsRepository = ReturnType<typeof newsRepository>;
