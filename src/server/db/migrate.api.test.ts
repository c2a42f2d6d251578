import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-server';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest, migrations, runMigrations, type MigrationModule } from './migrate';

const handles: DatabaseHandle[] = [];
function freshDatabase(): DatabaseHandle {
  const handle = openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-migrate-')) });
  handles.push(handle);
  return handle;
}
const drops: (() => Promise<void>)[] = [];
/** A fresh database of the kind the tests run on: PostgreSQL with TEST_DATABASE_URL, else SQLite. */
async function freshDatabaseOfTheRun(): Promise<DatabaseHandle> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return freshDatabase();
  const { url, drop } = await createPostgresDatabase(server);
  drops.push(drop);
  const handle = openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  handles.push(handle);
  return handle;
}
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const drop of drops.splice(0)) await drop();
});

describe('migrations', () => {
  it('a migration that fails halfway leaves nothing behind, and the next start migrates', async () => {
    const handle = freshDatabase();
    const crashing: MigrationModule = {
      async up(db) {
        await migrations['003-marriages']!.up(db, handle.dialect);
        throw new Error('killed at the wrong moment');
      },
    };
    await expect(runMigrations(handle, { ...migrations, '003-marriages': crashing })).rejects.toThrow(
      /003-marriages/,
    );
    // Nothing of any pending migration committed: not 001's tables, not 003's half.
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('marriages');
    expect(tables.map((table) => table.name)).not.toContain('family_members');
    await migrateToLatest(handle);
    const after = await handle.db.introspection.getTables();
    expect(after.map((table) => table.name)).toEqual(expect.arrayContaining(['family_members', 'marriages']));
  });

  it('003 turns each spouse_id link into a marriage, a husband of two wives ranking them', async () => {
    const handle = freshDatabase();
    await runMigrations(handle, migrations, '002-member-mother');
    const db = handle.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const now = new Date().toISOString();
    const add = (
      id: number,
      name: string,
      gender: string | null,
      spouse: number | null,
      parent: number | null = null,
    ) =>
      db
        .insertInto('family_members')
        .values({
          id,
          name,
          generation: 1,
          gender,
          spouse_id: null,
          parent_id: parent,
          created_at: now,
          updated_at: now,
        })
        .execute()
        .then(() => ({ id, spouse }));
    const rows = [
      await add(1, 'سالم', 'male', 3),
      await add(2, 'نورة', 'female', 1),
      await add(3, 'هيا', 'female', 1),
      // No genders (older data): the father of a child is the husband.
      await add(4, 'خالد', null, 5),
      await add(5, 'منيرة', null, 4),
      await add(6, 'سعد بن خالد', null, null, 4),
    ];
    for (const { id, spouse } of rows) {
      if (spouse !== null)
        await db.updateTable('family_members').set({ spouse_id: spouse }).where('id', '=', id).execute();
    }
    await migrateToLatest(handle);
    const marriages = await handle.db
      .selectFrom('marriages')
      .select(['husband_id', 'wife_id', 'wife_order', 'ended'])
      .orderBy('husband_id')
      .orderBy('wife_order')
      .execute();
    expect(marriages).toEqual([
      // His own link named Haya: she is his first wife.
      { husband_id: 1, wife_id: 3, wife_order: 1, ended: null },
      { husband_id: 1, wife_id: 2, wife_order: 2, ended: null },
      { husband_id: 4, wife_id: 5, wife_order: 1, ended: null },
    ]);
    const links = await handle.db.selectFrom('family_members').select('spouse_id').execute();
    expect(links.every((row) => row.spouse_id === null)).toBe(true);
  });

  it('012 adds the name prefix and suffix, and reads again the years whose meaning changed', async () => {
    const handle = await freshDatabaseOfTheRun();
    await runMigrations(handle, migrations, '011-device-cookies');
    const db = handle.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const now = new Date().toISOString();
    const add = (id: number, birth: string, birthYear: number | null) =>
      db
        .insertInto('family_members')
        .values({
          id,
          name: `فرد ${id}`,
          generation: 1,
          birth,
          death: '',
          birth_year: birthYear,
          role: '',
          image: '',
          bio: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
    // As migration 003's reading stored them: a dual year by its first year.
    await add(1, '27 OCT 1699/00', 1699);
    await add(2, '1880', 1880);
    await migrateToLatest(handle);
    const rows = await handle.db
      .selectFrom('family_members')
      .select(['id', 'birth_year', 'name_prefix', 'name_suffix'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 1, birth_year: 1700, name_prefix: '', name_suffix: '' },
      { id: 2, birth_year: 1880, name_prefix: '', name_suffix: '' },
    ]);
  });

  it('024 marks the news already out as announced: an upgraded site does not notify its archive', async () => {
    const handle = await freshDatabaseOfTheRun();
    await runMigrations(handle, migrations, '021-push');
    const db = handle.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const add = (id: number, status: string, publishAt: string | null) =>
      db
        .insertInto('news')
        .values({
          id,
          title: `خبر ${id}`,
          excerpt: '',
          content: '',
          date: '2024-05-01',
          category: 'events',
          image: '',
          link: '',
          status,
          publish_at: publishAt,
          created_at: at(-48),
          updated_at: at(-48),
        })
        .execute();
    await add(1, 'published', null);
    await add(2, 'scheduled', at(-1));
    await add(3, 'scheduled', at(1));
    await add(4, 'draft', null);
    await add(5, 'published', at(2));
    await migrateToLatest(handle);
    const rows = await handle.db.selectFrom('news').select(['id', 'announced_at']).orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.announced_at !== null])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
  });
});
