import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storageTroubleOf } from '../lib/storage-trouble';
import SQLite from 'better-sqlite3';
import { openSqliteFile, withStatementCache, type DatabaseHandle } from './database';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function freshSqlite(): DatabaseHandle {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-database-'));
  const handle = openSqliteFile(path.join(dir, 'nasab.sqlite'));
  opened.push({ handle, dir });
  return handle;
}

describe('a SQLite transaction that SQLite ended itself', () => {
  it('fails with the full disk, not with the rollback that found nothing to undo', async () => {
    const { db } = freshSqlite();
    await sql`CREATE TABLE notes (text TEXT)`.execute(db);
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(db);

    // A row of a table without constraints or indexes has no statement journal: when the file
    // cannot grow, SQLite rolls the whole transaction back, as it does when the disk is full.
    const write = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes VALUES (${'x'.repeat(64 * 1024)})`.execute(trx);
    });
    const error = await write.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ code: 'SQLITE_FULL' });
    expect(storageTroubleOf(error)).toBe('diskFull');

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes VALUES ('saved')`.execute(trx);
    });
    expect((await sql<{ text: string }>`SELECT text FROM notes`.execute(db)).rows).toEqual([
      { text: 'saved' },
    ]);
  });
});

describe('prepared statements', () => {
  it('prepares each SQL text once, however often it runs, and keeps the answers right', () => {
    const sqlite = new SQLite(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared += 1;
      return prepare(source);
    }) as typeof sqlite.prepare;
    const cached = withStatementCache(sqlite);
    cached.prepare('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)').run();
    for (let id = 1; id <= 100; id++) cached.prepare('INSERT INTO notes (text) VALUES (?)').run(`note ${id}`);
    const count = cached.prepare('SELECT count(*) AS n FROM notes').get() as { n: number };
    const last = cached.prepare('SELECT text FROM notes WHERE id = ?').get(100) as { text: string };
    expect([count.n, last.text]).toEqual([100, 'note 100']);
    expect(prepared).toBe(4);
    cached.close();
  });
});
