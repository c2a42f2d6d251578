// Hardening from the tests (decision 027): each item as a test over real HTTP.
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { SQLITE_BUSY_TIMEOUT_MS } from './db/database';
import { commonMessages } from '#shared/messages/common.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { ConfigError, loadConfig } from './config';
import { contactBody, diwanBody, memberBody, newsBody, siteSettingsBody } from './test/factories';
import { imageForm, request, type TestResponse } from './test/http';
import { pngBytes } from './test/images';
import { startTestServer, type TestServer } from './test/test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const m = serverMessages.errors;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The CSP as a map of directive → sources. */
function policyOf(res: { headers: Headers }): Map<string, string[]> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name ?? '', values] as const;
    }),
  );
}

/** Opens a TCP connection to the server and waits until it is established. */
function connect(server: TestServer): Promise<net.Socket> {
  const { port, hostname } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes on a socket until it closes it (or `limitMs` passes: 'open'). */
function untilClosed(socket: net.Socket, limitMs: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    const timer = setTimeout(() => resolve({ text, closed: false }), limitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

function openConnections(server: TestServer): Promise<number> {
  return new Promise((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A GET with its own Host header (fetch sends the URL's). */
function getWithHost(
  server: TestServer,
  url: string,
  host: string,
): Promise<{ text: string; cacheControl: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.baseURL}${url}`, { headers: { host } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ text, cacheControl: res.headers['cache-control'] }));
      })
      .on('error', reject);
  });
}

function expectArabicError(res: TestResponse, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toEqual({ success: false, error });
  expect(res.text).not.toMatch(/FST_|stack|sqlite|ENOSPC/i);
}

describe('TRUST_PROXY: a hop count or the proxies’ addresses, never everyone', () => {
  it('refuses true, with what to say instead; takes a hop count, addresses and ranges', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let every visitor choose the address rate limits count: give the number of proxies in front \(1\)/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example', '11', '127.0.0.1, everyone']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('a server started with TRUST_PROXY=true does not start', async () => {
    await expect(startTestServer({ env: { TRUST_PROXY: 'true' }, login: false })).rejects.toThrow(
      /TRUST_PROXY: true would let every visitor/,
    );
  });

  // The test plays the proxy: it connects from 127.0.0.1 and appends the visitor's address to
  // whatever X-Forwarded-For the visitor sent, as nginx's $proxy_add_x_forwarded_for does.
  /** A server that trusts `trust`, with a contact limit of 2, and a send as from behind a proxy. */
  async function behindProxy(trust: string) {
    const server = await startTestServer({
      env: { TRUST_PROXY: trust },
      login: false,
      seedDemo: false,
      rateLimits: { contactPer10Minutes: 2 },
    });
    const send = (forwardedFor: string) =>
      request(server, 'POST', api.contact, {
        json: contactBody(),
        headers: { 'x-forwarded-for': forwardedFor },
      });
    return { server, send };
  }

  for (const trust of ['1', '127.0.0.1', '127.0.0.0/8']) {
    it(`TRUST_PROXY=${trust}: a visitor's own X-Forwarded-For does not escape the contact limit`, async () => {
      const { server, send } = await behindProxy(trust);
      try {
        expect((await send('198.51.100.1, 203.0.113.9')).status).toBe(200);
        expect((await send('198.51.100.2, 203.0.113.9')).status).toBe(200);
        const third = await send('198.51.100.3, 203.0.113.9');
        expect(third.status).toBe(429);
        expect(third.body.error).toBe(m.tooManyRequests);
        // Another visitor behind the same proxy is counted apart.
        expect((await send('203.0.113.10')).status).toBe(200);
      } finally {
        await server.close();
      }
    });
  }

  it('a proxy address that is not the peer: X-Forwarded-For is not read at all', async () => {
    const { server, send } = await behindProxy('10.9.9.9');
    try {
      expect((await send('203.0.113.1')).status).toBe(200);
      expect((await send('203.0.113.2')).status).toBe(200);
      expect((await send('203.0.113.3')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is required when NODE_ENV=production: the start stops with a clear message', async () => {
    await expect(startTestServer({ env: { NODE_ENV: 'production' }, login: false })).rejects.toThrow(
      /PUBLIC_URL: is required when NODE_ENV=production: the site's public address, such as https:\/\/family\.example/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://family.example' }).publicUrl).toBe(
      'https://family.example',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
  });

  it('without it, answers with links built from Host are kept by no shared cache and apart per host', async () => {
    const server = await startTestServer({ login: false });
    try {
      for (const url of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
        const poisoned = await getWithHost(server, url, 'evil.example');
        expect(poisoned.text, url).toContain('http://evil.example/');
        expect(poisoned.cacheControl, url).toBe('private, no-cache');
        const next = await getWithHost(server, url, new URL(server.baseURL).host);
        expect(next.text, url).not.toContain('evil.example');
      }
    } finally {
      await server.close();
    }
  });

  it('with it, the Host header never reaches a link, and the answers may be shared', async () => {
    const server = await startTestServer({
      env: { PUBLIC_URL: 'https://family.example', NODE_ENV: 'production' },
      login: false,
    });
    try {
      for (const url of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
        const res = await getWithHost(server, url, 'evil.example');
        expect(res.text, url).toContain('https://family.example/');
        expect(res.text, url).not.toContain('evil.example');
        expect(res.cacheControl, url).toMatch(/^public/);
      }
    } finally {
      await server.close();
    }
  });
});

describe('security headers follow the site', () => {
  it('lists Google only while analytics or a map is set; images from the site alone; no HSTS on http', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const policy = async () => policyOf(await request(server, 'GET', api.health));
      const bare = await policy();
      expect(bare.get('script-src')).toEqual(["'self'"]);
      expect(bare.get('connect-src')).toEqual(["'self'"]);
      expect(bare.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(bare.get('frame-src')).toEqual(["'none'"]);
      expect([...bare.values()].flat().join(' ')).not.toContain('google');
      expect((await request(server, 'GET', api.health)).headers.get('strict-transport-security')).toBeNull();

      const site = siteSettingsBody({ analyticsId: 'G-TEST1234' });
      expect(
        (await request(server, 'POST', api.admin.site.update, { token: server.token, json: site })).status,
      ).toBe(200);
      const withAnalytics = await policy();
      expect(withAnalytics.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
      expect(withAnalytics.get('connect-src')).toContain('https://*.google-analytics.com');
      expect(withAnalytics.get('img-src')).toContain('https://*.google-analytics.com');
      expect(withAnalytics.get('frame-src')).toEqual(["'none'"]);

      expect(
        (await request(server, 'POST', api.admin.diwanUpdate, { token: server.token, json: diwanBody() }))
          .status,
      ).toBe(200);
      expect((await policy()).get('frame-src')).toEqual([
        'https://www.google.com',
        'https://maps.google.com',
      ]);

      const withoutAnalytics = siteSettingsBody({ analyticsId: '' });
      await request(server, 'POST', api.admin.site.update, { token: server.token, json: withoutAnalytics });
      const mapOnly = await policy();
      expect(mapOnly.get('script-src')).toEqual(["'self'"]);
      expect(mapOnly.get('connect-src')).toEqual(["'self'"]);
      expect(mapOnly.get('frame-src')).toContain('https://www.google.com');
    } finally {
      await server.close();
    }
  });

  it('IMAGE_SOURCES widens img-src; an https PUBLIC_URL adds HSTS', async () => {
    expect(() => loadConfig({ IMAGE_SOURCES: 'javascript:alert(1)' })).toThrow(/IMAGE_SOURCES/);
    const server = await startTestServer({
      env: {
        IMAGE_SOURCES: 'https://images.example https://*.cdn.example',
        PUBLIC_URL: 'https://family.example',
      },
      login: false,
      seedDemo: false,
    });
    try {
      const res = await request(server, 'GET', api.health);
      expect(policyOf(res).get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://images.example',
        'https://*.cdn.example',
      ]);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await server.close();
    }
  });
});

describe('slow and greedy clients', () => {
  it('a body trickling in is cut off with 408 once the request time is up', async () => {
    const server = await startTestServer({
      login: false,
      seedDemo: false,
      connectionLimits: { requestTimeoutMs: 400, checkIntervalMs: 50 },
    });
    let socket: net.Socket | undefined;
    try {
      // A request sent at once is untouched by the limit.
      expect((await request(server, 'POST', api.contact, { json: contactBody() })).status).toBe(200);

      socket = await connect(server);
      socket.write(
        `POST ${api.contact} HTTP/1.1\r\nHost: ${new URL(server.baseURL).host}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      const drip = setInterval(() => socket?.writable && socket.write(' '), 100);
      const started = Date.now();
      const outcome = await untilClosed(socket, 5_000);
      clearInterval(drip);
      expect(outcome.closed).toBe(true);
      // Ten times the request time: «cut off by the timeout», not a measure of it.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.text).toContain('X-Content-Type-Options: nosniff');
      expect(outcome.text).toContain(JSON.stringify({ success: false, error: m.requestTimeout }));
    } finally {
      socket?.destroy();
      await server.close();
    }
  });

  it('connections beyond the cap are closed at once; a freed place is taken again', async () => {
    const server = await startTestServer({
      login: false,
      seedDemo: false,
      connectionLimits: { maxConnections: 2 },
    });
    const sockets: net.Socket[] = [];
    try {
      sockets.push(await connect(server), await connect(server));
      await vi.waitFor(async () => expect(await openConnections(server)).toBe(2));

      const third = await connect(server);
      sockets.push(third);
      third.write(`GET ${api.health} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      const refused = await untilClosed(third, 2_000);
      expect(refused).toEqual({ text: '', closed: true });

      sockets[0]!.destroy();
      await vi.waitFor(async () => expect(await openConnections(server)).toBe(1));
      const fourth = await connect(server);
      sockets.push(fourth);
      fourth.write(`GET ${api.health} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect((await untilClosed(fourth, 2_000)).text).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.close();
    }
  });

  it('deeply nested JSON answers 400, not a stack overflow; brackets inside strings do not count', async () => {
    const server = await startTestServer({ login: false, seedDemo: false });
    try {
      for (const deep of [
        '['.repeat(10_000) + ']'.repeat(10_000),
        '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      ]) {
        const res = await request(server, 'POST', api.contact, {
          body: deep,
          headers: { 'content-type': 'application/json' },
        });
        expectArabicError(res, 400, m.malformedJson);
      }
      const brackets = await request(server, 'POST', api.contact, {
        json: contactBody({ message: `${'[{'.repeat(100)} "\\" ${'}]'.repeat(100)}` }),
      });
      expect(brackets.status, brackets.text).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a URL that cannot be decoded answers the Arabic 400 with the security headers', async () => {
    const server = await startTestServer({ login: false, seedDemo: false });
    try {
      for (const url of ['/api/news/get.php/%E0%A4%A', '/%E0%A4%A', '/news/%ZZ']) {
        const res = await request(server, 'GET', url);
        expectArabicError(res, 400, m.badUrl);
        expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(res.headers.get('content-type'), url).toBe('application/json; charset=utf-8');
      }
    } finally {
      await server.close();
    }
  });
});

describe('storage trouble', () => {
  it.skipIf(onPostgres)(
    'SQLite locked elsewhere: 503 with Retry-After after a short wait; reads go on',
    async () => {
      const server = await startTestServer({ login: false, seedDemo: false });
      const locker = new SQLite(path.join(server.dataDir, 'nasab.sqlite'));
      try {
        locker.exec('BEGIN IMMEDIATE');
        const started = Date.now();
        const res = await request(server, 'POST', api.contact, { json: contactBody() });
        // busy_timeout was 5 s: every request froze that long. Ten times today's wait, not a measure.
        expect(Date.now() - started).toBeLessThan(10 * SQLITE_BUSY_TIMEOUT_MS);
        expectArabicError(res, 503, m.busy);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect((await request(server, 'GET', api.news.list)).status).toBe(200);

        locker.exec('ROLLBACK');
        expect((await request(server, 'POST', api.contact, { json: contactBody() })).status).toBe(200);
      } finally {
        locker.close();
        await server.close();
      }
    },
  );

  it('a full disk during an upload: 507, no file left behind, logged once a minute', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const png = await pngBytes();
      const uploadsBefore = fs.readdirSync(server.config.uploadsDir).sort();
      const realWriteFile = fsPromises.writeFile;
      let writes = 0;
      // The disk fills in the middle of the second file: its first bytes are on disk.
      vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (file, data, options) => {
        writes += 1;
        if (writes % 2 === 0) {
          await realWriteFile(file, (data as Buffer).subarray(0, 64), options);
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        }
        return realWriteFile(file, data, options);
      });
      const logged = vi.spyOn(server.app.log, 'error');
      const upload = () =>
        request(server, 'POST', api.admin.news.upload, { token: server.token, body: imageForm(png) });

      for (let i = 0; i < 3; i++) expectArabicError(await upload(), 507, m.diskFull);
      expect(fs.readdirSync(server.config.uploadsDir).sort()).toEqual(uploadsBefore);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toMatchObject({ code: 'ENOSPC', unlogged: 0 });
      expect(logged.mock.calls[0]![1]).toMatch(/the disk is full/);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      expectArabicError(await upload(), 507, m.diskFull);
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged.mock.calls[1]![0]).toMatchObject({ code: 'ENOSPC', unlogged: 2 });
      vi.useRealTimers();

      vi.mocked(fsPromises.writeFile).mockRestore();
      const stored = await upload();
      expect(stored.status).toBe(200);
      expect(fs.readdirSync(server.config.uploadsDir).length).toBeGreaterThan(uploadsBefore.length);
    } finally {
      await server.close();
    }
  });

  it.skipIf(onPostgres)('a full SQLite database: 507 with the clear message, then saves again', async () => {
    const server = await startTestServer({ login: false, seedDemo: false });
    const db = server.app.database.db;
    try {
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(db);
      const logged = vi.spyOn(server.app.log, 'error');
      const statuses: number[] = [];
      let last: TestResponse | undefined;
      for (let i = 0; i < 40 && !statuses.includes(507); i++) {
        last = await request(server, 'POST', api.contact, {
          json: contactBody({ message: 'رسالة طويلة '.repeat(300) }),
        });
        statuses.push(last.status);
      }
      expectArabicError(last!, 507, m.diskFull);
      await request(server, 'POST', api.contact, { json: contactBody({ message: 'x'.repeat(3000) }) });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toMatchObject({ code: 'SQLITE_FULL' });

      await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
      expect((await request(server, 'POST', api.contact, { json: contactBody() })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/**
 * The disk fills when a transaction commits, as it does on a real full disk: the write-ahead log
 * (SQLite) or the table's file (PostgreSQL) cannot grow. SQLite then rolls the whole transaction
 * back itself and says SQLITE_FULL; `max_page_count` cannot show this, as it refuses a statement
 * inside the transaction, which SQLite undoes alone. So the commit is answered as SQLite answers
 * it, at the driver's boundary. PostgreSQL: a trigger deferred to the commit raises disk_full
 * (53100). Returns the undo.
 */
async function fillTheDiskAtCommit(server: TestServer, tables: string[]): Promise<() => Promise<void>> {
  if (!onPostgres) {
    // Statements are prepared once and kept (database.ts): the commit's own statement answers.
    const sqlite = new SQLite(':memory:');
    const statements = Object.getPrototypeOf(sqlite.prepare('select 1')) as SQLite.Statement;
    sqlite.close();
    const run = statements.run;
    const spy = vi.spyOn(statements, 'run').mockImplementation(function (
      this: SQLite.Statement,
      ...parameters: unknown[]
    ) {
      if (this.source !== 'commit') return run.apply(this, parameters);
      this.database.exec('rollback');
      throw new SQLite.SqliteError('database or disk is full', 'SQLITE_FULL');
    });
    return async () => spy.mockRestore();
  }
  const db = server.app.database.db;
  await sql`CREATE FUNCTION test_disk_full() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END
    $$ LANGUAGE plpgsql`.execute(db);
  for (const table of tables) {
    await sql`CREATE CONSTRAINT TRIGGER test_disk_full AFTER INSERT OR UPDATE ON ${sql.id(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_disk_full()`.execute(db);
  }
  return async () => void (await sql`DROP FUNCTION test_disk_full() CASCADE`.execute(db));
}

describe('a full disk when a transaction commits', () => {
  it('member create, news create and news update answer 507, save nothing, then save again', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const token = server.token;
      const existing = await request(server, 'POST', api.admin.news.create, { token, json: newsBody() });
      expect(existing.status).toBe(201);
      const writes = [
        () => request(server, 'POST', api.familyMembers.create, { token, json: memberBody() }),
        () => request(server, 'POST', api.admin.news.create, { token, json: newsBody() }),
        () =>
          request(server, 'PUT', withId(api.admin.news.item, existing.body.data.id as number), {
            token,
            json: newsBody({ title: 'عنوان لم يُحفظ' }),
          }),
      ];
      const before = await request(server, 'GET', api.admin.news.list, { token });
      const undo = await fillTheDiskAtCommit(server, ['family_members', 'news']);
      try {
        for (const write of writes) expectArabicError(await write(), 507, m.diskFull);
      } finally {
        await undo();
      }
      expect((await request(server, 'GET', api.admin.news.list, { token })).body).toEqual(before.body);
      expect(await server.app.repos.familyMembers.list()).toEqual([]);
      const saved = await Promise.all(writes.map((write) => write()));
      expect(saved.map((res) => res.status)).toEqual([201, 201, 200]);
    } finally {
      await server.close();
    }
  });
});

describe('the data folder', () => {
  it('a DATA_DIR that cannot be written stops the start, naming the path', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-datadir-'));
    try {
      const file = path.join(parent, 'a-file');
      fs.writeFileSync(file, '');
      const inside = path.join(file, 'data');
      await expect(startTestServer({ dataDir: inside, login: false })).rejects.toThrow(
        new RegExp(`DATA_DIR ${inside} is not a folder the server can write to`),
      );
      // uploads/ taken by a file.
      const dataDir = path.join(parent, 'data');
      fs.mkdirSync(dataDir);
      fs.writeFileSync(path.join(dataDir, 'uploads'), '');
      await expect(startTestServer({ dataDir, login: false })).rejects.toThrow(
        new RegExp(
          `DATA_DIR/uploads ${path.join(dataDir, 'uploads')} is not a folder the server can write to`,
        ),
      );
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('the folders, the database and the uploads are created for the owner alone', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-modes-'));
    const dataDir = path.join(parent, 'new', 'data');
    const server = await startTestServer({ dataDir });
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    try {
      const uploaded = await request(server, 'POST', api.admin.news.upload, {
        token: server.token,
        body: imageForm(await pngBytes()),
      });
      expect(uploaded.status).toBe(200);
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(server.config.uploadsDir)).toBe(0o700);
      const uploads = fs.readdirSync(server.config.uploadsDir);
      // The demo pictures copied at the first start, and the upload.
      expect(uploads.length).toBeGreaterThan(10);
      for (const file of uploads) expect(mode(path.join(server.config.uploadsDir, file)), file).toBe(0o600);
      if (!onPostgres) {
        for (const file of ['nasab.sqlite', 'nasab.sqlite-wal']) {
          expect(mode(path.join(dataDir, file)), file).toBe(0o600);
        }
      }
    } finally {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('ids are read one strict way', () => {
  const notIds = ['1e3', '0x10', ' 7 ', '07', '1.0', '-1', '', '2147483648'];

  it('in query strings', async () => {
    const server = await startTestServer({ login: false });
    try {
      expect((await request(server, 'GET', withId(api.news.get, 1))).status).toBe(200);
      for (const id of notIds) {
        for (const url of [
          `${api.news.get}?id=${encodeURIComponent(id)}`,
          `${api.familyMembers.profile}?id=${encodeURIComponent(id)}`,
          `${api.familyMembers.relationship}?from=1&to=${encodeURIComponent(id)}`,
        ]) {
          const res = await request(server, 'GET', url);
          expect(res.status, url).toBe(400);
          expect(res.body.error, url).toBe(commonMessages.validation.invalidId);
        }
      }
    } finally {
      await server.close();
    }
  });

  it('in bodies and admin queries', async () => {
    const server = await startTestServer();
    const token = server.token;
    try {
      for (const id of [...notIds.filter((id) => id !== ''), 2_147_483_648, 1.5, 0]) {
        const what = JSON.stringify(id);
        const member = await request(server, 'POST', api.familyMembers.create, {
          token,
          json: { ...memberBody(), parent: id },
        });
        expect(member.status, `parent ${what}`).toBe(400);
        expect(member.body.fields?.parent, `parent ${what}`).toBe(commonMessages.validation.invalidId);
        const news = await request(server, 'POST', api.admin.news.create, {
          token,
          json: newsBody({ member_ids: [id as number] }),
        });
        expect(news.status, `member_ids ${what}`).toBe(400);
        const reorder = await request(server, 'POST', api.admin.history.timeline.reorder, {
          token,
          json: { ids: [id] },
        });
        expect(reorder.status, `reorder ${what}`).toBe(400);
        const user = await request(server, 'POST', api.admin.users.create, {
          token,
          json: { username: 'branch-keeper', role: 'branch_editor', branch_member_id: id },
        });
        expect(user.status, `branch_member_id ${what}`).toBe(400);
      }
      const audit = await request(server, 'GET', `${api.admin.audit.record}?type=member&id=0x10`, { token });
      expect(audit.status).toBe(400);
      expect(audit.body.error).toBe(commonMessages.validation.invalidId);
      // The good form still works, as a JSON number.
      const child = await request(server, 'POST', api.familyMembers.create, {
        token,
        json: memberBody({ parent: 1 }),
      });
      expect(child.status, child.text).toBe(201);
    } finally {
      await server.close();
    }
  });
});
