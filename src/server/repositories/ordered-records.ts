import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/clock';
import { inTransaction } from './in-transaction';
import { updateVersioned, type VersionedColumns } from './versioned-write';

/** The tables whose rows the admin puts in order by hand, with arrows: `sort_order` from 0. */
export type OrderedTable = 'history_timeline' | 'history_blocks';

/** A reorder that does not name every stored item exactly once: refused, nothing changed. */
export class OrderMismatch extends Error {
  constructor() {
    super('the order does not name the stored items');
  }
}

/** What a create or an update writes: the row's own columns, less its id, order, times and version. */
type ContentColumns<T extends OrderedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'sort_order' | 'created_at' | 'updated_at' | 'version'
>;

// One query shape for both tables: Kysely cannot name the columns of a table chosen by a type
// parameter, and each caller's columns are checked against its own table by the signatures below.
type Loose = Kysely<{
  ordered: { id: Generated<number>; sort_order: number; created_at: string; updated_at: string };
}>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;
const named = (table: OrderedTable) => table as unknown as 'ordered';

/**
 * A versioned table of records kept in the admin's order (decision 026 for the versions): the
 * list in order, one record, a create that goes last, a compare-and-set update, a delete, and a
 * reorder that must name every stored record once.
 */
export function orderedRecords<T extends OrderedTable, Values>(
  db: Kysely<Database>,
  table: T,
  columnsOf: (values: Values) => ContentColumns<T>,
) {
  type Row = Selectable<Database[T]>;

  /** A new record goes last. */
  async function nextOrder(): Promise<number> {
    const row = await loose(db)
      .selectFrom(named(table))
      .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  return {
    list(): Promise<Row[]> {
      return loose(db)
        .selectFrom(named(table))
        .selectAll()
        .orderBy('sort_order', 'asc')
        .orderBy('id', 'asc')
        .execute() as Promise<Row[]>;
    },
    find(id: number): Promise<Row | undefined> {
      return loose(db)
        .selectFrom(named(table))
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst() as Promise<Row | undefined>;
    },
    async create(values: Values): Promise<Row> {
      const now = nowIso();
      const row = { ...columnsOf(values), sort_order: await nextOrder(), created_at: now, updated_at: now };
      return loose(db)
        .insertInto(named(table))
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>;
    },
    /** With `expectedVersion`, a compare-and-set: another version throws StaleVersion. */
    update(id: number, values: Values, expectedVersion?: number): Promise<Row | undefined> {
      // The columns are the table's own (the signature says so); a type parameter hides that.
      const columns = { ...columnsOf(values), updated_at: nowIso() } as VersionedColumns<T>;
      return updateVersioned(db, table, id, columns, expectedVersion);
    },
    async delete(id: number): Promise<boolean> {
      const result = await loose(db).deleteFrom(named(table)).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Numbers the records 0, 1, 2… in the order given, which must name each stored record once. */
    reorder(ids: readonly number[]): Promise<void> {
      return inTransaction(db, async (trx) => {
        const stored = await loose(trx).selectFrom(named(table)).select('id').execute();
        const wanted = new Set(ids);
        if (
          wanted.size !== ids.length ||
          stored.length !== ids.length ||
          stored.some((r) => !wanted.has(r.id))
        ) {
          throw new OrderMismatch();
        }
        const now = nowIso();
        for (const [index, id] of ids.entries()) {
          await loose(trx)
            .updateTable(named(table))
            .set({ sort_order: index, updated_at: now })
            .where('id', '=', id)
            .execute();
        }
      });
    },
  };
}
