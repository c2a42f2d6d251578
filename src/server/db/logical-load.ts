import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle, DialectName } from './database';
import { MIGRATION_TABLE, columnsOf, existingTables, serialSequence, type AnyDb } from './catalog';
import { migrateToLatest, migrations } from './migrate';
import { applicationTables, type Database } from './schema';

/** What a verified archive says about its database: the level, and each table's rows and file. */
export interface DumpToLoad {
  /** The folder the archive was extracted into. */
  folder: string;
  migration: string;
  tables: Record<string, { rows: number; columns: string[]; lastId: number | null; file: string }>;
}

/** A dump the application cannot load as it is (a newer level, a table it does not know…). */
export class UnloadableDumpError extends Error {}

const INSERT_ROWS = 200;

/**
 * Replaces every application table of `handle`'s database with the dump's rows, in one
 * transaction (decision 029): the tables are dropped and made again by the migrations
 * up to the dump's level, the rows loaded with foreign keys checked once at the end, the id
 * counters set past every id the source ever handed out, then the newer migrations run. Any
 * failure rolls everything back: the database is as it was.
 *
 * `afterLoad` runs last, in the same transaction (the admin restore keeps its owner signed in).
 */
export async function loadDump(
  handle: DatabaseHandle,
  dump: DumpToLoad,
  afterLoad?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const names = Object.keys(migrations).sort();
  const level = names.indexOf(dump.migration);
  if (level === -1) {
    throw new UnloadableDumpError(
      `The backup is at migration ${dump.migration}, which this version of Nasab does not know (a newer version made it).`,
    );
  }
  // Kysely's own tables, whatever the target held before (an empty database, a new file).
  await migrateToLatest(handle);
  const { dialect } = handle;
  await handle.db.transaction().execute(async (trx) => {
    const db = trx as unknown as AnyDb;
    // SQLite checks foreign keys at the commit from here on (dropping a parent before its children).
    if (dialect === 'sqlite') await sql`PRAGMA defer_foreign_keys = ON`.execute(db);
    await dropApplicationTables(db, dialect);
    await db.deleteFrom(MIGRATION_TABLE).execute();
    for (const name of names.slice(0, level + 1)) await runMigration(db, dialect, name);

    const present = await existingTables(db, dialect);
    const loaded = applicationTables.filter((table) => present.has(table));
    for (const table of Object.keys(dump.tables)) {
      if (!present.has(table) || !(applicationTables as readonly string[]).includes(table)) {
        throw new UnloadableDumpError(`The backup holds a table Nasab does not have: ${table}.`);
      }
    }
    // A migration may have written rows of its own: the dump is the whole truth.
    for (const table of [...loaded].reverse()) await db.deleteFrom(table).execute();
    const restoreForeignKeys = dialect === 'postgres' ? await deferForeignKeys(db, loaded) : null;

    try {
      for (const table of loaded) {
        const entry = dump.tables[table];
        if (entry) await loadTable(db, dialect, table, entry, dump.folder);
      }
      if (restoreForeignKeys) await restoreForeignKeys();
      else await assertSqliteForeignKeys(db);
    } catch (error) {
      if (error instanceof UnloadableDumpError) throw error;
      // A row the database refuses (a key named twice, a missing row it refers to, a wrong type).
      throw new UnloadableDumpError(`The backup's rows cannot be loaded: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await setIdCounters(db, dialect, loaded, dump);
    for (const name of names.slice(level + 1)) await runMigration(db, dialect, name);
    await afterLoad?.(trx);
  });
}

async function runMigration(db: AnyDb, dialect: DialectName, name: string): Promise<void> {
  await migrations[name]!.up(db as never, dialect);
  // The row Kysely's migrator writes, so the next start sees this migration as done.
  await db.insertInto(MIGRATION_TABLE).values({ name, timestamp: new Date().toISOString() }).execute();
}

/** Drops the application tables (and, on PostgreSQL, the functions their triggers call). */
async function dropApplicationTables(db: AnyDb, dialect: DialectName): Promise<void> {
  const present = await existingTables(db, dialect);
  const tables = applicationTables.filter((table) => present.has(table));
  if (tables.length === 0) return;
  if (dialect === 'sqlite') {
    // Children first; with defer_foreign_keys on, what remains is checked at the commit.
    for (const table of [...tables].reverse()) await sql`DROP TABLE ${sql.id(table)}`.execute(db);
    return;
  }
  const { rows: functions } = await sql<{ name: string }>`
    SELECT DISTINCT p.oid::regprocedure::text AS name
    FROM pg_trigger t
    JOIN pg_proc p ON p.oid = t.tgfoid
    JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal
      AND c.relnamespace = current_schema()::regnamespace
      AND c.relname = ANY(${tables})`.execute(db);
  await sql`DROP TABLE ${sql.join(tables.map((table) => sql.id(table)))} CASCADE`.execute(db);
  for (const { name } of functions) await sql`DROP FUNCTION ${sql.raw(name)}`.execute(db);
}

/**
 * PostgreSQL checks a foreign key row by row unless it is deferrable; a member may name a
 * father with a higher id. Each key is made deferrable for the load, checked at once after it,
 * and made as it was. The returned function does the last two.
 */
async function deferForeignKeys(db: AnyDb, tables: readonly string[]): Promise<() => Promise<void>> {
  const { rows: keys } = await sql<{ table: string; name: string }>`
    SELECT c.relname AS table, con.conname AS name
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
    WHERE con.contype = 'f'
      AND c.relnamespace = current_schema()::regnamespace
      AND c.relname = ANY(${tables as string[]})`.execute(db);
  for (const key of keys) {
    await sql`ALTER TABLE ${sql.id(key.table)} ALTER CONSTRAINT ${sql.id(key.name)}
      DEFERRABLE INITIALLY DEFERRED`.execute(db);
  }
  return async () => {
    await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(db);
    for (const key of keys) {
      await sql`ALTER TABLE ${sql.id(key.table)} ALTER CONSTRAINT ${sql.id(key.name)}
        NOT DEFERRABLE`.execute(db);
    }
  };
}

async function assertSqliteForeignKeys(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ table: string; parent: string }>`PRAGMA foreign_key_check`.execute(db);
  if (rows.length > 0) {
    const first = rows[0]!;
    throw new UnloadableDumpError(
      `The backup's rows do not hold together: ${rows.length} refer to missing rows (first: ${first.table} → ${first.parent}).`,
    );
  }
}

type Value = string | number | null;

async function loadTable(
  db: AnyDb,
  dialect: DialectName,
  table: string,
  entry: DumpToLoad['tables'][string],
  folder: string,
): Promise<void> {
  const columns = new Set(await columnsOf(db, dialect, table));
  for (const column of entry.columns) {
    if (!columns.has(column)) {
      throw new UnloadableDumpError(`The backup's table ${table} has a column Nasab does not: ${column}.`);
    }
  }
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(folder, entry.file), { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  let batch: Record<string, Value>[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await db.insertInto(table).values(batch).execute();
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(parseRow(line, table, columns));
    count += 1;
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  if (count !== entry.rows) {
    throw new UnloadableDumpError(
      `The backup's table ${table} has ${count} rows, its manifest says ${entry.rows}.`,
    );
  }
}

function parseRow(line: string, table: string, columns: Set<string>): Record<string, Value> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new UnloadableDumpError(`The backup's table ${table} has a line that is not JSON.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UnloadableDumpError(`The backup's table ${table} has a line that is not a row.`);
  }
  const row: Record<string, Value> = {};
  for (const [column, value] of Object.entries(parsed)) {
    // Both databases store only text, integers and nulls (schema.ts): anything else is not ours.
    if (!columns.has(column) || !(value === null || typeof value === 'string' || typeof value === 'number')) {
      throw new UnloadableDumpError(
        `The backup's table ${table} has a value Nasab cannot store (${column}).`,
      );
    }
    row[column] = value;
  }
  return row;
}

/**
 * Every id counter past the highest id loaded and past the highest the source had handed out: an
 * id is never given twice (a suggestion still names the member id it was sent for, decision 021).
 */
async function setIdCounters(
  db: AnyDb,
  dialect: DialectName,
  tables: readonly string[],
  dump: DumpToLoad,
): Promise<void> {
  for (const table of tables) {
    const columns = await columnsOf(db, dialect, table);
    if (!columns.includes('id')) continue;
    const maxRow = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const highest = Math.max(Number(maxRow?.max ?? 0), dump.tables[table]?.lastId ?? 0);
    if (dialect === 'postgres') {
      const sequence = await serialSequence(db, table);
      if (!sequence) continue;
      if (highest > 0) await sql`SELECT setval(${sequence}, ${highest}, true)`.execute(db);
      else await sql`SELECT setval(${sequence}, 1, false)`.execute(db);
      continue;
    }
    if (highest === 0) continue;
    const updated = await sql`UPDATE sqlite_sequence SET seq = ${highest} WHERE name = ${table}`.execute(db);
    if (Number(updated.numAffectedRows ?? 0) === 0) {
      await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${highest})`.execute(db);
    }
  }
}
