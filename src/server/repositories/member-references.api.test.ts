import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, existingTables, MIGRATION_TABLE } from '#server/db/catalog.ts';
import { foreignKeys } from './demo-content-repository';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import {
  memberReferences,
  namesAMember,
  referencesLeftAlone,
  type MemberReference,
} from './member-references';

/**
 * A merge moves every reference to the merged member (decision 057). The references are found by
 * walking the migrated database, not by reading the merge's own list: a table added later with a
 * member column (a member's life events, a source's citations) fails here until the list says
 * what a merge does with it. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('the member references a merge moves', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false, login: false });
  });
  afterAll(async () => server?.close());

  async function columnsNamingAMember(): Promise<string[]> {
    const { db, dialect } = server.app.database;
    const found = new Set<string>();
    for (const { table, column, references } of await foreignKeys(db, dialect)) {
      if (references === 'family_members') found.add(`${table}.${column}`);
    }
    for (const table of await existingTables(db, dialect)) {
      if (table.startsWith(MIGRATION_TABLE) || table.startsWith('sqlite_')) continue;
      for (const column of await columnsOf(db, dialect, table)) {
        if (namesAMember(column)) found.add(`${table}.${column}`);
      }
    }
    return [...found].sort();
  }

  it('every column that names a member is in the one list the merge and its undo read', async () => {
    const listed = memberReferences.map(({ table, column }) => `${table}.${column}`).sort();
    expect(await columnsNamingAMember()).toEqual(listed);
  });

  it('the references a merge leaves alone still exist, and none is also moved', async () => {
    const { db, dialect } = server.app.database;
    for (const { table, column } of referencesLeftAlone) {
      expect(await columnsOf(db, dialect, table), `${table}.${column}`).toContain(column);
      const moved = (memberReferences as readonly MemberReference[]).some(
        (ref) => ref.table === table && ref.column === column,
      );
      expect(moved).toBe(false);
    }
  });
});
