import { describe, expect, it } from 'vitest';
import { shellFiles, type BuildManifest } from './service-worker-build';

// The files the service worker fetches when it installs (decision 059): what the offline pages
// need, from the build's manifest, and nothing of the other pages or the admin area.

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    css: ['assets/index-A.css'],
    assets: ['assets/cairo-arabic-400-B.woff2', 'assets/cairo-arabic-400-B.woff'],
    dynamicImports: ['main.tsx'],
  },
  'main.tsx': {
    file: 'assets/main-C.js',
    imports: ['index.html', '_react-D.js'],
    dynamicImports: [
      'app/routes/occasions.tsx',
      'app/routes/occasion-detail.tsx',
      'app/routes/news.tsx',
      'app/routes/admin/dashboard.tsx',
      'app/admin-routes.tsx',
      '../shared/schemas/occasion.ts',
    ],
  },
  'app/admin-routes.tsx': {
    file: 'assets/admin-routes-M.js',
    dynamicImports: ['app/routes/admin/dashboard.tsx'],
  },
  '_react-D.js': { file: 'assets/react-D.js' },
  'app/routes/occasions.tsx': {
    file: 'assets/occasions-E.js',
    imports: ['main.tsx', '_calendar-F.js'],
    dynamicImports: ['../shared/schemas/push.ts'],
  },
  'app/routes/occasion-detail.tsx': { file: 'assets/occasion-detail-G.js', css: ['assets/detail-G.css'] },
  '_calendar-F.js': { file: 'assets/calendar-F.js' },
  '../shared/schemas/occasion.ts': { file: 'assets/occasion-H.js' },
  '../shared/schemas/push.ts': { file: 'assets/push-I.js' },
  'app/routes/news.tsx': { file: 'assets/news-J.js', imports: ['_news-only-K.js'] },
  '_news-only-K.js': { file: 'assets/news-only-K.js' },
  'app/routes/admin/dashboard.tsx': { file: 'assets/dashboard-L.js' },
};

describe('the shell the service worker keeps', () => {
  it('is the entry, its styles and woff2 fonts, and the offline pages with all they load', () => {
    expect(shellFiles(manifest)).toEqual([
      '/assets/cairo-arabic-400-B.woff2',
      '/assets/calendar-F.js',
      '/assets/detail-G.css',
      '/assets/index-A.css',
      '/assets/index-A.js',
      '/assets/main-C.js',
      '/assets/occasion-H.js',
      '/assets/occasion-detail-G.js',
      '/assets/occasions-E.js',
      '/assets/push-I.js',
      '/assets/react-D.js',
    ]);
  });
});
