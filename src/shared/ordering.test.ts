import { describe, expect, it } from 'vitest';
import { byDisplayOrder, newestFirst } from './ordering';

describe('newestFirst', () => {
  const items = [
    { id: 1, date: '2025-03-13' },
    { id: 2, date: '2026-05-09' },
    { id: 3, date: '2025-10-12' },
    { id: 4, date: '2026-05-09' },
    { id: 5, date: '2024-01-01' },
  ];

  it('puts the newest first and the later id first on the same day', () => {
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual([4, 2, 3, 1, 5]);
  });

  it('orders timestamps the same way', () => {
    const messages = [
      { id: 1, createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 3, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 2, createdAt: '2026-03-01T10:00:00.000Z' },
    ];
    expect(newestFirst(messages, (m) => m.createdAt).map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('does not change the given array', () => {
    const copy = [...items];
    newestFirst(items, (item) => item.date);
    expect(items).toEqual(copy);
  });
});

describe('byDisplayOrder', () => {
  it('puts the smallest order first and keeps ties in the given order', () => {
    const people = [
      { id: 'a', order: 99 },
      { id: 'b', order: 5 },
      { id: 'c', order: 99 },
      { id: 'd', order: 1 },
    ];
    expect(byDisplayOrder(people).map((p) => p.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
