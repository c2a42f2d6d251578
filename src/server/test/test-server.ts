import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { api } from '#shared/api-paths.ts';
import type { ConnectionLimits, RateLimits } from '../app';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { ImportLimits } from '../import/import-limits';
import type { LoginThrottleOptions } from '../lib/login-throttle';
import { buildApp, defaultRateLimits, loadConfig, testRenderer } from './server-modules';

export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'test-admin-password-123';

/**
 * Every test hits the server from 127.0.0.1, so the per-address limits are opened wide by
 * default; the rate-limit tests pass their own tight `rateLimits`.
 */
const generousLimits: RateLimits = {
  login: { ...defaultRateLimits.login, perAddressFailures: 10_000 },
  contactPer10Minutes: 10_000,
  suggestionsPer10Minutes: 10_000,
  viewsPerMinute: 10_000,
  pushPer10Minutes: 10_000,
};

export interface StartOptions {
  /** A postgres:// URL to use as is (not created, not dropped). */
  databaseUrl?: string;
  /** SQLite even when TEST_DATABASE_URL is set (tests that go from one database to the other). */
  sqlite?: boolean;
  /** Environment for loadConfig, over the test defaults; `undefined` removes a default. */
  env?: Record<string, string | undefined>;
  rateLimits?: Partial<Omit<RateLimits, 'login'>> & { login?: Partial<LoginThrottleOptions> };
  /** Request timeout and connection cap, tightened by the tests of those limits. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** An import's members and its worker's memory, tightened by the tests of those limits. */
  importLimits?: Partial<ImportLimits>;
  /** Overrides DATA_DIR (default: a fresh temporary folder, removed by close); the caller removes its own. */
  dataDir?: string;
  /** Overrides config.webDir; by default a folder without a built front end (API only). With a
   * web dir, pages are rendered on the server from the source renderer. */
  webDir?: string;
  /** With a web dir: the page renderer to load instead of the source one (gated-renderer.ts). */
  ssrEntry?: string;
  /**
   * Render in the renderer's own thread, as the server does (default: on the test's thread, where
   * Vite loads the renderer from source); needs a built renderer (JavaScript) as `ssrEntry`.
   */
  renderInWorker?: boolean;
  /** Receives the one-time generated admin password announcement. */
  announce?: (line: string) => void;
  /** Fill an empty database with the demo content (default true); off saves time where it is not read. */
  seedDemo?: boolean;
  /** Log in as the admin at start (default true); needs ADMIN_PASSWORD. */
  login?: boolean;
}

export interface TestServer {
  /** http://127.0.0.1:<port>; changes on restart. */
  baseURL: string;
  /** A live admin bearer token ('' when login was off). */
  token: string;
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  /** Stops the server and deletes its data (and its PostgreSQL database). */
  close(): Promise<void>;
  /** Stops and starts again on the same data dir and database. */
  restart(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it: empty, or
 * `migrated` (copied from a template the migrations built once, which a starting server then
 * finds up to date). Every server a test starts migrated its own database: a quarter of a second
 * each, hundreds of times per run.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nasab_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedTemplate(serverUrl) : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlOf(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let templateName: Promise<string> | undefined;

/**
 * The migrated template's name, built once per set of migrations and shared by every test process
 * (an advisory lock lets one build it while the others wait). Named by a hash of the migrations'
 * sources, so a changed or added migration builds a new one; older ones are dropped then.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= (async () => {
    const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
    const hash = createHash('sha256');
    for (const file of fs.readdirSync(migrationsDir).sort())
      hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
    const name = `nasab_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['nasab_test_template']);
      const existing = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'nasab_template_%'",
      );
      if (!existing.rows.some((row) => row.datname === name)) {
        for (const row of existing.rows)
          await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
        // Built under another name and renamed when complete: a build that dies half-way is never used.
        const building = `${name}_building`;
        await admin.query(`CREATE DATABASE ${building}`);
        const handle = openDatabase({
          databaseUrl: databaseUrlOf(serverUrl, building),
          dataDir: os.tmpdir(),
        });
        try {
          await migrateToLatest(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['nasab_test_template']).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return templateName;
}

/** Logs in over HTTP and returns the token; throws with the response when it fails. */
export async function loginToken(
  baseURL: string,
  username: string = TEST_ADMIN_USERNAME,
  password: string = TEST_ADMIN_PASSWORD,
): Promise<string> {
  const response = await fetch(`${baseURL}${api.admin.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

/**
 * The real app over real HTTP on port 0, on a throwaway SQLite file in a temp dir, or, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database made for this server and dropped after.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-api-'));
  // A folder the test named is the test's to remove.
  const removeDataDir = () => {
    if (options.dataDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let databaseUrl = options.databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  const testDatabaseServer = process.env.TEST_DATABASE_URL;
  if (!databaseUrl && testDatabaseServer && !options.sqlite) {
    const created = await createPostgresDatabase(testDatabaseServer, { migrated: true });
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }

  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN_USERNAME,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    // No test server backs itself up unless its test asks for the schedule.
    BACKUP_SCHEDULE: 'off',
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  let config: AppConfig;
  try {
    config = loadConfig(env as NodeJS.ProcessEnv);
  } catch (error) {
    await dropDatabase?.();
    removeDataDir();
    throw error;
  }
  config.webDir = options.webDir ?? path.join(dataDir, 'no-web');
  config.ssrEntry = options.webDir ? (options.ssrEntry ?? testRenderer) : null;
  config.renderInWorker = options.renderInWorker ?? false;
  config.seedDemo = options.seedDemo ?? true;

  const rateLimits: RateLimits = {
    ...generousLimits,
    ...options.rateLimits,
    login: { ...generousLimits.login, ...options.rateLimits?.login },
  };

  async function boot(): Promise<{ app: FastifyInstance; baseURL: string }> {
    const app = await buildApp(config, {
      rateLimits,
      connectionLimits: options.connectionLimits,
      importLimits: options.importLimits,
      announce: options.announce ?? (() => {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, baseURL: `http://127.0.0.1:${port}` };
  }

  let booted: { app: FastifyInstance; baseURL: string };
  try {
    booted = await boot();
  } catch (error) {
    await dropDatabase?.();
    removeDataDir();
    throw error;
  }

  const server: TestServer = {
    baseURL: booted.baseURL,
    token: '',
    app: booted.app,
    config,
    dataDir,
    async close() {
      try {
        await server.app.close();
      } finally {
        await dropDatabase?.();
        removeDataDir();
      }
    },
    async restart() {
      await server.app.close();
      const next = await boot();
      server.app = next.app;
      server.baseURL = next.baseURL;
    },
  };
  if (options.login !== false) server.token = await loginToken(server.baseURL);
  return server;
}

/**
 * Two servers on one fresh PostgreSQL database, as two processes of one site, started before the
 * describe block's tests and stopped after them. Call inside `describe`.
 */
export function twoServersOnOneDatabase(url: string): { first: () => TestServer; second: () => TestServer } {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let servers: TestServer[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(url);
    servers = [
      await startTestServer({ databaseUrl: database.url }),
      await startTestServer({ databaseUrl: database.url }),
    ];
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });
  return { first: () => servers[0]!, second: () => servers[1]! };
}
