import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** Below this much free space where the data lives, uploads and backups are at risk: warn early. */
export const LOW_DISK_BYTES = 512 * 1024 * 1024;
/** A database that takes longer than this to answer `select 1` is reported unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: string;
  database_reachable: boolean;
  disk_free_mb: number | null;
  disk_low: boolean;
}

async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = sql`select 1 as one`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** For monitors and the proxy: is the database reachable, and is there room on the data disk? */
export async function checkHealth(database: DatabaseHandle, dataDir: string): Promise<HealthReport> {
  const [reachable, free] = await Promise.all([databaseAnswers(database), freeBytes(dataDir)]);
  return {
    status: reachable ? 'ok' : 'unavailable',
    database: database.dialect,
    database_reachable: reachable,
    disk_free_mb: free === null ? null : Math.floor(free / (1024 * 1024)),
    disk_low: free !== null && free < LOW_DISK_BYTES,
  };
}
