import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { unsupportedNodeMessage } from './src/server/lib/node-version';

// better-sqlite3 13 crashes without a word on an older Node: say so before any test runs.
const tooOld = unsupportedNodeMessage();
if (tooOld) throw new Error(tooOld);

const shared = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // API tests boot real servers with argon2 (19 MiB each); two cores, so keep the pool small.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['src/server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tools/**/*.test.ts'],
          // The server's files share no mutable module state between test files (each boots its
          // own app and database; the clock is Date, restored by each test), so a worker keeps
          // the modules it loaded: the app's imports were a third of the suite's time.
          isolate: false,
          // Read by Node only when a process starts, so given to each worker's process here: the
          // delivery tests' stand-in push service has a certificate this test CA signed
          // (src/server/test/push-service.ts).
          env: { NODE_EXTRA_CA_CERTS: path.resolve('src/server/test/push-service/ca.pem') },
        },
      },
      {
        test: {
          ...shared,
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/testing-library-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
