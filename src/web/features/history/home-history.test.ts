import { describe, expect, it } from 'vitest';
import type { History, HistoryEntry } from '#shared/schemas/history.ts';
import { homeHistoryCards, isUnwritten } from './home-history';

const entry = (id: number, onHome = false): HistoryEntry => ({
  id,
  year: 1900 + id,
  period: '',
  title: `محطة ${id}`,
  summary: '',
  body: '',
  image: '',
  on_home: onHome,
  members: [],
  place: null,
});

const history = (timeline: HistoryEntry[], page: Partial<History['page']> = {}): History => ({
  page: { intro: '', home_intro: '', map_image: '', map_alt: '', map_caption: '', ...page },
  timeline,
  blocks: [],
});

describe('the home page history cards', () => {
  it('are the first three entries marked for the home page, in the timeline order', () => {
    const cards = homeHistoryCards(
      history([entry(1), entry(2, true), entry(3, true), entry(4, true), entry(5, true)]),
    );
    expect(cards.map((card) => card.id)).toEqual([2, 3, 4]);
  });

  it('are the first entries while none is marked, so a first entry shows at once', () => {
    expect(homeHistoryCards(history([entry(1), entry(2)])).map((card) => card.id)).toEqual([1, 2]);
  });
});

describe('an unwritten history', () => {
  it('has no entry, text block, intro or image', () => {
    expect(isUnwritten(history([]))).toBe(true);
    expect(isUnwritten(history([], { home_intro: 'للرئيسية فقط' }))).toBe(true);
    expect(isUnwritten(history([], { intro: 'مقدمة الصفحة' }))).toBe(false);
    expect(isUnwritten(history([entry(1)]))).toBe(false);
    expect(isUnwritten(history([], { map_image: '/uploads/a.webp' }))).toBe(false);
  });
});
