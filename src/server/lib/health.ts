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

/** How long one reading of the disk's free space answers the health checks. */
const DISK_READING_MS = 10_000;

type Statfs = (dir: string) => Promise<{ bavail: number; bsize: number }>;

/**
 * The free bytes where the data lives, read at most once per `maxAgeMs` and shared by the checks
 * meanwhile; null when the disk cannot be read (asked again at the next check). `statfs` runs in
 * libuv's thread pool, where after an edit it queued behind the page cache's compressions and
 * held the health check's answer (p99 20 ms against 13 ms for a request that reads nothing, at
 * 50,000 members); a monitor needs no fresher figure than ten seconds old.
 */
export function diskSpaceReader(
  dir: string,
  { maxAgeMs = DISK_READING_MS, statfs = fs.statfs as Statfs }: { maxAgeMs?: number; statfs?: Statfs } = {},
): () => Promise<number | null> {
  let reading: Promise<number | null> | undefined;
  let readAt = 0;
  return () => {
    if (!reading || Date.now() - readAt >= maxAgeMs) {
      readAt = Date.now();
      const next: Promise<number | null> = statfs(dir).then(
        (stats) => stats.bavail * stats.bsize,
        () => {
          if (reading === next) reading = undefined;
          return null;
        },
      );
      reading = next;
    }
    return reading;
  };
}

/** For monitors and the proxy: is the database reachable, and is there room on the data disk? */
export async function checkHealth(
  database: DatabaseHandle,
  freeBytes: () => Promise<number | null>,
): Promise<HealthReport> {
  const [reachable, free] = await Promise.all([databaseAnswers(database), freeBytes()]);
  return {
    status: reachable ? 'ok' : 'unavailable',
    database: database.dialect,
    database_reachable: reachable,
    disk_free_mb: free === null ? null : Math.floor(free / (1024 * 1024)),
    disk_low: free !== null && free < LOW_DISK_BYTES,
  };
}
