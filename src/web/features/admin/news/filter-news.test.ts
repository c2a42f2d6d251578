import { describe, expect, it } from 'vitest';
import type { AdminNewsItem } from '#shared/schemas/news.ts';
import { filterNews, shownStatusOf } from './filter-news';

const item = (overrides: Partial<AdminNewsItem>): AdminNewsItem => ({
  id: 1,
  title: '',
  excerpt: '',
  content: '',
  date: '2024-01-01',
  version: 1,
  category: 'events',
  image: '',
  link: '',
  status: 'published',
  publish_at: null,
  audience: 'public',
  member_ids: [],
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

describe('filterNews by status', () => {
  const now = new Date('2025-05-16T06:00:00.000Z');
  const byStatus = [
    item({ id: 1, status: 'draft' }),
    item({ id: 2, status: 'scheduled', publish_at: '2025-06-01T06:00:00.000Z' }),
    // Its time has come: the public sees it, so it is listed as published.
    item({ id: 3, status: 'scheduled', publish_at: '2025-05-01T06:00:00.000Z' }),
    item({ id: 4, status: 'published' }),
    // Published with a time still to come: it waits, so it is listed as scheduled.
    item({ id: 5, status: 'published', publish_at: '2025-07-01T06:00:00.000Z', category: 'academic' }),
  ];
  const ids = (status: Parameters<typeof filterNews>[3]) =>
    filterNews(byStatus, '', 'all', status, now).map((i) => i.id);

  it('keeps the items the public sees in that state now', () => {
    expect(ids('all')).toEqual([1, 2, 3, 4, 5]);
    expect(ids('draft')).toEqual([1]);
    expect(ids('scheduled')).toEqual([2, 5]);
    expect(ids('published')).toEqual([3, 4]);
  });

  it('combines with the category and the search', () => {
    expect(filterNews(byStatus, '', 'academic', 'scheduled', now).map((i) => i.id)).toEqual([5]);
    expect(filterNews(byStatus, 'nothing', 'all', 'scheduled', now)).toEqual([]);
  });

  it('names the status each badge shows', () => {
    expect(byStatus.map((i) => shownStatusOf(i, now))).toEqual([
      'draft',
      'scheduled',
      'published',
      'published',
      'scheduled',
    ]);
  });
});
