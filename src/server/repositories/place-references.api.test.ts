import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, existingTables, MIGRATION_TABLE } from '#server/db/catalog.ts';
import { foreignKeys } from './demo-content-repository';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { namesAPlace, placeReferences } from './place-references';

/**
 * Whether a place is in use is read from one list (decision 063): the keepers' count, the refusal to
 * delete a place something names, and an import's undo. The references are found by walking the
 * migrated database, not by reading the list: a table added later with a place column fails here
 * until the list names it. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('the place references', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false, login: false });
  });
  afterAll(async () => server?.close());

  it('every column that names a place is in the one list of place references', async () => {
    const { db, dialect } = server.app.database;
    const found = new Set<string>();
    for (const { table, column, references } of await foreignKeys(db, dialect)) {
      if (references === 'places') found.add(`${table}.${column}`);
    }
    for (const table of await existingTables(db, dialect)) {
      if (table.startsWith(MIGRATION_TABLE) || table.startsWith('sqlite_')) continue;
      for (const column of await columnsOf(db, dialect, table)) {
        if (namesAPlace(column)) found.add(`${table}.${column}`);
      }
    }
    const listed = placeReferences.map(({ table, column }) => `${table}.${column}`).sort();
    expect([...found].sort()).toEqual(listed);
  });
});
