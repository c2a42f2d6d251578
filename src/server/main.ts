import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
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
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
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
