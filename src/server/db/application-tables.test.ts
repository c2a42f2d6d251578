import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_TABLE, existingTables } from './catalog';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { applicationTables } from './schema';

describe('applicationTables', () => {
  it('names every table the migrations create: a backup holds them all', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-tables-'));
    const handle = openDatabase({ dataDir });
    try {
      await migrateToLatest(handle);
      const created = [...(await existingTables(handle.db, handle.dialect))].filter(
        (table) => !table.startsWith(MIGRATION_TABLE) && table !== 'sqlite_sequence',
      );
      expect([...applicationTables].sort()).toEqual(created.sort());
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
