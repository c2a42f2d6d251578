import { describe, expect, it } from 'vitest';
import { MAX_TOP_PAGES, pagesIn } from './use-top-pages';

describe('?tops= in the address', () => {
  it('reads how many pages of tops are shown, the first screen’s when absent or malformed', () => {
    expect(pagesIn('3')).toBe(3);
    expect(pagesIn(null)).toBe(1);
    for (const bad of ['', '0', '-2', '1.5', 'abc', '03']) expect(pagesIn(bad), bad).toBe(1);
  });

  it('is not a way to ask the server for hundreds of pages at once', () => {
    expect(pagesIn('5000')).toBe(MAX_TOP_PAGES);
  });
});
