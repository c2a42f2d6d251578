import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { unsupportedNodeMessage } from '../lib/node-version';
import type { SiteLocation } from '../backup/create-backup';

/** The server's own configuration (the same environment), or a clear message and exit 1. */
export function configOrExit(): AppConfig {
  // Archives hold the accounts' password hashes: what the tools write is for their user alone.
  process.umask(0o077);
  const tooOld = unsupportedNodeMessage();
  if (tooOld) {
    console.error(tooOld);
    process.exit(1);
  }
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The site the configuration names. PostgreSQL is opened; SQLite is left to the backup code,
 * which reads the file on a connection of its own and never keeps it open.
 */
export function siteOf(config: AppConfig): { site: SiteLocation; close: () => Promise<void> } {
  const database: DatabaseHandle | { dialect: 'sqlite' } = config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    : { dialect: 'sqlite' };
  return {
    site: { database, dataDir: config.dataDir, uploadsDir: config.uploadsDir },
    close: async () => {
      if ('close' in database) await database.close();
    },
  };
}

/** The message of an expected failure, and every cause under it. */
export function describeFailure(error: unknown): string {
  const lines: string[] = [];
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; depth++) {
    lines.push(cause instanceof Error ? cause.message : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n  caused by: ');
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
