import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES, publicPageFiles, splitHoistables, type Manifest } from './render-page';

describe('publicPageFiles', () => {
  it("lists every public page's script, its imports and stylesheets, once each, without the admin's or the entry's", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'] },
      'app/routes/news.tsx': { file: 'assets/news-b.js', isDynamicEntry: true, imports: ['_shared-c.js'] },
      'app/routes/family-tree.tsx': {
        file: 'assets/family-tree-d.js',
        isDynamicEntry: true,
        imports: ['_shared-c.js', 'index.html'],
        css: ['assets/family-tree-d.css'],
      },
      'app/routes/admin/news.tsx': { file: 'assets/admin-news-e.js', isDynamicEntry: true },
      '_shared-c.js': { file: 'assets/shared-c.js' },
    };
    expect(publicPageFiles(manifest).sort()).toEqual(
      [
        '/assets/family-tree-d.css',
        '/assets/family-tree-d.js',
        '/assets/news-b.js',
        '/assets/shared-c.js',
      ].sort(),
    );
  });

  it("leaves the relatives' own pages to a signed-in relative's list: a visitor reaches them only once signed in", () => {
    const manifest: Manifest = {
      'app/routes/news.tsx': { file: 'assets/news-b.js', isDynamicEntry: true },
      'app/routes/family-login.tsx': { file: 'assets/family-login-c.js', isDynamicEntry: true },
      'app/routes/family-propose.tsx': {
        file: 'assets/family-propose-d.js',
        isDynamicEntry: true,
        imports: ['_form-e.js'],
      },
      '_form-e.js': { file: 'assets/form-e.js' },
    };
    expect(publicPageFiles(manifest).sort()).toEqual(['/assets/family-login-c.js', '/assets/news-b.js']);
    expect(publicPageFiles(manifest, { relative: true }).sort()).toEqual([
      '/assets/family-login-c.js',
      '/assets/family-propose-d.js',
      '/assets/form-e.js',
      '/assets/news-b.js',
    ]);
  });

  it("names route modules that exist (a renamed one would quietly be everyone's again)", () => {
    for (const page of SIGNED_IN_PAGES)
      expect(fs.existsSync(`src/web/app/routes/${page}.tsx`), page).toBe(true);
  });
});

describe('splitHoistables', () => {
  it("takes React's leading image hints for the head and drops its title, which the head has", () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>عائلة | تاريخنا</title>' +
      '<div><title>not leading</title><link rel="x" href="/y"/></div>';
    expect(splitHoistables(html)).toEqual({
      hints: ['<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>'],
      markup: '<div><title>not leading</title><link rel="x" href="/y"/></div>',
    });
  });

  it('leaves markup without hoistables as it is', () => {
    expect(splitHoistables('<div class="a">x</div>')).toEqual({
      hints: [],
      markup: '<div class="a">x</div>',
    });
  });
});
