import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { kuwaitDay } from '#shared/format/date.ts';
import { nowIso } from '../lib/clock';
import { publicAt } from './news-repository';

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
    /** Counts one visit for today (an atomic upsert, safe under concurrency) and returns the total. */
    async countOne(): Promise<number> {
      await db
        .insertInto('page_views')
        .values({ day: kuwaitDay(), count: 1 })
        .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })))
        .execute();
      return total();
    },

    /**
     * Counts one reading of a news item. The row is made from the news table itself, so an id
     * that names no news item counts nothing (and cannot break the foreign key), and neither does
     * a draft or an item still waiting for its time (decision 016): the public cannot read those.
     */
    async countNewsReading(newsId: number): Promise<void> {
      await db
        .insertInto('news_views')
        .columns(['news_id', 'count'])
        .expression(
          db
            .selectFrom('news')
            .select(['news.id', sql<number>`1`.as('count')])
            .where('news.id', '=', newsId)
            .where(publicAt(nowIso())),
        )
        .onConflict((oc) =>
          oc.column('news_id').doUpdateSet((eb) => ({ count: eb('news_views.count', '+', 1) })),
        )
        .execute();
    },

    /** The stored counts of the Kuwaiti days from `firstDay` on (days without visits have no row). */
    async countsSince(firstDay: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('page_views')
        .select(['day', 'count'])
        .where('day', '>=', firstDay)
        .execute();
      return new Map(rows.map((row) => [row.day, Number(row.count)]));
    },

    /** When each family member added since `sinceIso` was added (for members per month). */
    async membersAddedSince(sinceIso: string): Promise<string[]> {
      const rows = await db
        .selectFrom('family_members')
        .select('created_at')
        .where('created_at', '>=', sinceIso)
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** The public news items read most, most read first; ties go to the newer item. */
    async mostReadNews(limit: number) {
      const rows = await db
        .selectFrom('news_views')
        .innerJoin('news', 'news.id', 'news_views.news_id')
        .select(['news.id', 'news.title', 'news.date', 'news_views.count'])
        .where('news_views.count', '>', 0)
        .where(publicAt(nowIso()))
        .orderBy('news_views.count', 'desc')
        .orderBy('news.date', 'desc')
        .orderBy('news.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
export type PageViewsRepository = ReturnType<typeof pageViewsRepository>;
