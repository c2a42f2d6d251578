import { describe, expect, it } from 'vitest';
import { publicMessages } from '../messages/public';
import { newsParagraphs } from './news-content';

describe('newsParagraphs', () => {
  it('splits on blank lines', () => {
    expect(newsParagraphs('أول\n\nثانٍ\n\nثالث')).toEqual(['أول', 'ثانٍ', 'ثالث']);
  });

  it('keeps single line breaks inside a paragraph', () => {
    expect(newsParagraphs('سطر\nسطر آخر\n\nفقرة')).toEqual(['سطر\nسطر آخر', 'فقرة']);
  });

  it('treats whitespace-only lines and CRLF as blank lines', () => {
    expect(newsParagraphs('أ\r\n\r\nب\n   \nج\n\t\n\nد')).toEqual(['أ', 'ب', 'ج', 'د']);
  });

  it('drops empty paragraphs from runs of blank lines and edges', () => {
    expect(newsParagraphs('\n\nأ\n\n\n\n\nب\n\n')).toEqual(['أ', 'ب']);
  });

  it('skips paragraphs containing the full-news phrase, wherever it appears in them', () => {
    const marker = publicMessages.news.fullNewsMarker;
    const content = ['مقدمة', `${marker} https://example.com/x`, `نص ثم ${marker} رابط`, 'خاتمة'].join(
      '\n\n',
    );
    expect(newsParagraphs(content)).toEqual(['مقدمة', 'خاتمة']);
  });

  it('uses the catalogue phrase by default', () => {
    expect(publicMessages.news.fullNewsMarker).toBe('الخبر كاملاً من هنا:');
    expect(newsParagraphs('الخبر كاملاً من هنا: http://a')).toEqual([]);
  });

  it('returns nothing for empty content', () => {
    expect(newsParagraphs('')).toEqual([]);
    expect(newsParagraphs('  \n\n ')).toEqual([]);
  });
});
