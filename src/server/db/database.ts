import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
} from 'kysely';
import pg from 'pg';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/data-directories';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (count(*)) as text by default; our counts are small.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * How long a statement waits for a lock another connection holds (a backup, the seed script).
 * better-sqlite3 waits synchronously, so every request waits with it: short, then the request is
 * answered 503 with Retry-After rather than the whole site freezing for seconds.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 200;

/**
 * SQLite changes its schema inside transactions as well as PostgreSQL does; Kysely's adapter just
 * does not say so, and its migrator then runs each migration and its bookkeeping row separately.
 * Said so, every pending migration and its row commit together or not at all (decision 013: a kill
 * in the middle of a migration must not stop the next start).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * SQLite ends a transaction itself when a write fails for want of disk (SQLITE_FULL, at the commit
 * when the write-ahead log cannot grow), on an I/O error or out of memory. Kysely asks for a
 * rollback anyway, and its «cannot rollback - no transaction is active» replaced the error that
 * said what happened: a full disk answered 500 instead of 507 (decision 027). A transaction SQLite
 * already ended is not rolled back again, so the failure keeps its own error.
 */
class SelfEndingTransactionSqliteDriver extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Statements kept prepared, by their SQL: the queries the code writes, with room to spare. */
const CACHED_STATEMENTS = 250;

/**
 * Kysely prepares a statement for every query it runs. A prepared statement holds native memory
 * until the garbage collector finalizes it: importing 50,000 members prepared 50,000 copies of
 * the same insert, about 280 MB that the process kept (the resident memory of decision 038). The same SQL
 * text gets the same statement back; one connection runs one query at a time, so no statement is ever busy
 * when it is asked for again.
 */
export function withStatementCache(sqlite: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else statement = sqlite.prepare(source);
      // Most recently used last: the first is the one to let go.
      statements.set(source, statement);
      if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      return sqlite.close();
    },
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
}

class NasabSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SelfEndingTransactionSqliteDriver(this.sqlite);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** An idle PostgreSQL connection was closed by the server (a restart, a failover). */
  onConnectionLost?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener the pool's 'error' event would end the process; the pool itself drops
    // the connection and opens a new one for the next query.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  return openSqliteFile(sqliteFileOf(options.dataDir));
}

/** Where the SQLite database of a data folder lives. */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'nasab.sqlite');

/**
 * Creates the database file owner-only before SQLite first opens it (its -wal and -shm files take
 * the same mode). An existing file is never opened here: closing any descriptor of a file drops
 * every POSIX lock the process holds on it, SQLite's included, and another process closing the
 * database would then delete the write-ahead log the server still writes to (decision 037).
 */
function createPrivateFileIfMissing(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** One SQLite file, set up as the server uses it (a restore builds a new file this way). */
export function openSqliteFile(file: string): DatabaseHandle {
  createPrivateFileIfMissing(file);
  return sqliteHandle(new SQLite(file));
}

/** An empty database in memory, set up as a file is: what the migrations make is read from it. */
export function openSqliteInMemory(): DatabaseHandle {
  return sqliteHandle(new SQLite(':memory:'));
}

function sqliteHandle(sqlite: SQLite.Database): DatabaseHandle {
  // WAL lets readers run beside the writer; FULL makes every committed write survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new NasabSqliteDialect(sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
