import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryProcess } from '../test/server-modules';
import { spawnServer } from '../test/spawn-server';
import { TEST_ADMIN_PASSWORD, createPostgresDatabase } from '../test/test-server';

const scratch: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

interface RunningBackup {
  child: ChildProcess;
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
}

/** `npm run backup` in a process group of its own, as an operator or cron starts it. */
function startBackup(env: Record<string, string>): RunningBackup {
  const [command, args] = entryProcess('backup');
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * Resolves with the first name `accept` takes among those created in `folder` from now on (a file
 * already there may still change: a killed process's last write can land after it is reported gone).
 */
function nextCreated(folder: string, accept: (name: string) => boolean): Promise<string> {
  const present = new Set(fs.readdirSync(folder));
  return new Promise((resolve) => {
    const watcher = fs.watch(folder, (_event, name) => {
      if (name && !present.has(name) && accept(name) && fs.existsSync(path.join(folder, name))) {
        watcher.close();
        resolve(name);
      }
    });
  });
}

const stagingFolders = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((name) => name.startsWith('.backup-staging-'));
const partials = (folder: string) => fs.readdirSync(folder).filter((name) => name.endsWith('.partial'));

describe('what an interrupted backup leaves in the data folder', () => {
  it('is removed when the server starts, and a backup still running elsewhere keeps its own', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-abandoned-'));
    scratch.push(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      BACKUP_SCHEDULE: 'off',
    };
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      drops.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const first = await spawnServer(env);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    // 32 MB that do not compress: each backup spends seconds writing its archive.
    fs.writeFileSync(path.join(dataDir, 'uploads', 'large-upload.webp'), randomBytes(32 * 1024 * 1024));
    const backups = path.join(dataDir, 'backups');
    fs.mkdirSync(backups);

    // Killed while it writes its archive: its staging folder (the password hashes) and its
    // partial archive stay behind.
    const killedPartial = nextCreated(backups, (name) => name.endsWith('.partial'));
    const killed = startBackup(env);
    await killedPartial;
    // The whole group: under tsx the backup runs in a child, left unreaped (a zombie) here.
    process.kill(-killed.child.pid!, 'SIGKILL');
    await killed.exited;
    const abandoned = stagingFolders(dataDir);
    expect(abandoned, killed.stderr()).toHaveLength(1);
    const abandonedPartials = partials(backups);
    expect(abandonedPartials, killed.stderr()).toHaveLength(1);

    // Paused while it writes: alive, its work must survive a server start.
    const pausedPartial = nextCreated(backups, (name) => name.endsWith('.partial'));
    const paused = startBackup(env);
    await pausedPartial;
    process.kill(-paused.child.pid!, 'SIGSTOP');
    const running = stagingFolders(dataDir).find((name) => !abandoned.includes(name));
    const runningPartials = partials(backups).filter((name) => !abandonedPartials.includes(name));
    expect(running, paused.stderr()).toBeDefined();
    expect(runningPartials, paused.stderr()).toHaveLength(1);

    // What an older Nasab, which did not name the owner, left: a staging folder and a partial.
    fs.mkdirSync(path.join(dataDir, `.backup-staging-${randomBytes(6).toString('hex')}`));
    fs.writeFileSync(path.join(backups, 'nasab-auto-2025-01-01T00-00-00-000Z.tar.gz.partial'), 'cut');

    const server = await spawnServer(env);
    try {
      expect(stagingFolders(dataDir), server.output()).toEqual([running]);
      expect(partials(backups), server.output()).toEqual(runningPartials);

      process.kill(-paused.child.pid!, 'SIGCONT');
      expect(await paused.exited, paused.stderr()).toBe(0);
      const archive = paused.stdout().trim().split('\n').at(-1)!;
      expect(fs.statSync(archive).size).toBeGreaterThan(32 * 1024 * 1024);
      expect(stagingFolders(dataDir)).toEqual([]);
      expect(partials(backups)).toEqual([]);
    } finally {
      if (paused.child.exitCode === null) process.kill(-paused.child.pid!, 'SIGKILL');
      await server.cleanUp();
    }
  }, 120_000);
});
