import fs from 'node:fs';
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

  it('a cookie that names no live session is the public', async () => {
    await get(api.news.list);
    const stranger = await get(api.news.list, { cookie: `nasab_family=${newToken().token}` });
    expect(stranger.headers.get('x-cache')).toBe('hit');
  });
});
