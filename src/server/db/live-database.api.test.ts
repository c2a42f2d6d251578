import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { newsBody } from '../test/factories';
import { request } from '../test/http';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { TEST_ADMIN_PASSWORD, loginToken } from '../test/test-server';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const sqliteCli = spawnSync('sqlite3', ['-version']).status === 0;

/**
 * Another process reading the database as an operator does, `sqlite3 nasab.sqlite "select …"`
 * (CI installs the command; better-sqlite3 in a process of its own where it is missing): it opens
 * the file, reads and closes it. Closing, SQLite deletes the write-ahead log when no other process
 * holds a lock on the database file; the SQLite of the command line does so on Debian 12 (3.40),
 * the newer one inside better-sqlite3 also looks at the -shm file's locks first.
 */
function titlesSeenByAnotherProcess(file: string): Promise<string[]> {
  const script = `
    const SQLite = require('better-sqlite3');
    const db = new SQLite(process.argv[1], { fileMustExist: true });
    const rows = db.prepare('SELECT title FROM news').all();
    db.close();
    process.stdout.write(rows.map((row) => row.title).join('\\n'));`;
  const [command, args] = sqliteCli
    ? ['sqlite3', [file, 'SELECT title FROM news;']]
    : [process.execPath, ['-e', script, file]];
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: process.cwd() }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.split('\n').filter(Boolean)),
    );
  });
}

/**
 * Linux lists every POSIX lock in /proc/locks: whether process `pid` holds one on `file`. SQLite in
 * WAL mode keeps a shared lock on the database file for as long as a connection is open: it is
 * what tells every other process that the write-ahead log is in use.
 */
function holdsLockOn(pid: number, file: string): boolean {
  const inode = fs.statSync(file).ino;
  return fs
    .readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .some((line) => {
      const fields = line.trim().split(/\s+/);
      return fields[4] === String(pid) && fields[5]?.split(':')[2] === String(inode);
    });
}

const serverPid = (server: SpawnedServer) =>
  Number(/"pid":(\d+)[^\n]*"msg":"Nasab is ready"/.exec(server.output())?.[1]);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the SQLite file of a running server', () => {
  it('keeps every acknowledged write after its own backup, a reader in another process and a kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-live-db-'));
    scratch.push(dataDir);
    const file = path.join(dataDir, 'nasab.sqlite');
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, BACKUP_SCHEDULE: 'off' };
    let server: SpawnedServer = await spawnServer(env);
    try {
      const token = await loginToken(server.baseURL);
      const linux = fs.existsSync('/proc/locks');
      if (linux) expect(holdsLockOn(serverPid(server), file)).toBe(true);
      // The server's own backup, as the owner's download (or the daily schedule) makes it.
      const download = await request(server, 'POST', api.admin.backup.download, { token });
      expect(download.status).toBe(200);
      // Closing a descriptor of the file drops every lock the process holds on it.
      if (linux) expect(holdsLockOn(serverPid(server), file), 'the lock after the backup').toBe(true);
      await titlesSeenByAnotherProcess(file);

      const titles = Array.from({ length: 5 }, (_, i) => `خبر بعد النسخ ${i + 1}`);
      for (const title of titles) {
        const created = await request(server, 'POST', api.admin.news.create, {
          token,
          json: newsBody({ title }),
        });
        expect(created.status, created.text).toBe(201);
      }
      expect(await titlesSeenByAnotherProcess(file)).toEqual(expect.arrayContaining(titles));

      process.kill(-server.child.pid!, 'SIGKILL');
      await server.exited;
      server = await spawnServer(env);
      const listed = await request(server, 'GET', api.admin.news.list, {
        token: await loginToken(server.baseURL),
      });
      expect(listed.status).toBe(200);
      expect((listed.body.data as { title: string }[]).map((news) => news.title)).toEqual(
        expect.arrayContaining(titles),
      );
    } finally {
      await server.cleanUp();
    }
  }, 120_000);
});
