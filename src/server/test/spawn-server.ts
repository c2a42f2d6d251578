import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from './test-server';
import { entryProcess } from './server-modules';

export interface SpawnedServer {
  baseURL: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends the process (if still running) and deletes its data. */
  cleanUp(): Promise<void>;
}

/**
 * The real entry point in its own process, as production starts it: the compiled one under
 * NASAB_TEST_COMPILED, the sources through tsx otherwise. On a throwaway data directory,
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set; a DATA_DIR or DATABASE_URL given
 * in `env` is used instead (a restart on the same site) and left for the caller to remove.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-process-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const database =
    process.env.TEST_DATABASE_URL && !env.DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, { migrated: true })
      : undefined;
  const [command, args] = entryProcess('main');
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, killed whole at the end: nothing the server started outlives the tests.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    await database?.drop();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 45_000;
    let baseURL = '';
    while (!baseURL) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      baseURL = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { baseURL, child, output: () => output, exited, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
