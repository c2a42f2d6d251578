import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { UnloadableDumpError } from '../db/logical-load';
import { migrations, runMigrations } from '../db/migrate';
import { migrationLevel, type AnyDb } from '../db/catalog';
import { archiveWithoutTables, siteContent, fillSite } from '../test/backups';
import { newsBody } from '../test/factories';
import { request } from '../test/http';
import { createPostgresDatabase, startTestServer, type TestServer } from '../test/test-server';
import { listBackups } from './backup-files';
import { createBackup, type SiteLocation } from './create-backup';
import { MANIFEST_FILE, manifestSchema } from './manifest';
import { InvalidBackupError } from './read-backup';
import { restoreInPlace, restoreSqliteFile } from './restore-backup';

const postgresServer = process.env.TEST_DATABASE_URL;

const scratch: string[] = [];
function tempDir(prefix = 'nasab-backup-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const siteOfServer = (server: TestServer): SiteLocation & { database: DatabaseHandle } => ({
  database: server.app.database,
  dataDir: server.dataDir,
  uploadsDir: server.config.uploadsDir,
});

/** An empty SQLite site folder, as a new machine has it. */
function emptySqliteSite(): SiteLocation {
  const dataDir = tempDir('nasab-restore-target-');
  return { database: { dialect: 'sqlite' }, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}

/** Opens a SQLite site folder's database to read it (and closes it after). */
async function readSqliteSite(site: SiteLocation) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    return await siteContent(handle, site.uploadsDir);
  } finally {
    await handle.close();
  }
}

/** Files and folders a restore must not leave behind in the data folder. */
const leftovers = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((name) => name.startsWith('.') || name.includes('restoring'));

describe('backup and restore (SQLite)', () => {
  let source: TestServer;
  let archive: string;
  let original: Awaited<ReturnType<typeof siteContent>>;
  let deletedMemberId: number;

  beforeAll(async () => {
    source = await startTestServer({ sqlite: true });
    ({ deletedMemberId } = await fillSite(source));
    original = await siteContent(source.app.database, source.config.uploadsDir);
    archive = (await createBackup(siteOfServer(source), { folder: path.join(source.dataDir, 'backups') }))
      .file;
  });
  afterAll(async () => source?.close());

  it('one archive: the manifest first, each table as JSON lines, every upload, all checksummed', async () => {
    expect(path.dirname(archive)).toBe(path.join(source.dataDir, 'backups'));
    expect(path.basename(archive)).toMatch(/^nasab-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe(MANIFEST_FILE);
    const folder = tempDir();
    await tar.extract({ file: archive, cwd: folder });
    const manifest = manifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')),
    );
    expect(manifest.migration).toBe(Object.keys(migrations).sort().at(-1));
    expect(manifest.sourceDialect).toBe('sqlite');
    expect(manifest.appVersion).toBe('0.1.0');
    // Sessions are people's open doors, not the site's content (decision 029).
    expect(Object.keys(manifest.tables)).not.toContain('admin_sessions');
    expect(manifest.tables.family_members!.rows).toBe(original.tables.family_members!.length);
    expect(manifest.tables.family_members!.lastId).toBe(deletedMemberId);
    expect(manifest.counts.uploads).toBe(Object.keys(original.uploads).length);
    expect(manifest.counts.uploads).toBeGreaterThan(0);
    expect(entries.slice(1).sort()).toEqual(manifest.files.map((file) => file.path).sort());
    const firstNews = fs.readFileSync(path.join(folder, 'db/news.jsonl'), 'utf8').split('\n')[0]!;
    expect(JSON.parse(firstNews)).toHaveProperty('title');
  });

  it('restores into a new SQLite site: every row and every file, and no id handed out twice', async () => {
    const target = emptySqliteSite();
    const result = await restoreSqliteFile(target, archive, {
      backupsFolder: path.join(target.dataDir, 'backups'),
    });
    // Nothing was there to keep.
    expect(result.safetyBackup).toBeNull();
    expect(await readSqliteSite(target)).toEqual(original);
    expect(leftovers(target.dataDir)).toEqual([]);

    const handle = openDatabase({ dataDir: target.dataDir });
    try {
      const now = new Date().toISOString();
      const added = await handle.db
        .insertInto('family_members')
        .values({
          name: 'جديد',
          generation: 1,
          parent_id: null,
          mother_id: null,
          gender: 'male',
          birth: '',
          death: '',
          role: '',
          image: '',
          bio: '',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(deletedMemberId);
    } finally {
      await handle.close();
    }
  });

  it('restoring over a site keeps the site as it was in a backup of its own, then replaces it whole', async () => {
    const target = emptySqliteSite();
    await restoreSqliteFile(target, archive, { backupsFolder: path.join(target.dataDir, 'backups') });
    // Something the backup does not have: a file and a row.
    fs.writeFileSync(path.join(target.uploadsDir, 'extra-file.webp'), 'not in the backup');
    const handle = openDatabase({ dataDir: target.dataDir });
    await handle.db.deleteFrom('contact_messages').execute();
    await handle.close();

    const result = await restoreSqliteFile(target, archive, {
      backupsFolder: path.join(target.dataDir, 'backups'),
    });
    expect(result.safetyBackup).toMatch(/nasab-before-restore-.*\.tar\.gz$/);
    expect(await readSqliteSite(target)).toEqual(original);
    const kept = (await listBackups(path.join(target.dataDir, 'backups'))).map((backup) => backup.kind);
    expect(kept).toEqual(['before-restore']);
  });

  it('a cut-off, damaged, altered or newer archive is refused, and nothing changes', async () => {
    const target = emptySqliteSite();
    const backups = path.join(target.dataDir, 'backups');
    await restoreSqliteFile(target, archive, { backupsFolder: backups, safetyBackup: false });
    const before = await readSqliteSite(target);
    const bytes = fs.readFileSync(archive);
    const variants: [string, Buffer, InvalidBackupError['problem']][] = [
      ['truncated', bytes.subarray(0, Math.floor(bytes.length / 2)), 'unreadable'],
      ['one byte flipped', flipByte(bytes, Math.floor(bytes.length * 0.6)), 'unreadable'],
      ['a row altered, the checksums left', await repacked(archive, alterFirstNewsTitle), 'damaged'],
      ['an upload missing', await repacked(archive, removeOneUpload), 'damaged'],
      ['from a newer Nasab', await repacked(archive, raiseMigration), 'newer'],
      ['not a backup at all', Buffer.from('hello'), 'unreadable'],
      // Its checksums right: nothing but the manifest says the site is not all there.
      ['no table at all', await withoutTables(archive), 'incomplete'],
      ['without its accounts', await withoutTables(archive, ['admin_users']), 'incomplete'],
    ];
    for (const [label, content, problem] of variants) {
      const file = path.join(tempDir(), 'bad.tar.gz');
      fs.writeFileSync(file, content);
      const attempt = restoreSqliteFile(target, file, { backupsFolder: backups });
      await expect(attempt, label).rejects.toBeInstanceOf(InvalidBackupError);
      await expect(attempt, label).rejects.toMatchObject({ problem });
      expect(await readSqliteSite(target), label).toEqual(before);
      expect(leftovers(target.dataDir), label).toEqual([]);
    }
    // Refused before anything was done: not even the safety backup was written.
    expect(await listBackups(backups)).toEqual([]);
  });

  it('an archive whose rows do not hold together is rolled back whole, uploads included', async () => {
    const live = await startTestServer({ sqlite: true, seedDemo: false });
    try {
      fs.writeFileSync(path.join(live.config.uploadsDir, 'only-here.webp'), 'the live site’s own picture');
      const before = await siteContent(live.app.database, live.config.uploadsDir);
      // Checksums made right again, so only the load can find that a marriage names no one.
      const broken = path.join(tempDir(), 'broken.tar.gz');
      fs.writeFileSync(broken, await repacked(archive, marryNobody, { fixChecksums: true }));
      await expect(
        restoreInPlace(siteOfServer(live), broken, { backupsFolder: path.join(live.dataDir, 'backups') }),
      ).rejects.toBeInstanceOf(UnloadableDumpError);
      expect(await siteContent(live.app.database, live.config.uploadsDir)).toEqual(before);
      expect(leftovers(live.dataDir)).toEqual([]);

      const target = emptySqliteSite();
      await expect(
        restoreSqliteFile(target, broken, { backupsFolder: path.join(target.dataDir, 'backups') }),
      ).rejects.toBeInstanceOf(UnloadableDumpError);
      expect(fs.existsSync(path.join(target.dataDir, 'nasab.sqlite'))).toBe(false);
      expect(leftovers(target.dataDir)).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('the running site restores in place: one transaction, the same site after', async () => {
    const live = await startTestServer({ sqlite: true, seedDemo: false });
    try {
      await restoreInPlace(siteOfServer(live), archive, {
        backupsFolder: path.join(live.dataDir, 'backups'),
      });
      expect(await siteContent(live.app.database, live.config.uploadsDir)).toEqual(original);
    } finally {
      await live.close();
    }
  });
});

describe('an archive from an older Nasab', () => {
  it('is loaded at its own migration level, then migrated to this one', async () => {
    // A site that stopped at migration 009, before keepers had roles and records versions.
    const old = emptySqliteSite();
    const handle = openDatabase({ dataDir: old.dataDir });
    const now = new Date().toISOString();
    try {
      await runMigrations(handle, migrations, '009-news-views');
      const db = handle.db as unknown as AnyDb;
      await db
        .insertInto('family_members')
        .values({ id: 7, name: 'الجد', generation: 1, created_at: now, updated_at: now })
        .execute();
      await db
        .insertInto('admin_users')
        .values({
          id: 3,
          username: 'old-admin',
          password_hash: 'x',
          created_at: now,
          password_changed_at: now,
        })
        .execute();
    } finally {
      await handle.close();
    }
    const backup = await createBackup(old, { folder: tempDir() });
    expect(backup.manifest.migration).toBe('009-news-views');
    expect(Object.keys(backup.manifest.tables)).not.toContain('audit_log');

    const target = emptySqliteSite();
    await restoreSqliteFile(target, backup.file, { backupsFolder: tempDir() });
    const restored = openDatabase({ dataDir: target.dataDir });
    try {
      expect(await migrationLevel(restored.db, 'sqlite')).toBe(Object.keys(migrations).sort().at(-1));
      // Migration 010's columns, with their defaults: the old administrator became an owner.
      expect(
        await restored.db.selectFrom('admin_users').select(['id', 'username', 'role']).execute(),
      ).toEqual([{ id: 3, username: 'old-admin', role: 'owner' }]);
      expect(
        await restored.db.selectFrom('family_members').select(['id', 'name', 'version']).execute(),
      ).toEqual([{ id: 7, name: 'الجد', version: 1 }]);
    } finally {
      await restored.close();
    }
  });
});

describe('a backup taken while the site writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('holds every acknowledged write and never half of a transaction', async () => {
    const db = server.app.database.db;
    // Two counters whose sum a writer keeps at 2000, moving one from one to the other per
    // transaction; 40 rows between them put them on different pages of the dump.
    const first = '1000-01-01';
    const last = '9000-01-01';
    const between = Array.from({ length: 40 }, (_, i) => ({ day: `2001-01-${String(i + 10)}`, count: 0 }));
    await db
      .insertInto('page_views')
      .values([{ day: first, count: 1000 }, ...between, { day: last, count: 1000 }])
      .execute();
    let stop = false;
    let moves = 0;
    const acknowledged: { title: string; at: number }[] = [];
    const mover = (async () => {
      while (!stop) {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('page_views')
            .set((eb) => ({ count: eb('count', '-', 1) }))
            .where('day', '=', first)
            .execute();
          await trx
            .updateTable('page_views')
            .set((eb) => ({ count: eb('count', '+', 1) }))
            .where('day', '=', last)
            .execute();
        });
        moves += 1;
        // A move every millisecond or so: enough to land between any two of the backup's pages,
        // without a loop that takes every turn and makes the backup as slow as the machine is busy.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const poster = (async () => {
      for (let i = 0; !stop; i++) {
        const title = `خبر أثناء النسخ ${i}`;
        const res = await request(server, 'POST', api.admin.news.create, {
          token: server.token,
          json: newsBody({ title }),
        });
        if (res.status === 201) acknowledged.push({ title, at: Date.now() });
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    try {
      // Two rounds: the second backs up a site written to all through the first (three took 28 s
      // of CI's critical path, the third proving nothing the second does not).
      for (let round = 0; round < 2; round++) {
        const started = Date.now();
        const movesBefore = moves;
        const backup = await createBackup(
          { database: server.app.database, dataDir: server.dataDir, uploadsDir: server.config.uploadsDir },
          // Small pages: the writers get their turns in the middle of the tables.
          { folder: path.join(server.dataDir, 'backups'), pageRows: 20 },
        );
        expect(moves, 'the writer ran during the backup').toBeGreaterThan(movesBefore);
        const folder = tempDir();
        await tar.extract({ file: backup.file, cwd: folder });
        const rows = (table: string) =>
          fs
            .readFileSync(path.join(folder, `db/${table}.jsonl`), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>);
        const views = rows('page_views').filter((row) => row.day === first || row.day === last);
        expect(views).toHaveLength(2);
        expect(views.reduce((sum, row) => sum + Number(row.count), 0)).toBe(2000);
        const titles = new Set(rows('news').map((row) => row.title));
        for (const write of acknowledged.filter((write) => write.at < started)) {
          expect(titles.has(write.title), write.title).toBe(true);
        }
      }
    } finally {
      stop = true;
      await Promise.all([mover, poster]);
    }
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 90_000);
});

describe.skipIf(!postgresServer)('backup and restore across SQLite and PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    for (const drop of drops.splice(0)) await drop();
  });

  async function emptyPostgresSite(): Promise<SiteLocation & { database: DatabaseHandle }> {
    const created = await createPostgresDatabase(postgresServer!);
    drops.push(created.drop);
    const database = openDatabase({ databaseUrl: created.url, dataDir: tempDir() });
    handles.push(database);
    const dataDir = tempDir('nasab-pg-site-');
    return { database, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
  }

  it('SQLite → PostgreSQL → SQLite gives back the same site, id counters included', async () => {
    const source = await startTestServer({ sqlite: true });
    try {
      const { deletedMemberId } = await fillSite(source);
      const original = await siteContent(source.app.database, source.config.uploadsDir);
      const fromSqlite = await createBackup(siteOfServer(source), { folder: tempDir() });

      const postgres = await emptyPostgresSite();
      await restoreInPlace(postgres, fromSqlite.file, { backupsFolder: tempDir() });
      expect(await siteContent(postgres.database, postgres.uploadsDir)).toEqual(original);
      const next = await postgres.database.db
        .insertInto('contact_messages')
        .values({
          name: 'x',
          subject: 'y',
          message: 'z',
          created_at: new Date().toISOString(),
          read_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(
        Math.max(...original.tables.contact_messages!.map((row) => JSON.parse(row).id)),
      );
      await postgres.database.db.deleteFrom('contact_messages').where('id', '=', next.id).execute();

      const fromPostgres = await createBackup(postgres, { folder: tempDir() });
      expect(fromPostgres.manifest.sourceDialect).toBe('postgres');
      expect(fromPostgres.manifest.tables.family_members!.lastId).toBe(deletedMemberId);
      const back = emptySqliteSite();
      await restoreSqliteFile(back, fromPostgres.file, { backupsFolder: tempDir() });
      // The message added and deleted on PostgreSQL moved its counter only.
      expect(await readSqliteSite(back)).toEqual(original);
    } finally {
      await source.close();
    }
  });

  it('a PostgreSQL site restores into SQLite, and a damaged archive leaves PostgreSQL as it was', async () => {
    const source = await startTestServer({ databaseUrl: undefined });
    try {
      await fillSite(source);
      const original = await siteContent(source.app.database, source.config.uploadsDir);
      const backup = await createBackup(siteOfServer(source), { folder: tempDir() });
      const target = emptySqliteSite();
      await restoreSqliteFile(target, backup.file, { backupsFolder: tempDir() });
      expect(await readSqliteSite(target)).toEqual(original);

      const bytes = fs.readFileSync(backup.file);
      const cut = path.join(tempDir(), 'cut.tar.gz');
      fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 100));
      await expect(
        restoreInPlace(siteOfServer(source), cut, { backupsFolder: tempDir() }),
      ).rejects.toBeInstanceOf(InvalidBackupError);
      expect(await siteContent(source.app.database, source.config.uploadsDir)).toEqual(original);

      // Rows that do not hold together: PostgreSQL's deferred keys refuse them at the end of the load.
      const broken = path.join(tempDir(), 'broken.tar.gz');
      fs.writeFileSync(broken, await repacked(backup.file, marryNobody, { fixChecksums: true }));
      await expect(
        restoreInPlace(siteOfServer(source), broken, { backupsFolder: tempDir() }),
      ).rejects.toBeInstanceOf(UnloadableDumpError);
      expect(await siteContent(source.app.database, source.config.uploadsDir)).toEqual(original);
    } finally {
      await source.close();
    }
  });
});

async function withoutTables(archive: string, tables?: string[]): Promise<Buffer> {
  const out = path.join(tempDir(), 'without-tables.tar.gz');
  await archiveWithoutTables(archive, out, tables);
  return fs.readFileSync(out);
}

function flipByte(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}

/**
 * The archive extracted, changed by `change`, and packed again as a valid gzip tar; with
 * `fixChecksums` the manifest is made to match the changed files.
 */
async function repacked(
  archive: string,
  change: (folder: string) => void,
  options: { fixChecksums?: boolean } = {},
): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-repack-'));
  scratch.push(folder);
  await tar.extract({ file: archive, cwd: folder });
  change(folder);
  if (options.fixChecksums) {
    const file = path.join(folder, MANIFEST_FILE);
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const entry of manifest.files) {
      const bytes = fs.readFileSync(path.join(folder, entry.path));
      entry.bytes = bytes.length;
      entry.sha256 = createHash('sha256').update(bytes).digest('hex');
    }
    fs.writeFileSync(file, JSON.stringify(manifest));
  }
  const entries = ['manifest.json', ...fs.readdirSync(folder).filter((name) => name !== 'manifest.json')];
  const out = path.join(folder, '..', `${path.basename(folder)}.tar`);
  scratch.push(out);
  await tar.create({ file: out, cwd: folder }, entries);
  return zlib.gzipSync(fs.readFileSync(out));
}

function alterFirstNewsTitle(folder: string): void {
  const file = path.join(folder, 'db/news.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const row = JSON.parse(lines[0]!) as { title: string };
  lines[0] = JSON.stringify({ ...row, title: `${row.title} (معدّل)` });
  fs.writeFileSync(file, lines.join('\n'));
}

function marryNobody(folder: string): void {
  const file = path.join(folder, 'db/marriages.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const row = JSON.parse(lines[0]!) as Record<string, unknown>;
  lines[0] = JSON.stringify({ ...row, wife_id: 987_654 });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

function removeOneUpload(folder: string): void {
  const uploads = path.join(folder, 'uploads');
  fs.rmSync(path.join(uploads, fs.readdirSync(uploads)[0]!));
}

function raiseMigration(folder: string): void {
  const file = path.join(folder, MANIFEST_FILE);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { migration: string };
  fs.writeFileSync(file, JSON.stringify({ ...manifest, migration: '999-from-the-future' }));
}
