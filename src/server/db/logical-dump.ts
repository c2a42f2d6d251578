import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openSqliteInMemory, type DialectName } from './database';
import { columnsOf, existingTables, lastIds, migrationLevel, type AnyDb } from './catalog';
import { migrations, runMigrations } from './migrate';
import { applicationTables } from './schema';

/**
 * Sessions and sign-in challenges are not the site's content but people's open doors: a restore
 * must not bring back a session that was signed out after the backup (decision 029). Known devices
 * (decision 035) are the browsers' own, like sessions: after a restore each signs in once as new.
 * The relatives' sessions and devices go the same way, and so do their invitations: a link that
 * was replaced, or refused, after the backup must not open again; a keeper invites anew. The
 * relatives' accounts themselves are the family's, and stay (decision 046), with their passkeys;
 * a passkey ceremony half done is nobody's to keep (decision 048).
 */
export const tablesLeftOutOfBackups: readonly string[] = [
  'admin_sessions',
  'admin_login_challenges',
  'admin_devices',
  'relative_invitations',
  'relative_sessions',
  'relative_devices',
  'relative_passkey_challenges',
];

const tablesByLevel = new Map<string, Promise<readonly string[]>>();

/**
 * The tables every backup made at `migration` holds: those the migrations up to it create, less
 * the ones left out. Read from an empty database in memory migrated to that level (a few
 * milliseconds), so the list follows the migrations by itself; both databases get the same tables.
 */
export function tablesOfABackupAt(migration: string): Promise<readonly string[]> {
  let tables = tablesByLevel.get(migration);
  if (!tables) {
    tables = (async () => {
      const handle = openSqliteInMemory();
      try {
        await runMigrations(handle, migrations, migration);
        const present = await existingTables(handle.db, handle.dialect);
        return applicationTables.filter(
          (table) => present.has(table) && !tablesLeftOutOfBackups.includes(table),
        );
      } finally {
        await handle.close();
      }
    })();
    tablesByLevel.set(migration, tables);
    // A failure is not kept: the next restore tries again.
    tables.catch(() => tablesByLevel.delete(migration));
  }
  return tables;
}

export interface DumpedTable {
  table: string;
  columns: string[];
  rows: number;
  lastId: number | null;
  /** Relative to the dump folder: `db/<table>.jsonl`. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface DatabaseDump {
  migration: string;
  tables: DumpedTable[];
}

export class NothingToBackUpError extends Error {
  constructor() {
    super('The database has no tables yet: there is nothing to back up.');
  }
}

/** Rows read per query; between two pages the server's own writes go on (SQLite: another connection). */
const PAGE_ROWS = 1000;

/**
 * Writes every application table's rows, one JSON object a line, into `<folder>/db/`, all read
 * inside one snapshot: a read transaction on SQLite (WAL gives it a fixed view while the server
 * writes on its own connection), REPEATABLE READ on PostgreSQL. Every row committed before the
 * snapshot began is in the dump, and no half of a later transaction.
 */
export async function dumpDatabase(
  db: AnyDb,
  dialect: DialectName,
  folder: string,
  options: { pageRows?: number } = {},
): Promise<DatabaseDump> {
  const pageRows = options.pageRows ?? PAGE_ROWS;
  await fs.mkdir(path.join(folder, 'db'), { recursive: true });
  let transaction = db.transaction();
  if (dialect === 'postgres') transaction = transaction.setIsolationLevel('repeatable read');
  return transaction.execute(async (trx) => {
    // SQLite: the first read fixes the snapshot. PostgreSQL: the first statement must set the mode.
    if (dialect === 'postgres') await sql`SET TRANSACTION READ ONLY`.execute(trx);
    const migration = await migrationLevel(trx, dialect);
    if (migration === null) throw new NothingToBackUpError();
    const present = await existingTables(trx, dialect);
    const tables = applicationTables.filter(
      (table) => present.has(table) && !tablesLeftOutOfBackups.includes(table),
    );
    const ids = await lastIds(trx, dialect, tables);
    const dumped: DumpedTable[] = [];
    for (const table of tables) {
      const columns = await columnsOf(trx, dialect, table);
      const file = `db/${table}.jsonl`;
      const handle = await fs.open(path.join(folder, file), 'w');
      const hash = createHash('sha256');
      let rows = 0;
      let bytes = 0;
      try {
        for (let offset = 0; ; offset += pageRows) {
          let query = trx.selectFrom(table).selectAll();
          // A stable order: by id where there is one, else by every column.
          for (const column of columns.includes('id') ? ['id'] : columns) query = query.orderBy(column);
          const page = await query.limit(pageRows).offset(offset).execute();
          if (page.length > 0) {
            const chunk = Buffer.from(page.map((row) => `${JSON.stringify(row)}\n`).join(''));
            hash.update(chunk);
            bytes += chunk.length;
            rows += page.length;
            await handle.write(chunk);
          }
          if (page.length < pageRows) break;
          // Lets the server answer (and write, on its own connection) between two pages.
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        await handle.close();
      }
      dumped.push({
        table,
        columns,
        rows,
        lastId: ids.get(table) ?? null,
        file,
        bytes,
        sha256: hash.digest('hex'),
      });
    }
    return { migration, tables: dumped };
  });
}
