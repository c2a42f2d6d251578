import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { DumpToLoad } from '../db/logical-load';
import { tablesOfABackupAt } from '../db/logical-dump';
import { migrations } from '../db/migrate';
import {
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  archiveEntryPattern,
  manifestSchema,
  tableFile,
  type BackupManifest,
} from './manifest';

export type BackupProblem = 'unreadable' | 'notABackup' | 'damaged' | 'newer' | 'incomplete';

/** An archive refused before anything was changed; `problem` picks the message shown. */
export class InvalidBackupError extends Error {
  constructor(
    readonly problem: BackupProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedBackup {
  manifest: BackupManifest;
  /** Where it was extracted: manifest.json, db/, uploads/. */
  folder: string;
  dump: DumpToLoad;
}

const isBackupEntry = (entryPath: string) =>
  entryPath === MANIFEST_FILE || archiveEntryPattern.test(entryPath);

/** Each backup entry's size and SHA-256, and the manifest's text (empty when it has none). */
interface ArchiveContents {
  seen: Map<string, { bytes: number; sha256: string }>;
  manifestText: string;
}

/** Reads the archive through without writing anything: a cut-off stream fails here, with nothing to undo. */
async function readThrough(archive: string): Promise<ArchiveContents> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let raw = '';
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File' || !isBackupEntry(entry.path)) return entry.resume();
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        let bytes = 0;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (entry.path === MANIFEST_FILE) chunks.push(chunk);
        });
        entry.on('end', () => {
          seen.set(entry.path, { bytes, sha256: hash.digest('hex') });
          if (entry.path === MANIFEST_FILE) raw = Buffer.concat(chunks).toString('utf8');
        });
      },
    });
  } catch (error) {
    throw new InvalidBackupError(
      'unreadable',
      `The archive cannot be read to its end (cut short or damaged): ${(error as Error).message}`,
    );
  }
  return { seen, manifestText: raw };
}

/** The manifest, if this version of Nasab understands it: its format and its migration level. */
function readManifest({ seen, manifestText }: ArchiveContents): BackupManifest {
  if (!seen.has(MANIFEST_FILE)) {
    throw new InvalidBackupError('notABackup', 'The archive has no manifest.json: it is not a Nasab backup.');
  }
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(manifestText);
  } catch {
    throw new InvalidBackupError('damaged', 'The manifest is not valid JSON.');
  }
  const format = (parsedJson as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof format === 'number' && format > BACKUP_FORMAT_VERSION) {
    throw new InvalidBackupError(
      'newer',
      `The archive is in format ${format}; this Nasab reads ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(parsedJson);
  if (!parsed.success) {
    throw new InvalidBackupError('notABackup', 'The manifest is not a Nasab backup manifest.');
  }
  const manifest = parsed.data;
  if (!(manifest.migration in migrations)) {
    throw new InvalidBackupError(
      'newer',
      `The backup is at migration ${manifest.migration}, which this version of Nasab does not know: update Nasab first.`,
    );
  }
  return manifest;
}

/**
 * The manifest names every table a backup at its level holds, each with its file, and every entry
 * it names is in the archive with exactly its size and SHA-256. Returns the entries it names.
 */
async function checkEntries(manifest: BackupManifest, seen: ArchiveContents['seen']) {
  // Checksums prove only what the manifest lists: a manifest without the members or the accounts
  // would restore an empty site.
  const lacking = (await tablesOfABackupAt(manifest.migration)).filter(
    (table) => !(table in manifest.tables),
  );
  if (lacking.length > 0) {
    throw new InvalidBackupError(
      'incomplete',
      `The backup is incomplete: it lacks the tables ${lacking.join(', ')}, which every backup at migration ${manifest.migration} holds.`,
    );
  }

  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  if (listed.size !== manifest.files.length) {
    throw new InvalidBackupError('damaged', 'The manifest names one entry twice.');
  }
  for (const table of Object.keys(manifest.tables)) {
    if (!listed.has(tableFile(table))) {
      throw new InvalidBackupError('damaged', `The manifest lists table ${table} without its file.`);
    }
  }
  for (const file of manifest.files) {
    const found = seen.get(file.path);
    if (!found) {
      throw new InvalidBackupError('damaged', `The archive lacks ${file.path}, which its manifest lists.`);
    }
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new InvalidBackupError('damaged', `${file.path} does not match its checksum.`);
    }
  }
  return listed;
}

/** Extracts the entries the manifest lists, and only those, each at the size it said. */
async function extractListed(
  archive: string,
  folder: string,
  manifest: BackupManifest,
  listed: Map<string, unknown>,
) {
  await fs.mkdir(folder, { recursive: true });
  try {
    await tar.extract({
      file: archive,
      cwd: folder,
      strict: true,
      filter: (entryPath, entry) => 'type' in entry && entry.type === 'File' && listed.has(entryPath),
    });
    for (const file of manifest.files) {
      if ((await fs.stat(path.join(folder, file.path))).size !== file.bytes) throw new Error(file.path);
    }
  } catch (error) {
    throw new InvalidBackupError(
      'unreadable',
      `The archive changed while it was read: ${(error as Error).message}`,
    );
  }
}

/**
 * Extracts the archive into `folder` and checks it whole before anything else happens
 * (decision 029): it must open to its end (a cut-off or damaged gzip stream does not), hold a manifest this
 * version understands, at a migration level it knows, naming every table a backup at that level
 * holds, and every entry the manifest names with exactly its size and SHA-256. Only plain files
 * with the names a backup uses are extracted.
 */
export async function extractVerifiedBackup(archive: string, folder: string): Promise<VerifiedBackup> {
  const contents = await readThrough(archive);
  const manifest = readManifest(contents);
  const listed = await checkEntries(manifest, contents.seen);
  // Checked whole: now extracted, the listed entries only.
  await extractListed(archive, folder, manifest, listed);
  return {
    manifest,
    folder,
    dump: {
      folder,
      migration: manifest.migration,
      tables: Object.fromEntries(
        Object.entries(manifest.tables).map(([table, entry]) => [
          table,
          { ...entry, file: tableFile(table) },
        ]),
      ),
    },
  };
}
