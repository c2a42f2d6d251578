import { describe, expect, it } from 'vitest';
import type { NewsItem } from '#shared/schemas/news.ts';
import { filterNews, latestNews } from './news';

const item = (id: number, date: string, category: NewsItem['category'] = 'events'): NewsItem => ({
  id,
  title: `خبر ${id}`,
  excerpt: '',
  content: '',
  date,
  category,
  image: '',
  link: '',
});

describe('news ordering and filtering', () => {
  const items = [
    item(1, '2025-03-13', 'occasions'),
    item(2, '2026-05-09', 'academic'),
    item(3, '2025-10-12', 'achievements'),
    item(4, '2026-05-09', 'events'),
    item(5, '2024-01-01', 'academic'),
  ];

  it('filters by category, newest first', () => {
    expect(filterNews(items, 'academic').map((i) => i.id)).toEqual([2, 5]);
    expect(filterNews(items, 'all')).toHaveLength(5);
  });

  it('takes the three newest for home', () => {
    expect(latestNews(items).map((i) => i.id)).toEqual([4, 2, 3]);
    expect(latestNews([])).toEqual([]);
  });
});
