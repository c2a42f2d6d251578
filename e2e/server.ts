import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-node-flags';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-123';

/** One URL of every public page of the demo site (docs/product.md#routes), the not-found page included. */
export const publicPageUrls = [
  '/',
  '/history',
  '/family-tree',
  '/notable-people',
  '/news',
  '/news/1',
  '/occasions',
  '/diwan',
  // محمد بن سالم: parents, a wife, children and siblings, a notable entry.
  '/family-tree/member/6',
  '/family-tree/member/6/print',
  // سالم بن عبدالله المثال, the founder: his life story (decision 056).
  '/family-tree/member/1',
  // حي القبلة: the demo members born, married or living there.
  '/places/3',
  '/no/such/page',
];

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Starts again on the same port and data (for restart and "server is back" tests). */
  start(): Promise<void>;
  /** Stops for good and removes its data directory: every run left one behind in the temp folder. */
  dispose(): Promise<void>;
}

/** A port the system says is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not start in time:\n${output()}`);
}

/**
 * The real built server (run `npm run build` first) on its own port and throwaway data
 * directory, seeded with the demo content; with DATABASE_URL set, on PostgreSQL. `hostname` is
 * what the browser and PUBLIC_URL call it: `localhost` for passkeys, which browsers refuse to bind
 * to an IP address.
 */
export async function startServer(
  env: Record<string, string> = {},
  { hostname = '127.0.0.1' }: { hostname?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-e2e-'));
  const baseURL = `http://${hostname}:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  async function start() {
    child = spawn(process.execPath, ['--enable-source-maps', ...serverNodeFlags, 'dist/node/main.js'], {
      env: {
        ...process.env,
        ...serverEnvironment,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // As the server runs in production (docs/deploy.md): React's production build renders
        // the pages, not its development build with its extra checks.
        NODE_ENV: 'production',
        PUBLIC_URL: baseURL,
        // A test server has nothing to keep: no automatic backup a minute after it starts.
        BACKUP_SCHEDULE: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    await waitForHealth(baseURL, child, () => log);
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 5000);
    });
  }

  async function dispose() {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  await start();
  return { baseURL, port, dataDir, stop, start, dispose };
}
