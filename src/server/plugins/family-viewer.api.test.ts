import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { newToken } from '#server/plugins/auth.ts';
import { request } from '#server/test/http.ts';
import { signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir } from '#server/test/web-dir.ts';

describe('the public cache and a signed-in relative (docs/architecture.md#who-may-do-what)', () => {
  let server: TestServer;
  let webDir: string;
  let cookie: string;

  beforeAll(async () => {
    webDir = makeWebDir();
    // The pages' code as a build lists it: a public page's and a relative's own.
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'app/routes/news.tsx': { file: 'assets/news-a.js', isDynamicEntry: true },
        'app/routes/family-propose.tsx': { file: 'assets/family-propose-b.js', isDynamicEntry: true },
      }),
    );
    server = await startTestServer({ webDir });
    ({ cookie } = await signedInRelative(server, 'cache-reader'));
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => request(server, 'GET', url, { headers });

  // The page last: its render reads the two API answers into the cache for itself.
  for (const url of [api.news.list, api.site, '/news']) {
    it(`${url}: a relative's answer is neither kept for the public nor taken from it`, async () => {
      const relative = await get(url, { cookie });
      expect(relative.status).toBe(200);
      expect(relative.headers.get('cache-control')).toBe('private, no-store');
      expect(relative.headers.get('x-cache')).toBeNull();
      expect(relative.headers.get('etag')).toBeNull();

      // The relative's answer was not kept: the public's first request computes its own.
      const first = await get(url);
      expect(first.headers.get('x-cache')).toBe('miss');
      expect(first.headers.get('cache-control')).toMatch(/^public|^private, no-cache$/);
      expect((await get(url)).headers.get('x-cache')).toBe('hit');

      // Nor is the public's copy served to the relative.
      const again = await get(url, { cookie });
      expect(again.headers.get('x-cache')).toBeNull();
      expect(again.headers.get('cache-control')).toBe('private, no-store');
    });
  }

  it("a page lists the relatives' own pages' code for a relative to fetch ahead, and for nobody else", async () => {
    const pagesOf = async (headers: Record<string, string>) => {
      const page = await get('/news', headers);
      const block = /<script type="application\/json" id="nasab-pages">([^<]*)<\/script>/.exec(page.text);
      return JSON.parse(block![1]!) as string[];
    };
    expect(await pagesOf({})).toEqual(['/assets/news-a.js']);
    expect((await pagesOf({ cookie })).sort()).toEqual(['/assets/family-propose-b.js', '/assets/news-a.js']);
  });

  it('a cookie that names no live session is the public', async () => {
    await get(api.news.list);
    const stranger = await get(api.news.list, { cookie: `nasab_family=${newToken().token}` });
    expect(stranger.headers.get('x-cache')).toBe('hit');
  });
});
