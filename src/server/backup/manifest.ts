import fs from 'node:fs';
import { z } from 'zod';

/**
 * The first entry of every backup archive (decision 029): what made it, at which
 * migration level, what it holds, and the SHA-256 of every other entry. A restore reads it first
 * and refuses anything that does not match it byte for byte.
 */
export const BACKUP_FORMAT = 'nasab-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const tableNamePattern = /^[a-z][a-z0-9_]*$/;
/** `db/<table>.jsonl` or `uploads/<file>`: plain names only, no folder, nothing hidden, no way up. */
export const archiveEntryPattern = /^(?:db\/[a-z][a-z0-9_]*\.jsonl|uploads\/[\w-][\w.-]*)$/;

const fileEntrySchema = z.object({
  path: z.string().regex(archiveEntryPattern),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const tableEntrySchema = z.object({
  rows: z.number().int().nonnegative(),
  columns: z.array(z.string().regex(tableNamePattern)),
  /** The highest id ever handed out (deleted rows' ids included), so none is handed out again. */
  lastId: z.number().int().nonnegative().nullable(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  createdAt: z.string(),
  sourceDialect: z.enum(['sqlite', 'postgres']),
  /** The last migration the database had run: a restore loads the rows at this level. */
  migration: z.string().min(1),
  tables: z.record(z.string().regex(tableNamePattern), tableEntrySchema),
  files: z.array(fileEntrySchema),
  counts: z.object({
    rows: z.number().int().nonnegative(),
    uploads: z.number().int().nonnegative(),
    uploadBytes: z.number().int().nonnegative(),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntrySchema>;
export type ArchiveFileEntry = z.infer<typeof fileEntrySchema>;

export const tableFile = (table: string) => `db/${table}.jsonl`;

let appVersion: string | undefined;

/** The version in the project's package.json, wherever the server runs from (source or build). */
export function currentAppVersion(): string {
  if (appVersion) return appVersion;
  let folder = new URL('.', import.meta.url);
  for (let depth = 0; depth < 6; depth++) {
    const candidate = new URL('package.json', folder);
    if (fs.existsSync(candidate)) {
      const parsed = JSON.parse(fs.readFileSync(candidate, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === 'nasab' && parsed.version) return (appVersion = parsed.version);
    }
    folder = new URL('..', folder);
  }
  return (appVersion = 'unknown');
}
