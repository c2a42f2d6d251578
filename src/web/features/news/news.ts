import { newestFirst } from '#shared/ordering.ts';
import type { NewsCategory, NewsItem } from '#shared/schemas/news.ts';

// docs/product.md#constants: the home page shows the three newest items.
export const LATEST_NEWS_COUNT = 3;

export type NewsFilter = 'all' | NewsCategory;

/** docs/product.md#news: newest first; the higher id (added later) first on the same day. */
const sortNewestFirst = (items: readonly NewsItem[]) => newestFirst(items, (item) => item.date);

export function filterNews(items: readonly NewsItem[], filter: NewsFilter): NewsItem[] {
  const sorted = sortNewestFirst(items);
  return filter === 'all' ? sorted : sorted.filter((item) => item.category === filter);
}

export function latestNews(items: readonly NewsItem[], count: number = LATEST_NEWS_COUNT): NewsItem[] {
  return sortNewestFirst(items).slice(0, count);
}
