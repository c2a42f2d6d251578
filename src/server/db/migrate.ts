import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database';
import * as initial from './migrations/001-initial';
import * as memberMother from './migrations/002-member-mother';

// Migrations are append-only and never drop data; each is named by its version.
const versions: Record<string, { up: (db: never, dialect: DialectName) => Promise<void> }> = {
  '001-initial': initial,
  '002-member-mother': memberMother,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(versions)) {
      out[name] = { up: (db) => migration.up(db as never, this.dialect) };
    }
    return out;
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle.dialect),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
