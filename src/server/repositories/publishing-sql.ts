import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** The tables published by decision 016's rule: each has `status`, `publish_at` and `audience`. */
export type PublishedTable = 'news' | 'occasions';

/**
 * Both tables' publishing columns have the same names and types, which Kysely cannot say of a
 * union of tables: the expressions are written once, against the news table's columns.
 */
const asNews = <T extends PublishedTable>(eb: ExpressionBuilder<Database, T>) =>
  eb as unknown as ExpressionBuilder<Database, 'news'>;

/**
 * Decision 016, the SQL twin of `isNewsOut` (src/shared/news/publishing.ts): not a draft, and its
 * time has come — a publish_at at or before now, or none on a published item. Instants are UTC ISO
 * strings of one width, so comparing them as text compares them as times.
 */
export const outAt =
  <T extends PublishedTable>(now: string) =>
  (builder: ExpressionBuilder<Database, T>) => {
    const eb = asNews(builder);
    return eb.and([
      eb('status', '!=', 'draft'),
      eb.or([
        eb('publish_at', '<=', now),
        eb.and([eb('status', '=', 'published'), eb('publish_at', 'is', null)]),
      ]),
    ]);
  };

/**
 * The SQL twin of `isNewsPublic`: for everyone (a family-only item is in no public output) and out
 * at `now`. Every public read of the news and the occasions goes through it;
 * news-visibility.api.test.ts holds the two together for both tables.
 */
export const publicAt =
  <T extends PublishedTable>(now: string) =>
  (builder: ExpressionBuilder<Database, T>) => {
    const eb = asNews(builder);
    return eb.and([eb('audience', '=', 'public'), outAt(now)(eb)]);
  };
