import { sql, type Generated, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { StaleVersion } from '../lib/record-version';

/** The tables whose rows a keeper edits in a form, each with a `version` (migration 010). */
export type VersionedTable =
  | 'family_members'
  | 'news'
  | 'occasions'
  | 'notable_people'
  | 'history_timeline'
  | 'history_blocks'
  | 'diwan_info'
  | 'site_settings'
  | 'history_page'
  | 'places';

/** The singletons: one row each, id 1, written by an upsert. */
export type SingletonTable = 'diwan_info' | 'site_settings' | 'history_page';

type Db = Kysely<Database> | Transaction<Database>;
export type VersionedColumns<T extends VersionedTable> = Omit<Updateable<Database[T]>, 'id' | 'version'>;

// One query shape for every versioned table: Kysely cannot type `version + 1` over a union of
// tables, and each caller's columns are checked against its own table by the signatures below.
type Loose = Kysely<{ versioned: { id: number; version: Generated<number> } }>;
const loose = (db: Db) => db as unknown as Loose;
const named = (table: VersionedTable) => table as unknown as 'versioned';

/** A version sent inside the values (the body's) is the caller's business, never a column. */
function withoutVersion<T extends object>(columns: T): T {
  const { version: _version, ...rest } = columns as T & { version?: unknown };
  return rest as T;
}

/**
 * Decision 026, the one compare-and-set: updates row `id` and raises its version by one, in one
 * statement. With `expected`, only a row still at that version is written; a row at another
 * throws StaleVersion and nothing changes. Without it (older clients), the last write wins.
 * Undefined when there is no such row.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  columns: VersionedColumns<T>,
  expected: number | undefined,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await loose(db)
    .updateTable(named(table))
    .set((eb) => ({ ...(withoutVersion(columns) as object), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .$if(expected !== undefined, (query) => query.where('version', '=', expected!))
    .returningAll()
    .executeTakeFirst();
  if (row) return row as unknown as Selectable<Database[T]>;
  if (expected === undefined) return undefined;
  const exists = await loose(db)
    .selectFrom(named(table))
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (exists) throw new StaleVersion();
  return undefined;
}

/**
 * A singleton's save (row id 1). Before its first save there is no row, and the admin read it as
 * version 0: a save from 0 creates it, and is stale if someone created it meanwhile; a save from
 * a later version is the compare-and-set above. Without a version: an upsert, last write wins.
 */
export async function saveVersionedSingleton<T extends SingletonTable>(
  db: Db,
  table: T,
  columns: VersionedColumns<T>,
  expected: number | undefined,
): Promise<Selectable<Database[T]>> {
  const ROW_ID = 1;
  const values = withoutVersion(columns);
  if (expected !== undefined && expected > 0) {
    const row = await updateVersioned(db, table, ROW_ID, values, expected);
    // No row at all: it was never at the version the client names.
    if (!row) throw new StaleVersion();
    return row;
  }
  // The stored version, named with its table: inside ON CONFLICT a bare name could be the new row's.
  const raised = sql<number>`${sql.ref(`${table}.version`)} + 1`;
  const row = await loose(db)
    .insertInto(named(table))
    .values({ ...(values as object), id: ROW_ID } as { id: number })
    .onConflict((oc) =>
      expected === 0
        ? oc.column('id').doNothing()
        : oc.column('id').doUpdateSet({ ...(values as object), version: raised }),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new StaleVersion();
  return row as unknown as Selectable<Database[T]>;
}
