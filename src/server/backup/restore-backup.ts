import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { openSqliteFile, sqliteFileOf, type DatabaseHandle } from '../db/database';
import { NothingToBackUpError } from '../db/logical-dump';
import { loadDump, type DumpToLoad } from '../db/logical-load';
import type { Database } from '../db/schema';
import { linkMissingFiles, workFolder } from './backup-files';
import { createBackup, type SiteLocation } from './create-backup';
import { extractVerifiedBackup } from './read-backup';
import type { BackupManifest } from './manifest';

export interface RestoreOptions {
  /** Where the backup of the site as it was is written first (BACKUP_DIR). */
  backupsFolder: string;
  /** Back up the site as it is before replacing it (default true). */
  safetyBackup?: boolean;
  /** Runs last inside the restore's transaction (in-place restores only). */
  afterLoad?: (trx: Transaction<Database>) => Promise<void>;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The archive of the site as it was before the restore; null when there was nothing to keep. */
  safetyBackup: string | null;
}

/** The SQLite file is open in another process: the server must be stopped for the CLI restore. */
export class DatabaseInUseError extends Error {}

interface DatabaseSwap {
  /** Before the uploads are swapped: build whatever does not touch the live site yet. */
  prepare(dump: DumpToLoad): Promise<void>;
  /** The moment the site becomes the backup's; throws to leave the old database in place. */
  commit(dump: DumpToLoad): Promise<void>;
  /** After a failure: remove what `prepare` built. */
  discard(): Promise<void>;
}

/**
 * Restores into the running site's own database (decision 029): PostgreSQL always,
 * SQLite while the server runs (the admin's restore). The database is replaced in one
 * transaction, so readers see the old site until the commit and the new one after it.
 */
export function restoreInPlace(
  site: SiteLocation & { database: DatabaseHandle },
  archive: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  return restore(site, archive, options, {
    prepare: async () => {},
    commit: (dump) => loadDump(site.database, dump, options.afterLoad),
    discard: async () => {},
  });
}

/**
 * `npm run restore` on SQLite, with the server stopped: the backup is loaded into a new file,
 * which is then renamed over the old one (one atomic rename). The old file is never opened for
 * writing, so even a damaged database can be replaced.
 */
export function restoreSqliteFile(
  site: SiteLocation,
  archive: string,
  options: Omit<RestoreOptions, 'afterLoad'>,
): Promise<RestoreResult> {
  const live = sqliteFileOf(site.dataDir);
  const fresh = `${live}.restoring`;
  // Before anything is done, and again at the rename.
  try {
    assertSqliteNotInUse(live);
  } catch (error) {
    return Promise.reject(error);
  }
  return restore(site, archive, options, {
    async prepare(dump) {
      await removeSqliteFiles(fresh);
      const handle = openSqliteFile(fresh);
      try {
        await loadDump(handle, dump);
        // One self-contained file: nothing of it left in a write-ahead log beside it.
        await sql`PRAGMA journal_mode = DELETE`.execute(handle.db);
      } finally {
        await handle.close();
      }
    },
    async commit() {
      assertSqliteNotInUse(live);
      // The old file's log and index would be read as the new file's: they go first.
      await fs.rm(`${live}-wal`, { force: true });
      await fs.rm(`${live}-shm`, { force: true });
      await fs.rename(fresh, live);
    },
    discard: () => removeSqliteFiles(fresh),
  });
}

async function restore(
  site: SiteLocation,
  archive: string,
  options: RestoreOptions,
  database: DatabaseSwap,
): Promise<RestoreResult> {
  const staging = await workFolder(site.dataDir, 'restore');
  try {
    const backup = await extractVerifiedBackup(archive, path.join(staging, 'archive'));
    let safetyBackup: string | null = null;
    if (options.safetyBackup !== false) {
      try {
        safetyBackup = (await createBackup(site, { folder: options.backupsFolder, kind: 'before-restore' }))
          .file;
      } catch (error) {
        if (!(error instanceof NothingToBackUpError)) throw error;
      }
    }
    try {
      await database.prepare(backup.dump);
    } catch (error) {
      await database.discard();
      throw error;
    }
    const uploads = await swapInUploads(site.uploadsDir, path.join(backup.folder, 'uploads'), staging);
    try {
      await database.commit(backup.dump);
    } catch (error) {
      await uploads.undo();
      await database.discard();
      throw error;
    }
    // The site is the backup's now; an old file left behind is only disk space.
    await uploads.finish().catch(() => undefined);
    return { manifest: backup.manifest, safetyBackup };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * Puts the backup's uploads in place of the site's, never leaving a picture missing: the new
 * folder also holds (as hard links) every file of the old one until the database commit, so the
 * old database and the new one each find all their files at every moment. The old files the
 * backup does not have are removed once the new database is in place.
 */
async function swapInUploads(live: string, restored: string, staging: string) {
  await fs.mkdir(restored, { recursive: true });
  const extras = await linkMissingFiles(live, restored);
  const replaced = path.join(staging, 'uploads-replaced');
  const hadLive = existsSync(live);
  if (hadLive) await fs.rename(live, replaced);
  await fs.rename(restored, live);
  return {
    async undo() {
      await fs.rename(live, path.join(staging, 'uploads-refused'));
      if (hadLive) await fs.rename(replaced, live);
      else await fs.mkdir(live, { recursive: true });
    },
    async finish() {
      for (const name of extras) await fs.rm(path.join(live, name), { force: true });
    },
  };
}

async function removeSqliteFiles(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await fs.rm(`${file}${suffix}`, { force: true });
}

/**
 * SQLite deletes a database's write-ahead log when its last connection closes. Opening and
 * closing the file here and still finding the log means another process holds it open: the
 * server is running.
 */
export function assertSqliteNotInUse(file: string): void {
  if (!existsSync(file)) return;
  let connection: SQLite.Database | undefined;
  try {
    connection = new SQLite(file, { fileMustExist: true });
    connection.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // A damaged file cannot tell; the restore is what will replace it.
  } finally {
    connection?.close();
  }
  if (existsSync(`${file}-wal`)) {
    throw new DatabaseInUseError(
      `${file} is open in another process: stop the Nasab server before restoring (npm run restore).`,
    );
  }
}
