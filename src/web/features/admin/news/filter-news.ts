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

/** One colour per category, readable on white (contrast ≥ 4.5). */
export const newsCategoryBadgeClass: Record<NewsCategory, string> = {
  events: 'bg-sky-100 text-sky-900',
  academic: 'bg-violet-100 text-violet-900',
  achievements: 'bg-green-100 text-green-900',
  occasions: 'bg-amber-100 text-amber-900',
};
