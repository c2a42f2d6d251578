import { describe, expect, it } from 'vitest';
import { dashboardMessages as m } from './dashboard';

describe('counted nouns', () => {
  it('agree with the number as Arabic says it', () => {
    expect(m.topNews.views(1)).toBe('قراءة واحدة');
    expect(m.topNews.views(2)).toBe('قراءتان');
    expect(m.topNews.views(5)).toBe('5 قراءات');
    expect(m.topNews.views(15)).toBe('15 قراءة');
    expect(m.topNews.views(100)).toBe('100 قراءة');
    expect(m.topNews.views(105)).toBe('105 قراءات');
    expect(m.visits.total(0)).toBe('المجموع: 0 زيارة');
    expect(m.members.readout('مارس 2025', 11)).toBe('مارس 2025: 11 فرداً');
  });
});
