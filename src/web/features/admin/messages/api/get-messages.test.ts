import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../../../shared/schemas/contact';
import { sortNewestFirst } from './get-messages';

const message = (id: number, createdAt: string): ContactMessage => ({
  id,
  name: 'زائر',
  subject: `موضوع ${id}`,
  message: 'نص',
  createdAt,
  read: false,
});

describe('sortNewestFirst', () => {
  it('puts the newest first, and the higher id first within the same instant', () => {
    const sorted = sortNewestFirst([
      message(1, '2026-01-01T10:00:00.000Z'),
      message(3, '2026-03-01T10:00:00.000Z'),
      message(2, '2026-03-01T10:00:00.000Z'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([3, 2, 1]);
  });
});
