import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { diwanBody, memberBody, newsBody, siteSettingsBody, unique } from '../test/factories';
import { request } from '../test/http';
import { startTestServer, twoServersOnOneDatabase, type TestServer } from '../test/test-server';
import { etagOf, internalRequestHeaders, matchesIfNoneMatch } from './public-cache';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent: fetch would decode the compression under test. */
function raw(baseURL: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseURL}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

/** A built front end in miniature: a page template big enough to be compressed, and one asset. */
function makeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>نسب</title><!--app-head--></head>' +
      `<body><div id="root"></div><p hidden>${'نص '.repeat(600)}</p>` +
      '<script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  const script = `console.log(${JSON.stringify('nasab '.repeat(500))});\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
  return dir;
}

describe('validators', () => {
  it('gives each encoding its own strong ETag', () => {
    expect(etagOf('abc', 'identity')).toBe('"abc"');
    expect(etagOf('abc', 'br')).toBe('"abc-br"');
    expect(etagOf('abc', 'gzip')).toBe('"abc-gzip"');
  });

  it('compares If-None-Match weakly, in a list, and honours *', () => {
    expect(matchesIfNoneMatch('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-br" ', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('public reads: compression, validators and the cache', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = makeWebDir();
    server = await startTestServer({ webDir });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('negotiates Accept-Encoding %j for JSON and pages', async (accept, expected) => {
    for (const url of [api.familyMembers.list, api.news.list, '/', '/news']) {
      const res = await raw(server.baseURL, url, accept ? { 'accept-encoding': accept } : {});
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(expected);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), url).toBe(res.body.length);
      const text = decoded(res);
      if (url.startsWith('/api/')) expect(() => JSON.parse(text), url).not.toThrow();
      else expect(text, url).toContain('<div id="root">');
    }
  });

  it('serves the built assets precompressed by content negotiation', async () => {
    const br = await raw(server.baseURL, '/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toContain('nasab nasab');
    const gz = await raw(server.baseURL, '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw(server.baseURL, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(decoded(br));
  });

  it('answers a strong ETag per encoding, and 304 to a client that holds it', async () => {
    // The diwan's answer is under the compression threshold: one representation, one tag.
    for (const url of [api.news.list, api.familyMembers.list, api.diwan, '/']) {
      const first = await raw(server.baseURL, url, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      const compressed = first.headers['content-encoding'] === 'br';
      expect(etag, url).toMatch(compressed ? /^"[A-Za-z0-9_-]+-br"$/ : /^"[A-Za-z0-9_-]+"$/);
      expect(compressed, url).toBe(url !== api.diwan);
      const again = await raw(server.baseURL, url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, url).toBe(304);
      expect(again.body.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      if (!compressed) continue;
      // The same body in another encoding is another representation: not "not modified".
      const gzip = await raw(server.baseURL, url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(gzip.status, url).toBe(200);
      expect(gzip.headers.etag, url).toBe(etag.replace(/-br"$/, '-gzip"'));
    }
  });

  it('compresses a kept answer only when a client that accepts the encoding reads it', async () => {
    const url = `${api.news.list}?probe=${encodeURIComponent(unique('compression'))}`;
    const kept = () => server.app.publicCache.lookup(url)?.response.bodies;
    // The renderer reads the API in-process, asking for no encoding: nothing is compressed for it.
    const internal = await server.app.inject({
      method: 'GET',
      url,
      headers: internalRequestHeaders(server.app),
    });
    expect(internal.statusCode).toBe(200);
    expect(kept()?.identity.length).toBeGreaterThanOrEqual(1024);
    expect(kept()).not.toHaveProperty('br');
    expect(kept()).not.toHaveProperty('gzip');
    const br = await raw(server.baseURL, url, { 'accept-encoding': 'br' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(internal.body);
    expect(kept()?.br).toBeDefined();
    expect(kept()).not.toHaveProperty('gzip');
    const again = await raw(server.baseURL, url, { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
  });

  it('lets browsers revalidate and shared caches keep public JSON for a minute', async () => {
    const res = await raw(server.baseURL, api.notablePeople);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  });

  it('keeps pages built from the Host header out of shared caches, and apart per host', async () => {
    const res = await raw(server.baseURL, '/sitemap.xml', { host: 'one.example' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(decoded(res)).toContain('http://one.example/');
    const other = await raw(server.baseURL, '/sitemap.xml', { host: 'two.example' });
    expect(decoded(other)).toContain('http://two.example/');
    expect(decoded(other)).not.toContain('one.example');
  });

  it('never lets anyone store an admin answer, a login or a visit count', async () => {
    const login = await request(server, 'POST', api.admin.login, {
      json: { username: 'nobody', password: 'wrong-password' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const url of [api.admin.news.list, api.admin.stats, api.admin.checkAuth]) {
      const res = await request(server, 'GET', url, { token: server.token });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      expect(res.headers.get('etag'), url).toBeNull();
    }
    const views = await request(server, 'GET', api.views);
    expect(views.headers.get('cache-control')).toBe('no-store');
    const unknown = await request(server, 'GET', '/api/nope');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a repeated read from memory, and the next read after an admin write from the database', async () => {
    const first = await raw(server.baseURL, api.news.list);
    const hit = await raw(server.baseURL, api.news.list);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers.etag).toBe(first.headers.etag);

    const title = unique('خبر جديد');
    const created = await request(server, 'POST', api.admin.news.create, {
      token: server.token,
      json: newsBody({ title, date: '2099-01-01' }),
    });
    expect(created.status).toBe(201);
    const after = await raw(server.baseURL, api.news.list);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(decoded(after)).toContain(title);
  });

  it.each([
    [
      'a news item',
      api.news.list,
      async () => {
        const id = (await request(server, 'GET', api.admin.news.list, { token: server.token })).body.data[0]
          .id;
        const title = unique('عنوان معدّل');
        const item = (await request(server, 'GET', withId(api.admin.news.item, id), { token: server.token }))
          .body.data;
        await request(server, 'PUT', withId(api.admin.news.item, id), {
          token: server.token,
          json: { ...newsBody(), ...item, title },
        });
        return title;
      },
    ],
    [
      'a member',
      api.familyMembers.list,
      async () => {
        const name = unique('عضو جديد');
        await request(server, 'POST', api.familyMembers.create, {
          token: server.token,
          json: memberBody({ name }),
        });
        return name;
      },
    ],
    [
      'the site settings',
      api.site,
      async () => {
        const tagline = unique('شعار');
        await request(server, 'POST', api.admin.site.update, {
          token: server.token,
          json: siteSettingsBody({ tagline }),
        });
        return tagline;
      },
    ],
    [
      'the diwan',
      api.diwan,
      async () => {
        const address = unique('عنوان الديوان');
        await request(server, 'POST', api.admin.diwanUpdate, {
          token: server.token,
          json: diwanBody({ address }),
        });
        return address;
      },
    ],
  ])('shows an admin edit of %s in the next public answer', async (_what, url, edit) => {
    await raw(server.baseURL, url);
    expect((await raw(server.baseURL, url)).headers['x-cache']).toBe('hit');
    const text = await edit();
    expect(decoded(await raw(server.baseURL, url))).toContain(text);
  });

  it('a failed admin write leaves the cache as it was', async () => {
    await raw(server.baseURL, api.news.list);
    const refused = await request(server, 'POST', api.admin.news.create, { token: server.token, json: {} });
    expect(refused.status).toBe(400);
    expect((await raw(server.baseURL, api.news.list)).headers['x-cache']).toBe('hit');
  });

  it('does not keep a 404', async () => {
    const missing = await raw(server.baseURL, withId(api.news.get, 987654));
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await raw(server.baseURL, withId(api.news.get, 987654))).headers['x-cache']).toBeUndefined();
  });
});

// Several server processes on one PostgreSQL database each keep a cache; a write in one must
// reach the others at once, not after the time limit.
describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL database', () => {
  const servers = twoServersOnOneDatabase(process.env.TEST_DATABASE_URL!);
  let first: TestServer;
  let second: TestServer;
  beforeEach(() => {
    first = servers.first();
    second = servers.second();
  });

  it('empties every process’s cache when one of them writes', async () => {
    await raw(second.baseURL, api.news.list);
    expect((await raw(second.baseURL, api.news.list)).headers['x-cache']).toBe('hit');
    const title = unique('خبر من العملية الأولى');
    const created = await request(first, 'POST', api.admin.news.create, {
      token: first.token,
      json: newsBody({ title }),
    });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => decoded(await raw(second.baseURL, api.news.list)), { timeout: 5000, interval: 50 })
      .toContain(title);
  });
});
