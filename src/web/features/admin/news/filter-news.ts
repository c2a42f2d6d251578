import type { NewsCategory, NewsItem } from '../../../../shared/schemas/news';

export type NewsFilter = NewsCategory | 'all';

/** SPEC §2 admin news list: the search matches title or excerpt, ignoring case. */
export function filterNews(items: readonly NewsItem[], search: string, category: NewsFilter): NewsItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (needle === '' ||
        item.title.toLocaleLowerCase().includes(needle) ||
        item.excerpt.toLocaleLowerCase().includes(needle)),
  );
}
