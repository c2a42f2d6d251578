import type { NewsCategory, NewsItem } from '../../../shared/schemas/news';
import type { BadgeTone } from '../../components/ui/badge';

// SPEC §9: the home page shows the three newest items.
export const LATEST_NEWS_COUNT = 3;

export type NewsFilter = 'all' | NewsCategory;

export const newsCategoryTone: Record<NewsCategory, BadgeTone> = {
  events: 'brand',
  academic: 'blue',
  achievements: 'gold',
  occasions: 'rose',
};

/** SPEC §2: newest first; the higher id (added later) first on the same day. */
export function sortNewestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

export function filterNews(items: readonly NewsItem[], filter: NewsFilter): NewsItem[] {
  const sorted = sortNewestFirst(items);
  return filter === 'all' ? sorted : sorted.filter((item) => item.category === filter);
}

export function latestNews(items: readonly NewsItem[], count: number = LATEST_NEWS_COUNT): NewsItem[] {
  return sortNewestFirst(items).slice(0, count);
}
