import { sql, type Kysely, type Transaction } from 'kysely';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import { oneCopyOf } from '#shared/format/remember-by-text.ts';
import type { MemberLink } from '#shared/family-tree/lineage-guard.ts';
import { MEMBERS_PER_STEP, mapSteps, runToEnd, type Steps } from '#shared/family-tree/steps.ts';
import type { SpouseLink } from '#shared/schemas/family-member.ts';
import type { Database, FamilyMemberRow, MarriageRow } from '../db/schema';
import { runYielding, yieldToEventLoop } from '../lib/yield-to-event-loop';

// What the family members' reads and writes both use: the shapes they answer, marriages seen from
// each member, and the reads a write checks against.

/** A member with its marriages, as the presenter needs it. */
export interface MemberWithSpouses {
  row: FamilyMemberRow;
  spouses: SpouseLink[];
}

/**
 * A write's result with the members whose stored record (row or marriages) it changed: the member
 * and every spouse it had before or has after. Read inside the write's transaction, so a write
 * made meanwhile cannot be missed (lib/family-source.ts re-reads exactly these).
 */
export interface Touching {
  touched: readonly number[];
}

/** The database, or a transaction of it. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Rows read at once by `listWithSpousesInSteps`: SQLite reads synchronously, and all 50,000
 * members in one query held the thread for over 100 ms.
 */
export const ROWS_PER_PAGE = 1000;

/** Every row of a table in id order, a page at a time, letting other requests in between pages. */
export async function readInPages<Row extends { id: number }>(
  page: (after: number) => Promise<Row[]>,
  rowsPerPage: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after = 0; ;) {
    const found = await page(after);
    for (const row of found) rows.push(row);
    if (found.length < rowsPerPage) return rows;
    after = found[found.length - 1]!.id;
    await yieldToEventLoop();
  }
}

/** Each member with their marriages, in steps: 50,000 members and 20,000 marriages at 50,000. */
export function joinSpouses(
  rows: readonly FamilyMemberRow[],
  marriages: readonly MarriageRow[],
): Promise<MemberWithSpouses[]> {
  return runYielding(
    (function* () {
      const spouses = yield* spousesByMemberSteps(marriages);
      return yield* mapSteps(rows, (row) => ({ row, spouses: spouses.get(row.id) ?? [] }));
    })(),
  );
}

/**
 * Every member's marriages seen from the member: a man's wives in order, a woman's husbands in
 * the order she married them (by date when known, else as recorded).
 */
export function spousesByMember(marriages: readonly MarriageRow[]): Map<number, SpouseLink[]> {
  return runToEnd(spousesByMemberSteps(marriages));
}

function* spousesByMemberSteps(marriages: readonly MarriageRow[]): Steps<Map<number, SpouseLink[]>> {
  // Grouped first and each member's few marriages sorted alone: sorting every marriage of a large
  // family twice, after every edit, cost more than the rest of reading them.
  function* group(key: (m: MarriageRow) => number) {
    const groups = new Map<number, MarriageRow[]>();
    let done = 0;
    for (const m of marriages) {
      const list = groups.get(key(m));
      if (list) list.push(m);
      else groups.set(key(m), [m]);
      if (++done % MEMBERS_PER_STEP === 0) yield;
    }
    return groups;
  }
  const byMember = new Map<number, SpouseLink[]>();
  let done = 0;
  for (const [husband, his] of yield* group((m) => m.husband_id)) {
    if (his.length > 1) his.sort((a, b) => a.wife_order - b.wife_order || a.id - b.id);
    byMember.set(
      husband,
      his.map((m) => ({ id: m.wife_id, order: m.wife_order, ended: oneCopyOf(m.ended) })),
    );
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  for (const [wife, hers] of yield* group((m) => m.wife_id)) {
    if (hers.length > 1) {
      const year = new Map(hers.map((m) => [m.id, sortableYear(m.married_on) ?? 0]));
      hers.sort((a, b) => year.get(a.id)! - year.get(b.id)! || a.id - b.id);
    }
    const links = hers.map((m) => ({ id: m.husband_id, order: m.wife_order, ended: oneCopyOf(m.ended) }));
    // A member recorded as both husband and wife (bad data) keeps both lists, his first.
    byMember.set(wife, [...(byMember.get(wife) ?? []), ...links]);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return byMember;
}

/** Every member's links, read in pages: a write checks them all (decision 013). */
export async function linksOf(trx: Db): Promise<MemberLink[]> {
  const rows = await readInPages(
    (after) =>
      trx
        .selectFrom('family_members')
        .select(['id', 'parent_id', 'mother_id', 'gender'])
        .where('id', '>', after)
        .orderBy('id', 'asc')
        .limit(ROWS_PER_PAGE * 5)
        .execute(),
    ROWS_PER_PAGE * 5,
  );
  return rows.map((row) => ({
    id: row.id,
    parent: row.parent_id,
    mother_id: row.mother_id,
    gender: row.gender,
  }));
}

/** The marriages the member is a husband or a wife in. */
export async function marriagesOf(trx: Db, memberId: number): Promise<MarriageRow[]> {
  return trx
    .selectFrom('marriages')
    .selectAll()
    .where((eb) => eb.or([eb('husband_id', '=', memberId), eb('wife_id', '=', memberId)]))
    .execute();
}

/** The member with its marriages. */
export async function withSpouses(trx: Db, row: FamilyMemberRow): Promise<MemberWithSpouses> {
  return { row, spouses: spousesByMember(await marriagesOf(trx, row.id)).get(row.id) ?? [] };
}

/**
 * Any write to the database since the last mark: this connection's changes, and (data_version)
 * another connection's commits.
 */
export async function writeMark(from: Db): Promise<string> {
  const { rows } = await sql<{ changes: number; version: number }>`
    select total_changes() as changes, (select data_version from pragma_data_version) as version
  `.execute(from);
  return `${rows[0]!.changes}:${rows[0]!.version}`;
}
