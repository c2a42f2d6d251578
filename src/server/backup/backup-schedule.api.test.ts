import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupConfig } from '../config';
import { startTestServer, type TestServer } from '../test/test-server';
import { listBackups, type StoredBackup } from './backup-files';
import {
  BackupScheduler,
  CATCH_UP_DELAY_MS,
  backupsToPrune,
  nextScheduledRun,
  readLastFailure,
} from './backup-schedule';
import { createBackup } from './create-backup';

const silentLog = { info: () => {}, error: () => {} };
const kuwaitDate = (at: Date) => new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the daily schedule', () => {
  it('runs at the configured Kuwait time: later today, or tomorrow once it has passed', () => {
    const threeAm = 3 * 60;
    // 02:00 in Kuwait on 1 March is 23:00 UTC the evening before.
    expect(nextScheduledRun(new Date('2026-02-28T23:00:00Z'), threeAm).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(nextScheduledRun(new Date('2026-03-01T00:00:00Z'), threeAm).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(nextScheduledRun(new Date('2026-03-01T12:00:00Z'), 23 * 60 + 30).toISOString()).toBe(
      '2026-03-01T20:30:00.000Z',
    );
  });

  it('keeps the newest of each of the last days and weeks, and never a backup it did not make', () => {
    const at = (iso: string, kind: StoredBackup['kind'] = 'auto'): StoredBackup => ({
      name: `${kind}-${iso}`,
      kind,
      createdAt: new Date(iso),
      bytes: 1,
    });
    const backups = [
      at('2026-03-11T00:00:00Z'),
      at('2026-03-10T12:00:00Z'),
      // Two on one day: the older one goes.
      at('2026-03-10T00:00:00Z'),
      at('2026-03-09T00:00:00Z'),
      at('2026-03-08T00:00:00Z'),
      at('2026-03-04T00:00:00Z'),
      at('2026-03-01T00:00:00Z'),
      at('2026-02-20T00:00:00Z'),
      at('2026-01-01T00:00:00Z', 'backup'),
      at('2026-01-02T00:00:00Z', 'before-restore'),
    ];
    const pruned = backupsToPrune(backups, { keepDaily: 3, keepWeekly: 3 }).map((backup) => backup.name);
    // Days: the 11th, the 10th at noon, the 9th. Weeks (Kuwait days 20517–20523, 20510–20516,
    // 20503–20509): the 11th, the 4th (the 1st is in its week too, and older), 20 February.
    expect(pruned).toEqual([
      'auto-2026-03-10T00:00:00Z',
      'auto-2026-03-08T00:00:00Z',
      'auto-2026-03-01T00:00:00Z',
    ]);
  });
});

describe('the scheduler on a real site, its clock and timers faked', () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    vi.useRealTimers();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const config = (overrides: Partial<BackupConfig> = {}): BackupConfig => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-schedule-'));
    return { dir: folder, daily: true, timeOfDayMinutes: 3 * 60, keepDaily: 3, keepWeekly: 2, ...overrides };
  };
  const site = () => ({
    database: server.app.database,
    dataDir: server.dataDir,
    uploadsDir: server.config.uploadsDir,
  });

  it('catches up a missed day a minute after starting, then backs up daily and keeps 3 days and 2 weeks', async () => {
    const settings = config();
    // The owner's own backup, which retention leaves alone.
    const manual = await createBackup(site(), { folder: settings.dir });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Noon in Kuwait on Sunday 1 March 2026.
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const scheduler = new BackupScheduler(settings, site(), silentLog);
    await scheduler.start();
    expect(scheduler.nextRunAt?.getTime()).toBe(Date.now() + CATCH_UP_DELAY_MS);

    for (let day = 0; day <= 10; day++) {
      await vi.advanceTimersByTimeAsync(scheduler.nextRunAt!.getTime() - Date.now());
      await scheduler.idle();
      // Each run made one archive and set the next for 03:00 Kuwait time.
      expect(scheduler.nextRunAt!.toISOString()).toMatch(/T00:00:00\.000Z$/);
    }
    const kept = await listBackups(settings.dir);
    expect(
      kept.filter((backup) => backup.kind === 'auto').map((backup) => kuwaitDate(backup.createdAt)),
    ).toEqual([
      '2026-03-11',
      '2026-03-10',
      '2026-03-09',
      // The newest of the week before.
      '2026-03-04',
    ]);
    expect(kept.map((backup) => backup.name)).toContain(path.basename(manual.file));
    expect(await readLastFailure(settings.dir)).toBeNull();
    await scheduler.stop();
    expect(scheduler.nextRunAt).toBeNull();
  });

  it('a site backed up within the day waits for the next scheduled time', async () => {
    const settings = config();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    await createBackup(site(), { folder: settings.dir, kind: 'auto' });
    const scheduler = new BackupScheduler(settings, site(), silentLog);
    await scheduler.start();
    expect(scheduler.nextRunAt?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    await scheduler.stop();
  });

  it('a failed run is kept for the dashboard until a run succeeds', async () => {
    const settings = config();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const broken = new BackupScheduler(
      settings,
      // A SQLite site folder without a database: nothing to back up.
      {
        database: { dialect: 'sqlite' },
        dataDir: path.join(settings.dir, 'missing'),
        uploadsDir: settings.dir,
      },
      silentLog,
    );
    await broken.runNow();
    expect(await readLastFailure(settings.dir)).toEqual({
      at: '2026-03-01T09:00:00.000Z',
      message: expect.stringContaining('nothing to back up'),
    });
    await new BackupScheduler(settings, site(), silentLog).runNow();
    expect(await readLastFailure(settings.dir)).toBeNull();
  });

  it('is off with BACKUP_SCHEDULE=off', async () => {
    const scheduler = new BackupScheduler(config({ daily: false }), site(), silentLog);
    await scheduler.start();
    expect(scheduler.nextRunAt).toBeNull();
  });
});

describe('the server and its schedule', () => {
  it('starts the schedule when it listens and stops it when it closes', async () => {
    const server = await startTestServer({
      env: { BACKUP_SCHEDULE: 'daily' },
      seedDemo: false,
      login: false,
    });
    try {
      // No automatic backup yet: the first is a minute away.
      await vi.waitFor(() => expect(server.app.backups.nextRunAt).not.toBeNull());
      expect(server.app.backups.nextRunAt!.getTime() - Date.now()).toBeLessThanOrEqual(CATCH_UP_DELAY_MS);
    } finally {
      await server.close();
    }
    expect(server.app.backups.nextRunAt).toBeNull();
  });
});
