import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database';
import * as initial from './migrations/001-initial';
import * as memberMother from './migrations/002-member-mother';
import * as marriages from './migrations/003-marriages';
import * as memberPrivacy from './migrations/004-member-privacy';
import * as newsPublishing from './migrations/005-news-publishing';
import * as memberSuggestions from './migrations/006-member-suggestions';
import * as historyContent from './migrations/007-history-content';
import * as demoRows from './migrations/008-demo-rows';
import * as newsViews from './migrations/009-news-views';
import * as keepers from './migrations/010-keepers';
import * as deviceCookies from './migrations/011-device-cookies';
import * as namePrefixSuffix from './migrations/012-name-prefix-suffix';
import * as relativeAccounts from './migrations/013-relative-accounts';
import * as familyCircle from './migrations/014-family-circle';
import * as relativePasskeys from './migrations/015-relative-passkeys';
import * as household from './migrations/016-household';
import * as occasions from './migrations/018-occasions';
import * as calendarFeed from './migrations/019-calendar-feed';
import * as push from './migrations/021-push';
import * as placesAndEvents from './migrations/022-places-and-events';
import * as memberMerges from './migrations/023-member-merges';
import * as reach from './migrations/024-reach';
import * as sources from './migrations/025-sources';
import * as timelineLinks from './migrations/026-timeline-links';

export type MigrationModule = { up: (db: never, dialect: DialectName) => Promise<void> };

// Migrations are append-only and never drop data; each is named by its version.
export const migrations: Record<string, MigrationModule> = {
  '001-initial': initial,
  '002-member-mother': memberMother,
  '003-marriages': marriages,
  '004-member-privacy': memberPrivacy,
  '005-news-publishing': newsPublishing,
  '006-member-suggestions': memberSuggestions,
  '007-history-content': historyContent,
  '008-demo-rows': demoRows,
  '009-news-views': newsViews,
  '010-keepers': keepers,
  '011-device-cookies': deviceCookies,
  '012-name-prefix-suffix': namePrefixSuffix,
  '013-relative-accounts': relativeAccounts,
  '014-family-circle': familyCircle,
  '015-relative-passkeys': relativePasskeys,
  '016-household': household,
  '018-occasions': occasions,
  '019-calendar-feed': calendarFeed,
  '021-push': push,
  '022-places-and-events': placesAndEvents,
  '023-member-merges': memberMerges,
  '024-reach': reach,
  '025-sources': sources,
  '026-timeline-links': timelineLinks,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: DialectName,
    private readonly versions: Record<string, MigrationModule>,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(this.versions)) {
      out[name] = { up: (db) => migration.up(db as never, this.dialect) };
    }
    return out;
  }
}

/**
 * Runs the pending migrations of `versions` (up to `target` when given), all in one transaction
 * with their bookkeeping rows on both databases (decision 013): a crash leaves the database as it
 * was before, and the next start simply runs them again.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  versions: Record<string, MigrationModule>,
  target?: string,
): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle.dialect, versions),
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

export function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  return runMigrations(handle, migrations);
}
