import { publicStateOf } from '#shared/news/publishing.ts';
import type { AdminNewsItem, NewsCategory } from '#shared/schemas/news.ts';

export type NewsFilter = NewsCategory | 'all';

/**
 * The status filter reads what the public sees now (decision 016), as the badges do:
 * a scheduled item whose time has come is «منشورة», a published one still waiting is «مجدولة».
 */
export type NewsStatusFilter = 'all' | 'draft' | 'scheduled' | 'published';

const stateFilter = { draft: 'draft', waiting: 'scheduled', live: 'published' } as const;

/** The status an item shows under: its badge and its filter. */
export const shownStatusOf = (item: AdminNewsItem, now: Date): Exclude<NewsStatusFilter, 'all'> =>
  stateFilter[publicStateOf(item, now)];

/** The admin news list (docs/product.md#admin-news): the search matches title or excerpt, ignoring case. */
export function filterNews(
  items: readonly AdminNewsItem[],
  search: string,
  category: NewsFilter,
  status: NewsStatusFilter = 'all',
  now: Date = new Date(),
): AdminNewsItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (status === 'all' || shownStatusOf(item, now) === status) &&
      (needle === '' ||
        item.title.toLocaleLowerCase().includes(needle) ||
        item.excerpt.toLocaleLowerCase().includes(needle)),
  );
}
