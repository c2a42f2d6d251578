import type { Kysely, Transaction } from 'kysely';
import type {
  HistoryBlockValues,
  HistoryEntryValues,
  HistoryPageValues,
} from '../../shared/schemas/history-input';
import type { Database, HistoryBlockRow, HistoryPageRow, HistoryTimelineRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { saveVersionedSingleton, updateVersioned } from './versioned-write';

// The page's texts are one row (id 1), like the diwan.
const PAGE_ROW_ID = 1;

type OrderedTable = 'history_timeline' | 'history_blocks';

/** A reorder that does not name every stored item exactly once: refused, nothing changed. */
export class OrderMismatch extends Error {
  constructor() {
    super('the order does not name the stored items');
  }
}

const entryColumns = (values: HistoryEntryValues) => ({
  year: values.year,
  period: values.period,
  title: values.title,
  summary: values.summary,
  body: values.body,
  image: values.image,
  on_home: values.on_home ? 1 : 0,
});

/** The history page's content (issue #11): timeline entries, text blocks and the page's texts. */
export function historyRepository(db: Kysely<Database>) {
  /** A transaction, or the caller's when it already is one (the seed runs in one). */
  function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  }

  /** A new item goes last. */
  async function nextOrder(table: OrderedTable): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  /** Numbers the items 0, 1, 2… in the order given, which must name each stored item once. */
  function reorder(table: OrderedTable, ids: readonly number[]): Promise<void> {
    return inTransaction(async (trx) => {
      const stored = await trx.selectFrom(table).select('id').execute();
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
        await trx
          .updateTable(table)
          .set({ sort_order: index, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  return {
    timeline(): Promise<HistoryTimelineRow[]> {
      return db
        .selectFrom('history_timeline')
        .selectAll()
        .orderBy('sort_order', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    findEntry(id: number): Promise<HistoryTimelineRow | undefined> {
      return db.selectFrom('history_timeline').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async createEntry(values: HistoryEntryValues): Promise<HistoryTimelineRow> {
      const now = nowIso();
      return db
        .insertInto('history_timeline')
        .values({
          ...entryColumns(values),
          sort_order: await nextOrder('history_timeline'),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    updateEntry(
      id: number,
      values: HistoryEntryValues,
      expectedVersion?: number,
    ): Promise<HistoryTimelineRow | undefined> {
      const columns = { ...entryColumns(values), updated_at: nowIso() };
      return updateVersioned(db, 'history_timeline', id, columns, expectedVersion);
    },
    async deleteEntry(id: number): Promise<boolean> {
      const result = await db.deleteFrom('history_timeline').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    reorderTimeline: (ids: readonly number[]) => reorder('history_timeline', ids),

    blocks(): Promise<HistoryBlockRow[]> {
      return db
        .selectFrom('history_blocks')
        .selectAll()
        .orderBy('sort_order', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    findBlock(id: number): Promise<HistoryBlockRow | undefined> {
      return db.selectFrom('history_blocks').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async createBlock(values: HistoryBlockValues): Promise<HistoryBlockRow> {
      const now = nowIso();
      // A new block starts at version 1, whatever the body says.
      const { version: _version, ...columns } = values;
      return db
        .insertInto('history_blocks')
        .values({
          ...columns,
          sort_order: await nextOrder('history_blocks'),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    updateBlock(
      id: number,
      values: HistoryBlockValues,
      expectedVersion?: number,
    ): Promise<HistoryBlockRow | undefined> {
      const { version: _version, ...columns } = values;
      return updateVersioned(db, 'history_blocks', id, { ...columns, updated_at: nowIso() }, expectedVersion);
    },
    async deleteBlock(id: number): Promise<boolean> {
      const result = await db.deleteFrom('history_blocks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    reorderBlocks: (ids: readonly number[]) => reorder('history_blocks', ids),

    page(): Promise<HistoryPageRow | undefined> {
      return db.selectFrom('history_page').selectAll().where('id', '=', PAGE_ROW_ID).executeTakeFirst();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    savePage(values: HistoryPageValues, expectedVersion?: number): Promise<HistoryPageRow> {
      const { version: _version, ...columns } = values;
      return saveVersionedSingleton(
        db,
        'history_page',
        { ...columns, updated_at: nowIso() },
        expectedVersion,
      );
    },
  };
}
export type HistoryRepository = ReturnType<typeof historyRepository>;
