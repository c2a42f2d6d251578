import { now } from './clock';

/**
 * Trouble with the storage underneath, not with the request: the database is locked by someone
 * else (SQLite), or the disk is full (the uploads folder, SQLite, PostgreSQL's disk_full).
 */
export type StorageTrouble = 'busy' | 'diskFull';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function storageTroubleOf(error: unknown): StorageTrouble | null {
  // A failed write may arrive wrapped (a migration, a transaction): its cause says what happened.
  for (let cause = error, depth = 0; cause != null && depth < 3; depth++) {
    const code = codeOf(cause);
    if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED')) return 'busy';
    if (code === 'ENOSPC' || code === 'EDQUOT' || code?.startsWith('SQLITE_FULL') || code === '53100') {
      return 'diskFull';
    }
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return null;
}

/** Once a disk is full every request fails alike: one line a minute says it, not one per request. */
export const STORAGE_TROUBLE_LOG_INTERVAL_MS = 60_000;

/**
 * Decides when a recurring trouble is logged: the first time, then at most once per interval,
 * saying how many times it happened unlogged in between.
 */
export class RecurringTrouble {
  private readonly seen = new Map<string, { loggedAt: number; unlogged: number }>();

  constructor(private readonly intervalMs: number = STORAGE_TROUBLE_LOG_INTERVAL_MS) {}

  /** null: stay quiet (it is counted); else how many times it went unlogged since the last log. */
  occurred(key: string, at: number = now().getTime()): number | null {
    const entry = this.seen.get(key);
    if (entry && at - entry.loggedAt < this.intervalMs) {
      entry.unlogged += 1;
      return null;
    }
    const unlogged = entry?.unlogged ?? 0;
    this.seen.set(key, { loggedAt: at, unlogged: 0 });
    return unlogged;
  }
}
