import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import { createPlaceMatcher, placeChainOf, placeKeysOf } from '#shared/places/place-names.ts';
import { searchKey } from '#shared/search/arabic-names.ts';
import type { DialectName } from '../db/database';
import type { CitationTable, Database, ImportBatchRow } from '../db/schema';
import type { PlannedMember } from '../import/plan-import';
import type { PlanToApply } from '../import/read-import';
import { nowIso } from '../lib/clock';
import { lockFamilyTree } from './family-tree-lock';
import { placeReferences } from './place-references';

export interface AppliedImport {
  batchId: number;
  members: number;
  marriages: number;
}

export type UndoResult = 'undone' | 'not-found' | 'already-undone' | 'edited';

export interface ImportBatchWithState extends ImportBatchRow {
  /** Nothing of it was edited or linked to since: it can still be undone as a whole. */
  undoable: boolean;
}

/** Whether any member or marriage of the batch was edited, or anything outside it links to it. */
async function touchedSince(trx: Kysely<Database>, batchId: number): Promise<boolean> {
  const edited = await trx
    .selectFrom('family_members')
    .select('id')
    .where('import_batch_id', '=', batchId)
    .whereRef('updated_at', '!=', 'created_at')
    .executeTakeFirst();
  if (edited) return true;
  const inBatch = trx.selectFrom('family_members').select('id').where('import_batch_id', '=', batchId);
  const linkedChild = await trx
    .selectFrom('family_members')
    .select('id')
    .where((eb) =>
      eb.and([
        eb.or([eb('import_batch_id', 'is', null), eb('import_batch_id', '!=', batchId)]),
        eb.or([eb('parent_id', 'in', inBatch), eb('mother_id', 'in', inBatch)]),
      ]),
    )
    .executeTakeFirst();
  if (linkedChild) return true;
  const otherMarriage = await trx
    .selectFrom('marriages')
    .select('id')
    .where((eb) =>
      eb.and([
        eb.or([
          eb('import_batch_id', 'is', null),
          eb('import_batch_id', '!=', batchId),
          eb('updated_at', '!=', eb.ref('created_at')),
        ]),
        eb.or([eb('husband_id', 'in', inBatch), eb('wife_id', 'in', inBatch)]),
      ]),
    )
    .executeTakeFirst();
  if (otherMarriage) return true;
  // A source of the batch edited or cited by a keeper since (decision 060): undoing would lose it…
  const batchSources = trx.selectFrom('sources').select('id').where('import_batch_id', '=', batchId);
  const editedSource = await trx
    .selectFrom('sources')
    .select('id')
    .where('import_batch_id', '=', batchId)
    .whereRef('updated_at', '!=', 'created_at')
    .executeTakeFirst();
  // …or a keeper's citation of the batch's members, marriages or events.
  const batchMarriages = trx.selectFrom('marriages').select('id').where('import_batch_id', '=', batchId);
  const batchEvents = trx.selectFrom('member_events').select('id').where('member_id', 'in', inBatch);
  const citedSince = await trx
    .selectFrom('citations')
    .select('id')
    .where((eb) =>
      eb.and([
        eb.or([eb('import_batch_id', 'is', null), eb('import_batch_id', '!=', batchId)]),
        eb.or([
          eb('source_id', 'in', batchSources),
          eb('member_id', 'in', inBatch),
          eb('marriage_id', 'in', batchMarriages),
          eb('event_id', 'in', batchEvents),
        ]),
      ]),
    )
    .executeTakeFirst();
  return editedSource !== undefined || citedSince !== undefined;
}

/**
 * The family's place each written place means (decision 056): matched to the places the family has
 * by name and chain, and the ones it lacks added to the batch, with the coordinates the file gives.
 */
async function placeResolver(trx: Transaction<Database>, plan: PlanToApply, batchId: number, now: string) {
  const stored = await trx.selectFrom('places').select(['id', 'parent_id', 'name_key']).execute();
  const matcher = createPlaceMatcher(
    stored.map((row) => ({ id: row.id, parentId: row.parent_id, keys: row.name_key.split('\n') })),
  );
  const details = new Map((plan.placeDetails ?? []).map((detail) => [detail.place, detail]));
  const created = new Set<number>();
  const create = async (name: string, parentId: number | null) => {
    const row = await trx
      .insertInto('places')
      .values({
        name,
        name_key: placeKeysOf(name, '').join('\n'),
        parent_id: parentId,
        import_batch_id: batchId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.add(row.id);
    return row.id;
  };
  const resolved = new Map<string, number | null>();
  return async (text: string): Promise<number | null> => {
    const known = resolved.get(text);
    if (known !== undefined) return known;
    const id = await matcher.resolve(placeChainOf(text), create);
    resolved.set(text, id);
    const detail = details.get(text);
    if (id !== null && detail && created.has(id)) {
      await trx
        .updateTable('places')
        .set({ latitude: detail.latitude, longitude: detail.longitude })
        .where('id', '=', id)
        .execute();
    }
    return id;
  };
}

/** In slices: SQLite takes at most 32,766 values in one statement. */
async function insertInSlices<T extends 'marriages' | 'member_events' | 'citations'>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** The batch, then its members (parents before children), then its marriages and events. */
async function writePlan(
  trx: Transaction<Database>,
  plan: PlanToApply,
  meta: { format: 'gedcom' | 'csv'; fileName: string },
): Promise<AppliedImport> {
  const now = nowIso();
  const batch = await trx
    .insertInto('import_batches')
    .values({
      format: meta.format,
      file_name: meta.fileName,
      members: plan.members.length,
      marriages: plan.marriages.length,
      created_at: now,
      undone_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = new Map<string, number>();
  const idOf = (key: string | null) => (key === null ? null : (ids.get(key) ?? null));
  const placeOf = await placeResolver(trx, plan, batch.id, now);
  for (const member of plan.members) {
    const { values } = member;
    const row = await trx
      .insertInto('family_members')
      .values({
        ...values,
        parent_id: idOf(member.fatherKey),
        mother_id: idOf(member.motherKey),
        birth_place_id: await placeOf(member.birthPlace),
        death_place_id: await placeOf(member.deathPlace),
        birth_year: sortableYear(values.birth),
        death_year: sortableYear(values.death),
        image: '',
        import_batch_id: batch.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(member.key, row.id);
  }
  const marriages = [];
  for (const marriage of plan.marriages) {
    marriages.push({
      husband_id: ids.get(marriage.husbandKey)!,
      wife_id: ids.get(marriage.wifeKey)!,
      wife_order: marriage.order,
      ended: marriage.ended,
      married_on: marriage.married,
      ended_on: marriage.endedOn,
      place_id: await placeOf(marriage.place),
      import_batch_id: batch.id,
      created_at: now,
      updated_at: now,
    });
  }
  await insertInSlices(trx, 'marriages', marriages);
  const events = [];
  for (const member of plan.members) {
    for (const [position, event] of member.events.entries()) {
      events.push({
        member_id: ids.get(member.key)!,
        kind: event.kind,
        date: event.date,
        date_year: sortableYear(event.date) ?? sortableYear(event.endDate),
        end_date: event.kind === 'residence' ? event.endDate : '',
        place_id: await placeOf(event.place),
        value: event.value,
        value_key: searchKey(event.value),
        sort_order: position + 1,
        import_batch_id: batch.id,
        created_at: now,
        updated_at: now,
      });
    }
  }
  await insertInSlices(trx, 'member_events', events);
  await writeSourcesAndCitations(trx, plan, batch.id, ids, now);
  return { batchId: batch.id, members: plan.members.length, marriages: marriages.length };
}

/**
 * The file's sources, and the citations of the members, marriages and events just written
 * (decision 060), all under the batch so an undo removes them with it.
 */
async function writeSourcesAndCitations(
  trx: Transaction<Database>,
  plan: PlanToApply,
  batchId: number,
  memberIds: ReadonlyMap<string, number>,
  now: string,
): Promise<void> {
  if (!plan.sources || plan.sources.length === 0) return;
  const sourceIds = new Map<string, number>();
  for (const source of plan.sources) {
    const row = await trx
      .insertInto('sources')
      .values({
        kind: source.kind,
        title: source.title,
        author: source.author,
        details: source.details,
        is_public: source.isPublic ? 1 : 0,
        import_batch_id: batchId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sourceIds.set(source.key, row.id);
  }
  const stored = await trx
    .selectFrom('marriages')
    .select(['id', 'husband_id', 'wife_id'])
    .where('import_batch_id', '=', batchId)
    .execute();
  const marriageIds = new Map(stored.map((row) => [`${row.husband_id}:${row.wife_id}`, row.id]));
  const rows: Insertable<CitationTable>[] = [];
  const add = (
    citations: PlannedMember['citations'],
    at: { member_id?: number; marriage_id?: number; event_id?: number },
  ) => {
    for (const citation of citations ?? []) {
      const source_id = sourceIds.get(citation.sourceKey);
      if (source_id === undefined) continue;
      rows.push({
        source_id,
        fact: citation.fact,
        member_id: at.member_id ?? null,
        marriage_id: at.marriage_id ?? null,
        event_id: at.event_id ?? null,
        page: citation.page,
        note: citation.note,
        import_batch_id: batchId,
        created_at: now,
        updated_at: now,
      });
    }
  };
  for (const member of plan.members) add(member.citations, { member_id: memberIds.get(member.key)! });
  for (const marriage of plan.marriages) {
    const couple = `${memberIds.get(marriage.husbandKey)}:${memberIds.get(marriage.wifeKey)}`;
    add(marriage.citations, { marriage_id: marriageIds.get(couple)! });
  }
  // An event by its member and its place among the member's events, as writePlan numbered them.
  const events = await trx
    .selectFrom('member_events')
    .select(['id', 'member_id', 'sort_order'])
    .where('import_batch_id', '=', batchId)
    .execute();
  const eventIds = new Map(events.map((row) => [`${row.member_id}:${row.sort_order}`, row.id]));
  for (const member of plan.members) {
    for (const [position, event] of member.events.entries()) {
      const id = eventIds.get(`${memberIds.get(member.key)}:${position + 1}`);
      if (id !== undefined) add(event.citations, { event_id: id });
    }
  }
  await insertInSlices(trx, 'citations', rows);
}

/**
 * The places the batch added, once its members are gone: those nothing names any more and no keeper
 * edited go, the innermost first; the others stay as the family's own (a keeper chose them since).
 */
async function removeBatchPlaces(trx: Transaction<Database>, batchId: number): Promise<void> {
  for (;;) {
    const deleted = await trx
      .deleteFrom('places')
      .where('import_batch_id', '=', batchId)
      .whereRef('updated_at', '=', 'created_at')
      // Nothing names it any more: no fact, no timeline entry, no place within it.
      .where((eb) =>
        eb.and(
          placeReferences.map(({ table, column }) => {
            const named = sql.ref(`${table}.${column}`);
            return eb(
              'id',
              'not in',
              sql<number>`(select ${named} from ${sql.table(table)} where ${named} is not null)`,
            );
          }),
        ),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) break;
  }
  await trx
    .updateTable('places')
    .set({ import_batch_id: null })
    .where('import_batch_id', '=', batchId)
    .execute();
}

/** Deletes every member and marriage of the batch, if nothing touched them since. */
async function undoBatch(trx: Transaction<Database>, batchId: number): Promise<UndoResult> {
  const batch = await trx
    .selectFrom('import_batches')
    .selectAll()
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) return 'not-found';
  if (batch.undone_at !== null) return 'already-undone';
  if (await touchedSince(trx, batchId)) return 'edited';
  await trx.deleteFrom('marriages').where('import_batch_id', '=', batchId).execute();
  await trx
    .deleteFrom('member_events')
    .where(
      'member_id',
      'in',
      trx.selectFrom('family_members').select('id').where('import_batch_id', '=', batchId),
    )
    .execute();
  // A news item, an occasion or a timeline entry that named an imported member stays; only the link
  // goes (decisions 016 and 063).
  for (const links of ['news_members', 'occasion_members', 'history_timeline_members'] as const) {
    await trx
      .deleteFrom(links)
      .where(
        'member_id',
        'in',
        trx.selectFrom('family_members').select('id').where('import_batch_id', '=', batchId),
      )
      .execute();
  }
  // Links inside the batch first, so no row is deleted while another of the batch points at it.
  await trx
    .updateTable('family_members')
    .set({ parent_id: null, mother_id: null })
    .where('import_batch_id', '=', batchId)
    .execute();
  await trx.deleteFrom('family_members').where('import_batch_id', '=', batchId).execute();
  // The batch's citations went with its members, marriages and events; its sources go after them.
  await trx.deleteFrom('citations').where('import_batch_id', '=', batchId).execute();
  await trx.deleteFrom('sources').where('import_batch_id', '=', batchId).execute();
  await removeBatchPlaces(trx, batchId);
  await trx.updateTable('import_batches').set({ undone_at: nowIso() }).where('id', '=', batchId).execute();
  return 'undone';
}

export function importBatchesRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  return {
    /**
     * Writes the whole plan in one transaction, parents before children: all of it or, on any
     * failure, nothing (decision 012).
     */
    async apply(
      plan: PlanToApply,
      meta: { format: 'gedcom' | 'csv'; fileName: string },
    ): Promise<AppliedImport> {
      return db.transaction().execute(async (trx) => {
        await lockFamilyTree(trx, dialect);
        return writePlan(trx, plan, meta);
      });
    },

    /** One batch as stored: its file, format and counts (the change history's import entries). */
    find(id: number): Promise<ImportBatchRow | undefined> {
      return db.selectFrom('import_batches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(): Promise<ImportBatchWithState[]> {
      const rows = await db.selectFrom('import_batches').selectAll().orderBy('id', 'desc').execute();
      const out: ImportBatchWithState[] = [];
      for (const row of rows) {
        out.push({ ...row, undoable: row.undone_at === null && !(await touchedSince(db, row.id)) });
      }
      return out;
    },

    /** Deletes every member and marriage of the batch, in one transaction, if nothing touched them. */
    async undo(batchId: number): Promise<UndoResult> {
      return db.transaction().execute(async (trx) => {
        await lockFamilyTree(trx, dialect);
        return undoBatch(trx, batchId);
      });
    },
  };
}
export type ImportBatchesRepository = ReturnType<typeof importBatchesRepository>;
