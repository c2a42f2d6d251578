import { describe, expect, it } from 'vitest';
import { publicPageFiles, splitHoistables, type Manifest } from './render-page';

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
