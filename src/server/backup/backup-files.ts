import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupKind } from '#shared/backup-kinds.ts';

export type { BackupKind };

/**
 * What a backup archive is called, and how the backups folder is read (decision 029). The name says
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

/**
 * Who makes a piece of work in progress (decision 037): this process's pid and a token of this run
 * of it, as a container's next start often has the same pid. A start removes the work of owners
 * that are gone, and leaves alone what a backup running in another process is making.
 */
const RUN = randomBytes(3).toString('hex');
const OWNER = `${process.pid}-${RUN}`;

/** A name for work in progress: `.<purpose>-<pid>-<run>-<random><suffix>`. */
export const workName = (purpose: string, suffix = '') =>
  `.${purpose}-${OWNER}-${randomBytes(6).toString('hex')}${suffix}`;

/** Where an archive is written before it is whole and renamed to `target`. */
export const partialFileOf = (target: string) => `${target}.${OWNER}.partial`;

/** A fresh working folder inside `parent` (the data folder: renames from it stay on one disk). */
export async function workFolder(parent: string, purpose: string): Promise<string> {
  await fs.mkdir(parent, { recursive: true });
  const folder = path.join(parent, workName(purpose));
  await fs.mkdir(folder);
  return folder;
}

// What backups, restores, and the admin's download and upload make while they run; the owner is
// absent from the names an older Nasab gave.
const WORK =
  /^\.(?:backup-staging|restore|download|upload)-(?:(\d+)-([0-9a-f]{6})-)?[0-9a-f]{12}(?:\.tar\.gz)?$/;
const PARTIAL = /\.tar\.gz(?:\.(\d+)-([0-9a-f]{6}))?\.partial$/;
// `npm run restore` builds the new SQLite file beside the old one; it cannot finish while a server
// holds the old one, so a server that starts finds it abandoned.
const RESTORING = /^nasab\.sqlite\.restoring(?:-wal|-shm|-journal)?$/;

/** Whether process `pid` still runs: a zombie (ended, its parent not told yet) does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z';
  } catch {
    // Without /proc the answer is the signal's; on Linux a process gone meanwhile.
    return process.platform !== 'linux';
  }
}

function isAbandoned(name: string): boolean {
  if (RESTORING.test(name)) return true;
  const match = WORK.exec(name) ?? PARTIAL.exec(name);
  if (!match) return false;
  const [, pid, run] = match;
  if (pid === undefined) return true;
  if (Number(pid) === process.pid) return run !== RUN;
  return !isRunning(Number(pid));
}

/**
 * Removes from `folders` what a backup, a restore or a download left when its process ended
 * before cleaning up (killed, a power cut): staging folders holding the accounts' password hashes,
 * half-written archives (decision 037). Returns the paths removed.
 */
export async function removeAbandonedWork(folders: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of new Set(folders)) {
    let names: string[];
    try {
      names = await fs.readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names.filter(isAbandoned)) {
      await fs.rm(path.join(folder, name), { recursive: true, force: true });
      removed.push(path.join(folder, name));
    }
  }
  return removed;
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
