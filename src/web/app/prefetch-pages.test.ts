// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CODE_ELEMENT_ID } from '#shared/page-state.ts';
import { prefetchPublicPages } from './prefetch-pages';

function listPageCode(files: string[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CODE_ELEMENT_ID;
  script.textContent = JSON.stringify(files);
  document.body.append(script);
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('prefetchPublicPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('prefetches the listed files this page has not loaded, a few per idle moment, none as a module preload', () => {
    const loaded = document.createElement('link');
    loaded.rel = 'modulepreload';
    loaded.href = '/assets/react-1.js';
    document.head.append(loaded);
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/main-1.js';
    document.head.append(entry);
    const pages = Array.from({ length: 6 }, (_, index) => `/assets/page-${index}.js`);
    listPageCode(['/assets/main-1.js', '/assets/react-1.js', ...pages, '/assets/page.css']);

    prefetchPublicPages();
    expect(prefetched()).toEqual(pages.slice(0, 4));
    vi.runAllTimers();
    expect(prefetched()).toEqual([...pages, '/assets/page.css']);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('fetches nothing ahead for a visitor who asked to save data (Save-Data)', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    try {
      listPageCode(['/assets/page-0.js', '/assets/page.css']);
      prefetchPublicPages();
      vi.runAllTimers();
      expect(prefetched()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does nothing on a page the server did not render', () => {
    prefetchPublicPages();
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
  });
});
