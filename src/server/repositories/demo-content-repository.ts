import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { demoRowIds, recordDemoRows, type DemoTable } from '../db/seed/demo-rows';
import { lockFamilyTree } from './family-tree-lock';

// Decision 017: the demo is whatever `demo_rows` names. The tables are read from there, not
// listed here, so a table the seed fills later (the history's) is removed without a change here;
// table names are therefore dynamic, and every one is checked against the database's own tables.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names known only at run time
type AnyDb = Kysely<any>;

interface ForeignKey {
  /** The table holding the link… */
  table: string;
  column: string;
  /** …and the table it points at (by id). */
  references: string;
  nullable: boolean;
}

export interface DemoRemoval {
  /** Demo rows removed, by table (tables with none left out). */
  removed: Record<string, number>;
  /**
   * The family's own rows that pointed at demo rows: a link that may be empty was emptied (a
   * member added under a demo father keeps his place at the top); one that may not (a marriage
   * to a demo wife, a news item's link to a demo member) went with the row it needed.
   */
  detached: number;
  /** Image references (`/uploads/…`) the removed rows held. */
  removedImages: string[];
  /** Image references any remaining row still holds, in any text column. */
  remainingImages: string[];
}

const UPLOAD_REFERENCE = /\/uploads\/[\w.-]+/g;

/** Each recorded table's demo ids, as a subquery (no parameter list, however many rows). */
const recordedIds = (trx: AnyDb, table: string) =>
  trx.selectFrom('demo_rows').select('row_id').where('table_name', '=', table);

/** Each table of the database with its column names. */
async function tableColumns(trx: AnyDb): Promise<Map<string, Set<string>>> {
  const tables = await trx.introspection.getTables();
  return new Map(tables.filter((t) => !t.isView).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

/** Every foreign key of the database, with whether its column may be emptied. */
export async function foreignKeys(trx: AnyDb, dialect: DialectName): Promise<ForeignKey[]> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ table: string; column: string; references: string; not_null: boolean; cascade: boolean }>`
          select child.relname as "table", att.attname as "column", parent.relname as "references",
                 att.attnotnull as not_null, c.confdeltype = 'c' as cascade
          from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
          join pg_attribute att on att.attrelid = c.conrelid and att.attnum = c.conkey[1]
          where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace`.execute(trx)
      : // SQLite says `notnull` 0 for a primary key column (`news_views.news_id`), yet refuses to
        // empty it («datatype mismatch»): a key column is never one to empty.
        await sql<{ table: string; column: string; references: string; not_null: number; cascade: number }>`
          select m.name as "table", fk."from" as "column", fk."table" as "references",
                 (col."notnull" or col.pk > 0) as not_null, fk.on_delete = 'CASCADE' as cascade
          from sqlite_master m
          join pragma_foreign_key_list(m.name) fk
          join pragma_table_info(m.name) col on col.name = fk."from"
          where m.type = 'table'`.execute(trx);
  return rows.rows.map((row) => ({
    table: row.table,
    column: row.column,
    references: row.references,
    // A row the schema deletes with what it names (ON DELETE CASCADE: a citation of a member's
    // fact) goes with it, even where its column may be empty: emptying it would leave a row that
    // says nothing, or break the table's own rule (the citation's CHECK).
    nullable: !row.not_null && !row.cascade,
  }));
}

/** The recorded tables, each after every recorded table that links to it (children first). */
function childrenFirst(tables: readonly string[], links: readonly ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const link of links) {
      if (link.references === table && link.table !== table && tables.includes(link.table)) visit(link.table);
    }
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/** Every upload reference held by any text column of any table but the bookkeeping ones. */
async function imageReferencesIn(trx: AnyDb, skip: ReadonlySet<string>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of await trx.introspection.getTables()) {
    if (table.isView || skip.has(table.name)) continue;
    for (const column of table.columns) {
      if (!/text|char/i.test(column.dataType)) continue;
      const rows = await trx
        .selectFrom(table.name)
        .select(sql.ref(column.name).as('value'))
        .where(sql.ref(column.name), 'like', '%/uploads/%')
        .execute();
      for (const row of rows)
        for (const match of String(row.value).match(UPLOAD_REFERENCE) ?? []) found.add(match);
    }
  }
  return found;
}

export function demoContentRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  return {
    /** Remembers rows the seed just created (in the seed's transaction when it has one). */
    record(table: DemoTable, ids: readonly number[]): Promise<void> {
      return recordDemoRows(db, table, ids);
    },

    ids(table: DemoTable): Promise<number[]> {
      return demoRowIds(db, table);
    },

    /** How many demo rows of each table are still there (rows the admin deleted by hand are not). */
    async remaining(): Promise<Record<string, number>> {
      const anyDb = db as AnyDb;
      const recorded = await db.selectFrom('demo_rows').select('table_name').distinct().execute();
      const columns = await tableColumns(anyDb);
      const counts: Record<string, number> = {};
      for (const { table_name: table } of recorded) {
        if (!columns.get(table)?.has('id')) continue;
        const row = await anyDb
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'in', recordedIds(anyDb, table))
          .executeTakeFirstOrThrow();
        if (Number(row.n) > 0) counts[table] = Number(row.n);
      }
      return counts;
    },

    /**
     * Removes every recorded demo row, children before parents, in one transaction, and forgets
     * the records: a second call finds nothing to remove.
     */
    async remove(): Promise<DemoRemoval> {
      return db.transaction().execute(async (trx: Transaction<Database>) => {
        await lockFamilyTree(trx, dialect);
        const anyDb = trx as AnyDb;
        const columns = await tableColumns(anyDb);
        const recorded = (await trx.selectFrom('demo_rows').select('table_name').distinct().execute())
          .map((row) => row.table_name)
          .filter((table) => columns.get(table)?.has('id'));
        const links = await foreignKeys(anyDb, dialect);
        const result: DemoRemoval = { removed: {}, detached: 0, removedImages: [], remainingImages: [] };
        const removedImages = new Set<string>();

        for (const table of childrenFirst(recorded, links)) {
          const rows = await anyDb
            .selectFrom(table)
            .selectAll()
            .where('id', 'in', recordedIds(anyDb, table))
            .execute();
          if (rows.length === 0) continue;
          for (const row of rows) {
            for (const value of Object.values(row)) {
              if (typeof value !== 'string') continue;
              for (const match of value.match(UPLOAD_REFERENCE) ?? []) removedImages.add(match);
            }
          }

          // The family's own rows that point at these: emptied, or gone when they cannot be.
          for (const link of links.filter((l) => l.references === table)) {
            // A demo row of the linking table itself is not the family's: it goes on its own.
            const ownRowsOnly = recorded.includes(link.table);
            const changed = link.nullable
              ? await anyDb
                  .updateTable(link.table)
                  .set({ [link.column]: null })
                  .where(sql.ref(link.column), 'in', recordedIds(anyDb, table))
                  .$if(ownRowsOnly, (q) => q.where('id', 'not in', recordedIds(anyDb, link.table)))
                  .executeTakeFirst()
                  .then((r) => Number(r.numUpdatedRows))
              : await anyDb
                  .deleteFrom(link.table)
                  .where(sql.ref(link.column), 'in', recordedIds(anyDb, table))
                  .$if(ownRowsOnly, (q) => q.where('id', 'not in', recordedIds(anyDb, link.table)))
                  .executeTakeFirst()
                  .then((r) => Number(r.numDeletedRows));
            result.detached += changed;
          }

          const deleted = await anyDb
            .deleteFrom(table)
            .where('id', 'in', recordedIds(anyDb, table))
            .executeTakeFirst();
          const count = Number(deleted.numDeletedRows);
          if (count > 0) result.removed[table] = count;
        }

        await trx.deleteFrom('demo_rows').execute();
        result.removedImages = [...removedImages].sort();
        result.remainingImages = [...(await imageReferencesIn(anyDb, new Set(['demo_rows'])))].sort();
        return result;
      });
    },
  };
}
export type DemoContentRepository = ReturnType<typeof demoContentRepository>;
