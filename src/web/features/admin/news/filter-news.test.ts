import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../../shared/schemas/news';
import { filterNews } from './filter-news';

const item = (overrides: Partial<NewsItem>): NewsItem => ({
  id: 1,
  title: '',
  excerpt: '',
  content: '',
  date: '2024-01-01',
  category: 'events',
  image: '',
  link: '',
  ...overrides,
});

const items = [
  item({ id: 1, title: 'Graduation Day', excerpt: 'حفل', category: 'academic' }),
  item({ id: 2, title: 'لقاء العائلة', excerpt: 'Annual GATHERING', category: 'events' }),
  item({ id: 3, title: 'تكريم', excerpt: 'جائزة', category: 'achievements' }),
];

describe('filterNews', () => {
  it('matches the title or the excerpt, ignoring case', () => {
    expect(filterNews(items, 'graduation', 'all').map((i) => i.id)).toEqual([1]);
    expect(filterNews(items, 'gathering', 'all').map((i) => i.id)).toEqual([2]);
    expect(filterNews(items, '  جائزة ', 'all').map((i) => i.id)).toEqual([3]);
  });

  it('does not search the content', () => {
    expect(filterNews([item({ content: 'hidden' })], 'hidden', 'all')).toEqual([]);
  });

  it('combines the search with the category', () => {
    expect(filterNews(items, '', 'events').map((i) => i.id)).toEqual([2]);
    expect(filterNews(items, 'graduation', 'events')).toEqual([]);
    expect(filterNews(items, '', 'all')).toHaveLength(3);
  });
});
