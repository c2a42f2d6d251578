import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { unsupportedNodeMessage } from './lib/node-version';

/** How long a stopping server waits for requests in flight before it exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // Everything the server writes (database, uploads, backups with the password hashes) is for its
  // own user alone, whatever the umask it was started with.
  process.umask(0o077);
  const tooOld = unsupportedNodeMessage();
  if (tooOld) {
    console.error(tooOld);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // Graceful shutdown: stop accepting, let the requests in flight finish (Fastify's close), then
  // exit; a second signal, or a request that never ends, exits at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'stopping: draining requests in flight');
    setTimeout(() => {
      app.log.warn('requests still in flight after the drain timeout: exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  // From the process's start, migrations and the first-start seeding included (decision 028).
  app.log.info({ startupMs: Math.round(performance.now()) }, 'Nasab is ready');
}

/** The error and every cause under it (a failed migration names the database's own complaint). */
function describeFailure(error: unknown): string {
  const lines: string[] = [];
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; depth++) {
    lines.push(cause instanceof Error ? cause.message : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n  caused by: ');
}

main().catch((error: unknown) => {
  console.error('Nasab could not start:', describeFailure(error));
  process.exit(1);
});
