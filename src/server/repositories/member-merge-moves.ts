import type { Transaction } from 'kysely';
import type { AnyDb } from '../db/catalog';
import type { Database, MarriageRow } from '../db/schema';
import { memberReferences, type MemberReference } from './member-references';

// Moving every reference from one member to another, and back (decision 057): what a merge
// moved is recorded row by row, so its undo moves exactly those rows back.

/** Rows of a `moves` or `one-per-member` reference, by id. */
export interface MovedRows {
  table: string;
  column: string;
  ids: number[];
}

/** Link rows (`moves-unless-shared`): the ones moved, by their shared record, and the ones dropped. */
export interface MovedLinks {
  table: string;
  column: string;
  shared: string;
  sharedTable: string;
  moved: number[];
  dropped: Record<string, unknown>[];
}

/** A marriage folded into the survivor's to the same spouse: the one removed, and what it filled in. */
export interface FoldedMarriage {
  removed: MarriageRow;
  intoId: number;
  /** The survivor's marriage's columns before they were filled from the removed one. */
  filledBefore: Record<string, unknown>;
  filledAfter: Record<string, unknown>;
  /** The removed marriage's citations, now the kept one's (absent in merges recorded before them). */
  citations?: number[];
}

export interface MovedReferences {
  rows: MovedRows[];
  links: MovedLinks[];
  /** The merged member's marriages that now are the survivor's, as they were before. */
  marriages: MarriageRow[];
  folded: FoldedMarriage[];
}

/** Every reference moved in slices: SQLite takes at most 32,766 values in one statement. */
const SLICE = 500;
const slices = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

// The references name their tables at run time; each is checked against the schema by its test.
const loose = (trx: Transaction<Database>) => trx as unknown as AnyDb;

/** Points the rows of `ids` at `to`, raising a member's version and time with it (decision 026). */
async function pointRows(
  trx: Transaction<Database>,
  ref: MemberReference,
  ids: readonly number[],
  expected: number,
  to: number,
  now: string,
): Promise<void> {
  const versioned = ref.merge.kind === 'moves' && ref.merge.versioned === true;
  for (const slice of slices(ids)) {
    await loose(trx)
      .updateTable(ref.table)
      .set((eb) => ({
        [ref.column]: to,
        ...(versioned ? { version: eb('version', '+', 1), updated_at: now } : {}),
      }))
      .where('id', 'in', slice)
      .where(ref.column, '=', expected)
      .execute();
  }
}

async function moveRows(
  trx: Transaction<Database>,
  ref: MemberReference,
  from: number,
  to: number,
  now: string,
) {
  const found = await loose(trx).selectFrom(ref.table).select('id').where(ref.column, '=', from).execute();
  const ids = found.map((row) => Number(row.id));
  await pointRows(trx, ref, ids, from, to, now);
  return { table: ref.table, column: ref.column, ids };
}

async function moveLinks(
  trx: Transaction<Database>,
  ref: MemberReference & { merge: { kind: 'moves-unless-shared' } },
  from: number,
  to: number,
): Promise<MovedLinks> {
  const { shared, sharedTable } = ref.merge;
  const rows = await loose(trx).selectFrom(ref.table).selectAll().where(ref.column, '=', from).execute();
  const survivors = await loose(trx)
    .selectFrom(ref.table)
    .select(shared)
    .where(ref.column, '=', to)
    .execute();
  const survivorHas = new Set(survivors.map((row) => Number(row[shared])));
  const dropped = rows.filter((row) => survivorHas.has(Number(row[shared])));
  const moved = rows.filter((row) => !survivorHas.has(Number(row[shared]))).map((row) => Number(row[shared]));
  const droppedIds = dropped.map((row) => Number(row[shared]));
  for (const slice of slices(droppedIds)) {
    await loose(trx).deleteFrom(ref.table).where(ref.column, '=', from).where(shared, 'in', slice).execute();
  }
  for (const slice of slices(moved)) {
    await loose(trx)
      .updateTable(ref.table)
      .set({ [ref.column]: to })
      .where(ref.column, '=', from)
      .where(shared, 'in', slice)
      .execute();
  }
  return { table: ref.table, column: ref.column, shared, sharedTable, moved, dropped };
}

/** The columns a folded marriage may fill in on the survivor's: what it records of the marriage. */
const MARRIAGE_FACTS_SKIPPED = new Set([
  'id',
  'husband_id',
  'wife_id',
  'wife_order',
  'import_batch_id',
  'created_at',
  'updated_at',
]);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The merged member's marriages become the survivor's. One to a spouse the survivor is married to
 * already is folded into that one: what it records that the survivor's leaves empty (a date, how
 * it ended) is filled in, its citations move to that one, and it goes. A man's wives from the
 * merged record rank after the survivor's own, in their old order.
 */
async function moveMarriages(trx: Transaction<Database>, from: number, to: number, now: string) {
  const all = await trx
    .selectFrom('marriages')
    .selectAll()
    .where((eb) => eb.or([eb('husband_id', 'in', [from, to]), eb('wife_id', 'in', [from, to])]))
    .execute();
  const spouseOf = (m: MarriageRow, member: number) => (m.husband_id === member ? m.wife_id : m.husband_id);
  const survivors = all.filter((m) => m.husband_id === to || m.wife_id === to);
  const absorbed = all
    .filter((m) => m.husband_id === from || m.wife_id === from)
    .sort((a, b) => a.wife_order - b.wife_order || a.id - b.id);
  let lastRank = Math.max(0, ...survivors.filter((m) => m.husband_id === to).map((m) => m.wife_order));
  const moved: MarriageRow[] = [];
  const folded: FoldedMarriage[] = [];
  for (const marriage of absorbed) {
    const spouse = spouseOf(marriage, from);
    const into = survivors.find((m) => spouseOf(m, to) === spouse);
    if (into) {
      const filledBefore: Record<string, unknown> = {};
      const filledAfter: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(marriage)) {
        const current = (into as unknown as Record<string, unknown>)[column];
        if (MARRIAGE_FACTS_SKIPPED.has(column) || isEmpty(value) || !isEmpty(current)) continue;
        filledBefore[column] = current;
        filledAfter[column] = value;
      }
      // Its sources support the one marriage kept (decision 060); deleting it would delete them.
      const cited = await trx
        .selectFrom('citations')
        .select('id')
        .where('marriage_id', '=', marriage.id)
        .execute();
      const citations = cited.map((row) => row.id);
      if (citations.length > 0) {
        await trx
          .updateTable('citations')
          .set({ marriage_id: into.id })
          .where('marriage_id', '=', marriage.id)
          .execute();
      }
      await trx.deleteFrom('marriages').where('id', '=', marriage.id).execute();
      if (Object.keys(filledAfter).length > 0) {
        await loose(trx)
          .updateTable('marriages')
          .set({ ...filledAfter, updated_at: now })
          .where('id', '=', into.id)
          .execute();
      }
      folded.push({ removed: marriage, intoId: into.id, filledBefore, filledAfter, citations });
      continue;
    }
    const asHusband = marriage.husband_id === from;
    await trx
      .updateTable('marriages')
      .set(
        asHusband
          ? { husband_id: to, wife_order: ++lastRank, updated_at: now }
          : { wife_id: to, updated_at: now },
      )
      .where('id', '=', marriage.id)
      .execute();
    moved.push(marriage);
  }
  return { moved, folded };
}

/**
 * Moves every reference to `from` onto `to`, by the one list (member-references.ts), and says
 * what moved. A relative's account moves only when `to` has none: the caller has refused the
 * merge before when both have one.
 */
export async function moveReferences(
  trx: Transaction<Database>,
  from: number,
  to: number,
  now: string,
): Promise<MovedReferences> {
  const out: MovedReferences = { rows: [], links: [], marriages: [], folded: [] };
  let marriagesDone = false;
  for (const ref of memberReferences as readonly MemberReference[]) {
    switch (ref.merge.kind) {
      case 'moves':
      case 'one-per-member': {
        const moved = await moveRows(trx, ref, from, to, now);
        if (moved.ids.length > 0) out.rows.push(moved);
        break;
      }
      case 'moves-unless-shared': {
        const moved = await moveLinks(trx, ref as Parameters<typeof moveLinks>[1], from, to);
        if (moved.moved.length + moved.dropped.length > 0) out.links.push(moved);
        break;
      }
      case 'marriages': {
        // Both columns are one relation: moved together, once.
        if (marriagesDone) break;
        marriagesDone = true;
        const { moved, folded } = await moveMarriages(trx, from, to, now);
        out.marriages = moved;
        out.folded = folded;
        break;
      }
    }
  }
  return out;
}

/** The members whose own record a move changed: children, spouses (for the family kept in memory). */
export function membersTouchedBy(moved: MovedReferences): number[] {
  const ids = new Set<number>();
  for (const rows of moved.rows) if (rows.table === 'family_members') rows.ids.forEach((id) => ids.add(id));
  for (const m of [...moved.marriages, ...moved.folded.map((f) => f.removed)]) {
    ids.add(m.husband_id);
    ids.add(m.wife_id);
  }
  return [...ids];
}

/**
 * Puts back what `moveReferences` moved from `absorbed` to `survivor`: only the rows that still
 * name the survivor (one a keeper has linked elsewhere since stays where it is), the link rows it
 * dropped while their record exists, and the marriages it moved or folded.
 */
export async function moveReferencesBack(
  trx: Transaction<Database>,
  moved: MovedReferences,
  survivor: number,
  absorbed: number,
  now: string,
): Promise<void> {
  for (const rows of moved.rows) {
    const ref = (memberReferences as readonly MemberReference[]).find(
      (candidate) => candidate.table === rows.table && candidate.column === rows.column,
    );
    if (ref) await pointRows(trx, ref, rows.ids, survivor, absorbed, now);
  }
  for (const links of moved.links) await putLinksBack(trx, links, survivor, absorbed);
  await putMarriagesBack(trx, moved, survivor, absorbed, now);
}

async function putLinksBack(
  trx: Transaction<Database>,
  links: MovedLinks,
  survivor: number,
  absorbed: number,
) {
  const { table, column, shared, sharedTable } = links;
  for (const slice of slices(links.moved)) {
    await loose(trx)
      .updateTable(table)
      .set({ [column]: absorbed })
      .where(column, '=', survivor)
      .where(shared, 'in', slice)
      .execute();
  }
  for (const row of links.dropped) {
    const record = await loose(trx)
      .selectFrom(sharedTable)
      .select('id')
      .where('id', '=', row[shared])
      .executeTakeFirst();
    if (!record) continue;
    await loose(trx)
      .insertInto(table)
      .values({ ...row, [column]: absorbed })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function putMarriagesBack(
  trx: Transaction<Database>,
  moved: MovedReferences,
  survivor: number,
  absorbed: number,
  now: string,
) {
  for (const marriage of moved.marriages) {
    await trx
      .updateTable('marriages')
      .set({
        husband_id: marriage.husband_id,
        wife_id: marriage.wife_id,
        wife_order: marriage.wife_order,
        updated_at: now,
      })
      .where('id', '=', marriage.id)
      .where((eb) => eb.or([eb('husband_id', '=', survivor), eb('wife_id', '=', survivor)]))
      .execute();
  }
  for (const { removed, intoId, filledBefore, filledAfter, citations = [] } of moved.folded) {
    const spouse = removed.husband_id === absorbed ? removed.wife_id : removed.husband_id;
    const spouseThere = await trx
      .selectFrom('family_members')
      .select('id')
      .where('id', '=', spouse)
      .executeTakeFirst();
    if (spouseThere) {
      await trx
        .insertInto('marriages')
        .values(removed)
        .onConflict((oc) => oc.doNothing())
        .execute();
      // Its citations go back with it, those still on the marriage kept (one a keeper moved since stays).
      for (const slice of slices(citations)) {
        await trx
          .updateTable('citations')
          .set({ marriage_id: removed.id })
          .where('id', 'in', slice)
          .where('marriage_id', '=', intoId)
          .execute();
      }
    }
    const into = await trx.selectFrom('marriages').selectAll().where('id', '=', intoId).executeTakeFirst();
    if (!into) continue;
    // A fact filled in by the merge goes back to empty, unless a keeper has changed it since.
    const restore = Object.fromEntries(
      Object.entries(filledBefore).filter(
        ([column]) => (into as unknown as Record<string, unknown>)[column] === filledAfter[column],
      ),
    );
    if (Object.keys(restore).length > 0) {
      await loose(trx)
        .updateTable('marriages')
        .set({ ...restore, updated_at: now })
        .where('id', '=', intoId)
        .execute();
    }
  }
}
