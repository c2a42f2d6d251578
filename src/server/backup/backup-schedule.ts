import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupConfig } from '../config';
import { now as systemNow } from '../lib/clock';
import { listBackups, type StoredBackup } from './backup-files';
import { createBackup, type SiteLocation } from './create-backup';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Kuwait is UTC+3 all year (no daylight saving): its days and the schedule's time are in it. */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
/** A site that was down at the scheduled time backs up this long after it starts. */
export const CATCH_UP_DELAY_MS = 60_000;
/** A newer automatic backup than this means another process (one DATA_DIR) already made this one. */
const RECENT_MS = 60 * 60 * 1000;
const FAILURE_FILE = '.last-failure.json';

/** The day number (since 1970, Kuwait time) an instant falls on. */
const kuwaitDay = (at: Date) => Math.floor((at.getTime() + KUWAIT_OFFSET_MS) / DAY_MS);

/** The first instant after `at` whose Kuwait time of day is `minutes` past midnight. */
export function nextScheduledRun(at: Date, minutes: number): Date {
  const slot = kuwaitDay(at) * DAY_MS - KUWAIT_OFFSET_MS + minutes * 60_000;
  return new Date(slot > at.getTime() ? slot : slot + DAY_MS);
}

/**
 * Retention (decision 029): of the automatic backups, the newest of each of the last `keepDaily` days
 * that have one, and the newest of each of the last `keepWeekly` weeks that have one, are kept;
 * the rest are returned, to be deleted. Other kinds are never deleted here.
 */
export function backupsToPrune(
  backups: readonly StoredBackup[],
  keep: { keepDaily: number; keepWeekly: number },
): StoredBackup[] {
  const automatic = backups
    .filter((backup) => backup.kind === 'auto')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const days = new Set<number>();
  const weeks = new Set<number>();
  const kept = new Set<StoredBackup>();
  for (const backup of automatic) {
    const day = kuwaitDay(backup.createdAt);
    const week = Math.floor(day / 7);
    if (!days.has(day) && days.size < keep.keepDaily) {
      days.add(day);
      kept.add(backup);
    }
    if (!weeks.has(week) && weeks.size < keep.keepWeekly) {
      weeks.add(week);
      kept.add(backup);
    }
  }
  return automatic.filter((backup) => !kept.has(backup));
}

export interface BackupFailure {
  at: string;
  message: string;
}

/** The schedule's last failure, kept beside the archives so a restart or another process sees it. */
export async function readLastFailure(folder: string): Promise<BackupFailure | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(folder, FAILURE_FILE), 'utf8')) as BackupFailure;
  } catch {
    return null;
  }
}

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The daily automatic backup (decision 029): started when the server listens, stopped when it closes
 * (a backup under way is waited for). Time comes from `clock` and timers from the global
 * setTimeout, so a test drives both with fake timers.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** When the next backup is due; null while stopped or off. */
  nextRunAt: Date | null = null;

  constructor(
    private readonly config: BackupConfig,
    private readonly site: SiteLocation,
    private readonly log: Logger,
    private readonly clock: () => Date = systemNow,
  ) {}

  async start(): Promise<void> {
    if (!this.config.daily || !this.stopped) return;
    this.stopped = false;
    const newest = (await listBackups(this.config.dir)).find((backup) => backup.kind === 'auto');
    const missed = !newest || this.clock().getTime() - newest.createdAt.getTime() > DAY_MS;
    this.schedule(missed ? new Date(this.clock().getTime() + CATCH_UP_DELAY_MS) : undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.nextRunAt = null;
    await this.running;
  }

  /** Resolves once no backup of this scheduler is under way. */
  async idle(): Promise<void> {
    await this.running;
  }

  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Runs `work` after every backup or restore already asked for (the schedule's, the owner's
   * download and restore): a restore never swaps the uploads under a backup that is reading them.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private schedule(at = nextScheduledRun(this.clock(), this.config.timeOfDayMinutes)): void {
    if (this.stopped) return;
    this.nextRunAt = at;
    // A timer's longest wait is about 24.8 days; a day is well within it.
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.running = this.runScheduled().finally(() => {
          this.running = undefined;
          this.schedule();
        });
      },
      Math.max(0, at.getTime() - this.clock().getTime()),
    );
    this.timer.unref?.();
  }

  private async runScheduled(): Promise<void> {
    const newest = (await listBackups(this.config.dir)).find((backup) => backup.kind === 'auto');
    if (newest && this.clock().getTime() - newest.createdAt.getTime() < RECENT_MS) return;
    await this.runNow();
  }

  /** One automatic backup now, then the retention; a failure is logged and kept for the dashboard. */
  async runNow(): Promise<void> {
    const folder = this.config.dir;
    try {
      const created = await this.exclusive(() => createBackup(this.site, { folder, kind: 'auto' }));
      await fs.rm(path.join(folder, FAILURE_FILE), { force: true });
      const prune = backupsToPrune(await listBackups(folder), this.config);
      for (const backup of prune) await fs.rm(path.join(folder, backup.name), { force: true });
      this.log.info(
        { file: created.file, bytes: created.bytes, pruned: prune.length },
        'automatic backup made',
      );
    } catch (error) {
      const failure: BackupFailure = {
        at: this.clock().toISOString(),
        message: error instanceof Error ? error.message : String(error),
      };
      this.log.error({ err: error }, 'automatic backup failed');
      try {
        await fs.mkdir(folder, { recursive: true });
        await fs.writeFile(path.join(folder, FAILURE_FILE), JSON.stringify(failure));
      } catch {
        // The folder itself is the problem; the log has it.
      }
    }
  }
}
