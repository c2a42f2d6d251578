import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupKind } from '../../shared/backup-kinds';

export type { BackupKind };

/**
 * What a backup archive is called, and how the backups folder is read (issue #13). The name says
 * what made it (BackupKind) and when (UTC, to the millisecond), so the names sort by time.
 */
const NAME =
  /^nasab-(backup|auto|before-restore)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export function backupFileName(kind: BackupKind, at: Date): string {
  return `nasab-${kind}-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

export interface StoredBackup {
  name: string;
  kind: BackupKind;
  createdAt: Date;
  bytes: number;
}

export function parseBackupFileName(name: string): Pick<StoredBackup, 'kind' | 'createdAt'> | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, kind, day, hours, minutes, seconds, millis] = match;
  const createdAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(createdAt.getTime()) ? null : { kind: kind as BackupKind, createdAt };
}

/** The finished archives of the folder, newest first (a missing folder has none). */
export async function listBackups(folder: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: StoredBackup[] = [];
  for (const name of names) {
    const parsed = parseBackupFileName(name);
    if (!parsed) continue;
    try {
      const stat = await fs.stat(path.join(folder, name));
      if (stat.isFile()) found.push({ name, ...parsed, bytes: stat.size });
    } catch {
      // Deleted meanwhile (retention in another process).
    }
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** A fresh working folder inside `parent` (the data folder: renames from it stay on one disk). */
export async function workFolder(parent: string, purpose: string): Promise<string> {
  await fs.mkdir(parent, { recursive: true });
  const folder = path.join(parent, `.${purpose}-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(folder);
  return folder;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// A plain file name, as the uploads folder holds them (orphaned-uploads.ts).
export const SAFE_UPLOAD_NAME = /^[\w-][\w.-]*$/;

/**
 * Puts into `target` every file of `source` that it lacks, as a hard link (no copy, and the file
 * survives its deletion from `source`), or a copy where links are not possible. Returns the names
 * added. A file deleted while this runs is skipped.
 */
export async function linkMissingFiles(source: string, target: string): Promise<string[]> {
  await fs.mkdir(target, { recursive: true });
  let names: string[];
  try {
    names = await fs.readdir(source);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const present = new Set(await fs.readdir(target));
  const added: string[] = [];
  for (const name of names.sort()) {
    if (present.has(name) || !SAFE_UPLOAD_NAME.test(name)) continue;
    const from = path.join(source, name);
    const to = path.join(target, name);
    try {
      const stat = await fs.lstat(from);
      if (!stat.isFile()) continue;
      try {
        await fs.link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
        await fs.copyFile(from, to);
      }
      added.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return added;
}
