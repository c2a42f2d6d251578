import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { openSqliteFile, sqliteFileOf, type DatabaseHandle } from '../db/database';
import { NothingToBackUpError, dumpDatabase } from '../db/logical-dump';
import { now } from '../lib/clock';
import {
  backupFileName,
  linkMissingFiles,
  partialFileOf,
  sha256OfFile,
  workFolder,
  type BackupKind,
} from './backup-files';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  currentAppVersion,
  type ArchiveFileEntry,
  type BackupManifest,
} from './manifest';

/** Where a site keeps its data: the same three places the server reads from its config. */
export interface SiteLocation {
  /**
   * The database to read. SQLite is always read from the data folder's file on a connection of
   * its own, so the command-line tools may name it without opening it.
   */
  database: DatabaseHandle | { dialect: 'sqlite' };
  dataDir: string;
  uploadsDir: string;
}

export interface CreatedBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export interface BackupOptions {
  /** The folder for the archive (BACKUP_DIR); the name is made from the kind and the time. */
  folder: string;
  /** Write exactly this file instead (`npm run backup -- --out FILE`). */
  outFile?: string;
  kind?: BackupKind;
  /** Rows per query while dumping; tests make it small so the server writes between pages. */
  pageRows?: number;
}

/**
 * One archive of the whole site (decision 029): the manifest first, then every
 * application table as JSON lines read in one snapshot, then every uploaded file. The uploads are
 * hard-linked aside before and after the snapshot, so an image deleted meanwhile is still there
 * to be archived. The archive is written under a temporary name and renamed when complete: a
 * crash never leaves something that looks like a backup, and the next start removes what it left.
 */
export async function createBackup(site: SiteLocation, options: BackupOptions): Promise<CreatedBackup> {
  const createdAt = now();
  const staging = await workFolder(site.dataDir, 'backup-staging');
  try {
    const uploads = path.join(staging, 'uploads');
    await linkMissingFiles(site.uploadsDir, uploads);
    const dump = await withSnapshotReader(site, (db) =>
      dumpDatabase(db, site.database.dialect, staging, { pageRows: options.pageRows }),
    );
    await linkMissingFiles(site.uploadsDir, uploads);

    const files: ArchiveFileEntry[] = dump.tables.map((table) => ({
      path: table.file,
      bytes: table.bytes,
      sha256: table.sha256,
    }));
    let uploadBytes = 0;
    const uploadNames = (await fs.readdir(uploads)).sort();
    for (const name of uploadNames) {
      const file = path.join(uploads, name);
      const bytes = (await fs.stat(file)).size;
      uploadBytes += bytes;
      files.push({ path: `uploads/${name}`, bytes, sha256: await sha256OfFile(file) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: currentAppVersion(),
      createdAt: createdAt.toISOString(),
      sourceDialect: site.database.dialect,
      migration: dump.migration,
      tables: Object.fromEntries(
        dump.tables.map((table) => [
          table.table,
          { rows: table.rows, columns: table.columns, lastId: table.lastId },
        ]),
      ),
      files,
      counts: {
        rows: dump.tables.reduce((sum, table) => sum + table.rows, 0),
        uploads: uploadNames.length,
        uploadBytes,
      },
    };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const target = options.outFile
      ? path.resolve(options.outFile)
      : path.join(options.folder, backupFileName(options.kind ?? 'backup', createdAt));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = partialFileOf(target);
    try {
      await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
        MANIFEST_FILE,
        ...files.map((file) => file.path),
      ]);
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return { file: target, bytes: (await fs.stat(target)).size, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * SQLite: a connection of its own, so the snapshot's read transaction never holds up the server's
 * connection (WAL lets both run). PostgreSQL: the pool, whose transaction takes one connection.
 */
async function withSnapshotReader<T>(
  site: SiteLocation,
  read: (db: DatabaseHandle['db']) => Promise<T>,
): Promise<T> {
  if ('db' in site.database && site.database.dialect === 'postgres') return read(site.database.db);
  const file = sqliteFileOf(site.dataDir);
  if (!existsSync(file)) throw new NothingToBackUpError();
  const reader = openSqliteFile(file);
  try {
    return await read(reader.db);
  } finally {
    await reader.close();
  }
}
