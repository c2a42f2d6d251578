import type { Kysely } from 'kysely';
import type {
  HistoryBlockValues,
  HistoryEntryValues,
  HistoryPageValues,
} from '#shared/schemas/history-input.ts';
import type { Database, HistoryPageRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { orderedRecords } from './ordered-records';
import { saveVersionedSingleton } from './versioned-write';

// The page's texts are one row (id 1), like the diwan.
const PAGE_ROW_ID = 1;

const entryColumns = (values: HistoryEntryValues) => ({
  year: values.year,
  period: values.period,
  title: values.title,
  summary: values.summary,
  body: values.body,
  image: values.image,
  on_home: values.on_home ? 1 : 0,
});

// A new block starts at version 1, whatever the body says.
const blockColumns = ({ version: _version, ...columns }: HistoryBlockValues) => columns;

/** The history page's content (decision 020): timeline entries, text blocks and the page's texts. */
export function historyRepository(db: Kysely<Database>) {
  const entries = orderedRecords(db, 'history_timeline', entryColumns);
  const blocks = orderedRecords(db, 'history_blocks', blockColumns);
  return {
    timeline: entries.list,
    findEntry: entries.find,
    createEntry: entries.create,
    updateEntry: entries.update,
    deleteEntry: entries.delete,
    reorderTimeline: entries.reorder,

    blocks: blocks.list,
    findBlock: blocks.find,
    createBlock: blocks.create,
    updateBlock: blocks.update,
    deleteBlock: blocks.delete,
    reorderBlocks: blocks.reorder,

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
