import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database';

/** Any table by name: the backup reads and writes every application table alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** Kysely's bookkeeping of which migrations ran (its default table name). */
export const MIGRATION_TABLE = 'kysely_migration';

/** The tables of the database's own schema (PostgreSQL: the current schema only). */
export async function existingTables(db: AnyDb, dialect: DialectName): Promise<Set<string>> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

/** A table's columns in their defined order. */
export async function columnsOf(db: AnyDb, dialect: DialectName, table: string): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db)
      : await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(
          db,
        );
  return rows.rows.map((row) => row.name);
}

/** The last migration the database ran; null for a database that never ran one. */
export async function migrationLevel(db: AnyDb, dialect: DialectName): Promise<string | null> {
  if (!(await existingTables(db, dialect)).has(MIGRATION_TABLE)) return null;
  const row = await db
    .selectFrom(MIGRATION_TABLE)
    .select('name')
    .orderBy('name', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}

/**
 * The highest id each table has handed out, deleted rows included (SQLite's AUTOINCREMENT
 * bookkeeping, PostgreSQL's sequences); tables without an auto-assigned id are absent.
 */
export async function lastIds(
  db: AnyDb,
  dialect: DialectName,
  tables: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (dialect === 'sqlite') {
    const present = await existingTables(db, dialect);
    if (!present.has('sqlite_sequence')) return out;
    const rows = await sql<{ name: string; seq: number }>`SELECT name, seq FROM sqlite_sequence`.execute(db);
    for (const row of rows.rows) if (tables.includes(row.name)) out.set(row.name, Number(row.seq));
    return out;
  }
  for (const table of tables) {
    const sequence = await serialSequence(db, table);
    if (!sequence) continue;
    const { rows } = await sql<{ last_value: string | number; is_called: boolean }>`
      SELECT last_value, is_called FROM ${sql.raw(sequence)}`.execute(db);
    const row = rows[0];
    out.set(table, row && row.is_called ? Number(row.last_value) : 0);
  }
  return out;
}

/** PostgreSQL: the sequence behind a table's `id` (already quoted as needed), or null. */
export async function serialSequence(db: AnyDb, table: string): Promise<string | null> {
  const columns = await columnsOf(db, 'postgres', table);
  if (!columns.includes('id')) return null;
  const { rows } = await sql<{ sequence: string | null }>`
    SELECT pg_get_serial_sequence(${quoteIdentifier(table)}, 'id') AS sequence`.execute(db);
  return rows[0]?.sequence ?? null;
}

/** A double-quoted SQL identifier; our names are plain, the quoting is for good measure. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
