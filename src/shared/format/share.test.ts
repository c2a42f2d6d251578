import { describe, expect, it } from 'vitest';
import { buildShareLinks, copyText, PANEL_TITLE_MAX, shareText, trimTitle, X_TITLE_MAX } from './share';

describe('trimTitle', () => {
  it('keeps a title that fits', () => {
    expect(trimTitle('غبقة رمضانية', PANEL_TITLE_MAX)).toBe('غبقة رمضانية');
  });

  it('keeps a title of exactly the limit', () => {
    const title = 'أ'.repeat(25);
    expect(trimTitle(title, 25)).toBe(title);
  });

  it('cuts a long title to the limit, ellipsis included', () => {
    const title = 'غبقة رمضانية تجمع أبناء العائلة في الديوان';
    const trimmed = trimTitle(title, PANEL_TITLE_MAX);
    expect(Array.from(trimmed).length).toBeLessThanOrEqual(PANEL_TITLE_MAX);
    expect(Array.from(trimmed).length).toBeGreaterThan(PANEL_TITLE_MAX - 3);
    expect(trimmed.endsWith('…')).toBe(true);
    expect(title.startsWith(trimmed.slice(0, -1))).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(trimTitle('abcd efgh', 6)).toBe('abcd…');
  });

  it('trims to 200 for X', () => {
    expect(Array.from(trimTitle('ب'.repeat(500), X_TITLE_MAX))).toHaveLength(200);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const trimmed = trimTitle('😀'.repeat(30), 25);
    expect(Array.from(trimmed)).toHaveLength(25);
    expect(trimmed).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('collapses inner whitespace', () => {
    expect(trimTitle('  a \n b  ', 25)).toBe('a b');
  });
});

describe('buildShareLinks', () => {
  const url = 'https://family.example/news/3?x=1&y=2';
  const title = 'المهندسة ريم تفوز بجائزة';

  it('builds the WhatsApp link with title and URL in the text', () => {
    const link = new URL(buildShareLinks(title, url).whatsapp);
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toBe(`${title}\n${url}`);
  });

  it('builds the Telegram link', () => {
    const link = new URL(buildShareLinks(title, url).telegram);
    expect(link.href.startsWith('https://t.me/share/url?')).toBe(true);
    expect(link.searchParams.get('url')).toBe(url);
    expect(link.searchParams.get('text')).toBe(title);
  });

  it('builds the X link with the title cut to 200 characters', () => {
    const long = 'ت'.repeat(300);
    const link = new URL(buildShareLinks(long, url).x);
    expect(link.href.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(link.searchParams.get('url')).toBe(url);
    expect(Array.from(link.searchParams.get('text') ?? '')).toHaveLength(200);
  });

  it('builds the Facebook link with the URL only', () => {
    const link = new URL(buildShareLinks(title, url).facebook);
    expect(link.href.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(link.searchParams.get('u')).toBe(url);
  });

  it('encodes characters that would break the query', () => {
    const links = buildShareLinks('a&b=c#d', url);
    expect(new URL(links.telegram).searchParams.get('text')).toBe('a&b=c#d');
  });
});

describe('shareText and copyText', () => {
  it('puts the title above the link', () => {
    expect(shareText('عنوان', 'https://x.example/')).toBe('عنوان\nhttps://x.example/');
  });
  it('is the link alone without a title', () => {
    expect(shareText('  ', 'https://x.example/')).toBe('https://x.example/');
  });
  it('copies the link', () => {
    expect(copyText('https://x.example/news/1')).toBe('https://x.example/news/1');
  });
});
