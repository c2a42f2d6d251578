import type { Kysely, Transaction } from 'kysely';
import type {
  HistoryBlockValues,
  HistoryEntryValues,
  HistoryPageValues,
} from '#shared/schemas/history-input.ts';
import type { DialectName } from '../db/database';
import type { Database, HistoryPageRow, HistoryTimelineRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { inTransaction } from './in-transaction';
import { lockTreeAndFindUnknownMembers } from './member-links';
import { orderedRecords } from './ordered-records';
import { saveVersionedSingleton } from './versioned-write';

/** A timeline entry with the members it names, in the keeper's order (decision 063). */
export type TimelineEntryRow = HistoryTimelineRow & { member_ids: number[] };

/** A save naming members or a place that are not there (deleted meanwhile, or never): by field. */
export class UnknownTimelineLinks extends Error {
  constructor(readonly fields: { member_ids?: number[]; place_id?: number }) {
    super('unknown timeline links');
  }
}

type Db = Kysely<Database> | Transaction<Database>;

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
  // Absent (an older client): the stored place stays.
  ...(values.place_id !== undefined ? { place_id: values.place_id } : {}),
});

/** Each entry's member ids, in the keeper's order (every id asked for has an entry). */
async function memberIdsOf(db: Db, entryIds: readonly number[]): Promise<Map<number, number[]>> {
  const byEntry = new Map<number, number[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .selectFrom('history_timeline_members')
    .select(['entry_id', 'member_id'])
    .where('entry_id', 'in', [...entryIds])
    .orderBy('entry_id')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) byEntry.get(row.entry_id)?.push(row.member_id);
  return byEntry;
}

async function withMembers(db: Db, rows: readonly HistoryTimelineRow[]): Promise<TimelineEntryRow[]> {
  const links = await memberIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, member_ids: links.get(row.id) ?? [] }));
}

/**
 * The timeline's entries with the members and the place they name (decision 063): each write in one
 * transaction with its links, the tree locked like any family write, so a member deleted meanwhile
 * is reported rather than half linked; a place not (or no longer) in the family's list likewise.
 */
function timelineEntries(db: Kysely<Database>, dialect: DialectName) {
  const records = (trx: Db) => orderedRecords(trx, 'history_timeline', entryColumns);

  async function assertLinks(trx: Transaction<Database>, values: HistoryEntryValues) {
    const unknown = await lockTreeAndFindUnknownMembers(trx, dialect, values.member_ids ?? []);
    const placeId = values.place_id ?? null;
    const place =
      placeId === null
        ? true
        : await trx.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst();
    if (unknown.length > 0 || !place) {
      throw new UnknownTimelineLinks({
        ...(unknown.length > 0 ? { member_ids: unknown } : {}),
        ...(!place && placeId !== null ? { place_id: placeId } : {}),
      });
    }
  }

  /** Replaces the entry's links when the body names them; absent, they stay. */
  async function writeLinks(trx: Transaction<Database>, entryId: number, memberIds?: readonly number[]) {
    if (memberIds === undefined) return;
    await trx.deleteFrom('history_timeline_members').where('entry_id', '=', entryId).execute();
    if (memberIds.length === 0) return;
    await trx
      .insertInto('history_timeline_members')
      .values(
        memberIds.map((memberId, index) => ({ entry_id: entryId, member_id: memberId, sort_order: index })),
      )
      .execute();
  }

  return {
    async list(): Promise<TimelineEntryRow[]> {
      return withMembers(db, await records(db).list());
    },
    async find(id: number): Promise<TimelineEntryRow | undefined> {
      const row = await records(db).find(id);
      return row && (await withMembers(db, [row]))[0];
    },
    create(values: HistoryEntryValues): Promise<TimelineEntryRow> {
      return inTransaction(db, async (trx) => {
        await assertLinks(trx, values);
        const row = await records(trx).create(values);
        await writeLinks(trx, row.id, values.member_ids);
        return (await withMembers(trx, [row]))[0]!;
      });
    },
    /** With `expectedVersion`, a compare-and-set: another version throws StaleVersion. */
    update(id: number, values: HistoryEntryValues, expectedVersion?: number) {
      return inTransaction(db, async (trx): Promise<TimelineEntryRow | undefined> => {
        await assertLinks(trx, values);
        const row = await records(trx).update(id, values, expectedVersion);
        if (!row) return undefined;
        await writeLinks(trx, row.id, values.member_ids);
        return (await withMembers(trx, [row]))[0];
      });
    },
    /** The entry and its links to members. */
    delete(id: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('history_timeline_members').where('entry_id', '=', id).execute();
        return records(trx).delete(id);
      });
    },
    reorder: (ids: readonly number[]) => records(db).reorder(ids),
    /** The entries naming the member, in the keeper's order: the member's page. */
    async naming(memberId: number): Promise<TimelineEntryRow[]> {
      const rows = await db
        .selectFrom('history_timeline')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb.selectFrom('history_timeline_members').select('entry_id').where('member_id', '=', memberId),
        )
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return withMembers(db, rows);
    },
    /** The entries at these places, in the keeper's order: a place's page. */
    async at(placeIds: readonly number[]): Promise<TimelineEntryRow[]> {
      if (placeIds.length === 0) return [];
      const rows = await db
        .selectFrom('history_timeline')
        .selectAll()
        .where('place_id', 'in', [...placeIds])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return withMembers(db, rows);
    },
    /** The places some entry names (the places that have a page for the history's sake). */
    async places(): Promise<number[]> {
      const rows = await db
        .selectFrom('history_timeline')
        .select('place_id')
        .distinct()
        .where('place_id', 'is not', null)
        .execute();
      return rows.map((row) => row.place_id!);
    },
  };
}

// A new block starts at version 1, whatever the body says.
const blockColumns = ({ version: _version, ...columns }: HistoryBlockValues) => columns;

/** The history page's content (decision 020): timeline entries, text blocks and the page's texts. */
export function historyRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  const entries = timelineEntries(db, dialect);
  const blocks = orderedRecords(db, 'history_blocks', blockColumns);
  return {
    timeline: entries.list,
    findEntry: entries.find,
    createEntry: entries.create,
    updateEntry: entries.update,
    deleteEntry: entries.delete,
    reorderTimeline: entries.reorder,
    timelineNaming: entries.naming,
    timelineAt: entries.at,
    timelinePlaces: entries.places,

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
