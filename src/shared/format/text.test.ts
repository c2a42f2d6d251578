import { describe, expect, it } from 'vitest';
import { buildPageTitle, truncateWords } from './text';

const words = (count: number) => Array.from({ length: count }, (_, i) => `كلمة${i + 1}`).join(' ');

describe('truncateWords', () => {
  it('keeps the first 20 words and adds an ellipsis', () => {
    const result = truncateWords(words(25));
    expect(result).toBe(`${words(20)}...`);
    expect(result.replace('...', '').split(' ')).toHaveLength(20);
  });

  it('returns text of 20 words or fewer unchanged, without an ellipsis', () => {
    expect(truncateWords(words(20))).toBe(words(20));
    expect(truncateWords('نبذة قصيرة')).toBe('نبذة قصيرة');
  });

  it('counts words across newlines and repeated spaces', () => {
    expect(truncateWords('أ  ب\nج\tد', 2)).toBe('أ ب...');
  });

  it('returns an empty string for empty text', () => {
    expect(truncateWords('   ')).toBe('');
  });
});

describe('buildPageTitle', () => {
  it('prefixes the section with the family name', () => {
    expect(buildPageTitle('عائلة الفلاني', 'الأخبار')).toBe('عائلة الفلاني | الأخبار');
  });

  it('defaults to the home section', () => {
    expect(buildPageTitle('عائلة الفلاني')).toBe('عائلة الفلاني | الرئيسية');
    expect(buildPageTitle('عائلة الفلاني', '  ')).toBe('عائلة الفلاني | الرئيسية');
  });

  it('is the section alone while the family name is unknown', () => {
    expect(buildPageTitle('', 'الأخبار')).toBe('الأخبار');
  });
});
