import type { Kysely } from 'kysely';
import type { MemberLink } from '#shared/family-tree/lineage-guard.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import type { DialectName } from '../db/database';
import type { Database, FamilyMemberRow, MarriageRow } from '../db/schema';
import {
  ROWS_PER_PAGE,
  joinSpouses,
  linksOf,
  readInPages,
  spousesByMember,
  withSpouses,
  writeMark,
  type Db,
  type MemberWithSpouses,
} from './family-member-rows';
import { lifeOf } from './member-life';

const listAll = (db: Kysely<Database>): Promise<FamilyMemberRow[]> =>
  db.selectFrom('family_members').selectAll().orderBy('id', 'asc').execute();
const listMarriages = (db: Kysely<Database>): Promise<MarriageRow[]> =>
  db.selectFrom('marriages').selectAll().orderBy('id', 'asc').execute();

/** Every member with its marriages, in id order, read at once. */
async function listWithSpouses(db: Kysely<Database>): Promise<MemberWithSpouses[]> {
  const [rows, marriages] = await Promise.all([listAll(db), listMarriages(db)]);
  return joinSpouses(rows, marriages);
}

/**
 * The same as `listWithSpouses`, read in pages with other requests let in between them, and
 * still one state of the family: a write between two pages would otherwise give a family that
 * never existed (a marriage seen without its new member), and a view built from it could keep
 * showing what was removed. PostgreSQL reads every page from one snapshot. SQLite has one
 * connection, which a transaction across the pauses would take from every other request, so
 * the read is made again if anything was written meanwhile, and after a second such miss
 * made at once.
 */
async function listWithSpousesInSteps(
  db: Kysely<Database>,
  dialect: DialectName,
  rowsPerPage: number,
): Promise<MemberWithSpouses[]> {
  const inPages = (from: Db, table: 'family_members' | 'marriages') =>
    readInPages(
      (after) =>
        from
          .selectFrom(table)
          .selectAll()
          .where('id', '>', after)
          .orderBy('id', 'asc')
          .limit(rowsPerPage)
          .execute(),
      rowsPerPage,
    );
  const pages = (from: Db) =>
    Promise.all([
      inPages(from, 'family_members') as Promise<FamilyMemberRow[]>,
      inPages(from, 'marriages') as Promise<MarriageRow[]>,
    ]);
  if (dialect === 'postgres') {
    const [rows, marriages] = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => pages(trx));
    return joinSpouses(rows, marriages);
  }
  const writes = () => writeMark(db);
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = await writes();
    const [rows, marriages] = await pages(db);
    if ((await writes()) === before) return joinSpouses(rows, marriages);
  }
  return listWithSpouses(db);
}

/**
 * The members of these ids that still exist, each with all its marriages, read as one state
 * of the family: what a write touched, for a family kept in memory (lib/family-source.ts).
 */
async function listWithSpousesOf(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly number[],
): Promise<MemberWithSpouses[]> {
  if (ids.length === 0) return [];
  const read = async (from: Db) => {
    const [rows, marriages] = await Promise.all([
      from.selectFrom('family_members').selectAll().where('id', 'in', ids).orderBy('id', 'asc').execute(),
      from
        .selectFrom('marriages')
        .selectAll()
        .where((eb) => eb.or([eb('husband_id', 'in', ids), eb('wife_id', 'in', ids)]))
        .orderBy('id', 'asc')
        .execute(),
    ]);
    const spouses = spousesByMember(marriages);
    return rows.map((row) => ({ row, spouses: spouses.get(row.id) ?? [] }));
  };
  return dialect === 'postgres'
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read)
    : db.transaction().execute(read);
}

/**
 * The members asked for, each with all its marriages, and around them what one member's row in
 * the admin's list is made from (presenters/member-list.ts): parents, spouses and children
 * (what privacy reads of a member) and `fathers` generations up the father line (the nasab).
 * Those others carry no marriages: they are only read through the asked members. With the
 * family's deepest generation, so a form's read of one member needs no read of everyone.
 */
async function surroundingsOf(
  db: Kysely<Database>,
  ids: readonly number[],
  fathers: number,
): Promise<{ members: MemberWithSpouses[]; deepestGeneration: number }> {
  const rows = new Map<number, FamilyMemberRow>();
  /** The rows of these ids, read from the database unless already read. */
  const read = async (wanted: readonly (number | null)[]) => {
    const ids = [...new Set(wanted)].filter((id): id is number => id !== null);
    const missing = ids.filter((id) => !rows.has(id));
    if (missing.length > 0) {
      const found = await db.selectFrom('family_members').selectAll().where('id', 'in', missing).execute();
      for (const row of found) rows.set(row.id, row);
    }
    return ids.flatMap((id) => rows.get(id) ?? []);
  };
  const asked = await read(ids);
  const askedIds = asked.map((row) => row.id);
  const [marriages, children, deepest] = await Promise.all([
    askedIds.length === 0
      ? []
      : db
          .selectFrom('marriages')
          .selectAll()
          .where((eb) => eb.or([eb('husband_id', 'in', askedIds), eb('wife_id', 'in', askedIds)]))
          .orderBy('id', 'asc')
          .execute(),
    askedIds.length === 0
      ? []
      : db
          .selectFrom('family_members')
          .selectAll()
          .where((eb) => eb.or([eb('parent_id', 'in', askedIds), eb('mother_id', 'in', askedIds)]))
          .execute(),
    db
      .selectFrom('family_members')
      .select((eb) => eb.fn.max('generation').as('deepest'))
      .executeTakeFirst(),
  ]);
  for (const child of children) if (!rows.has(child.id)) rows.set(child.id, child);
  await read([
    ...marriages.flatMap((marriage) => [marriage.husband_id, marriage.wife_id]),
    ...asked.map((row) => row.mother_id),
  ]);
  let line = asked;
  for (let step = 0; step < fathers && line.length > 0; step += 1) {
    line = await read(line.map((row) => row.parent_id));
  }
  const spouses = spousesByMember(marriages);
  const isAsked = new Set(askedIds);
  const members = [...rows.values()]
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ row, spouses: isAsked.has(row.id) ? (spouses.get(row.id) ?? []) : [] }));
  return { members, deepestGeneration: Number(deepest?.deepest ?? 0) };
}

/** The family members as the admin, the public family and the link rules read them. */
export function familyMemberReads(db: Kysely<Database>, dialect: DialectName) {
  const find = (id: number): Promise<FamilyMemberRow | undefined> =>
    db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    list: () => listAll(db),
    listMarriages: () => listMarriages(db),
    /** Every member's events (decision 056), for an export. */
    listEvents: () => db.selectFrom('member_events').selectAll().orderBy('id').execute(),
    /** Every member with its marriages, in id order. */
    listWithSpouses: () => listWithSpouses(db),
    /** Every member with its marriages, read in pages as one state of the family. */
    listWithSpousesInSteps: (rowsPerPage = ROWS_PER_PAGE) => listWithSpousesInSteps(db, dialect, rowsPerPage),
    /** The members of these ids that still exist, with all their marriages, as one state. */
    listWithSpousesOf: (ids: readonly number[]) => listWithSpousesOf(db, dialect, ids),
    /** The members asked for and what their rows in the admin's list are made from. */
    surroundingsOf: (ids: readonly number[], fathers: number) => surroundingsOf(db, ids, fathers),
    find,
    async findWithSpouses(id: number): Promise<MemberWithSpouses | undefined> {
      const row = await find(id);
      return row && withSpouses(db, row);
    },
    /** The member with its marriages and its life (decision 056), as the keepers' form saves it. */
    async findWithLife(id: number): Promise<(MemberWithSpouses & { life: MemberLife }) | undefined> {
      const row = await find(id);
      if (!row) return undefined;
      const [member, lives] = await Promise.all([withSpouses(db, row), lifeOf(db, [row])]);
      return { ...member, life: lives.get(row.id)! };
    },
    /** The life of each of these members (the keepers' copy), by id. */
    lifeOf: (rows: readonly FamilyMemberRow[]) => lifeOf(db, rows),
    /** The members whose father or mother this one is, eldest first where the years say. */
    childrenOf(id: number): Promise<FamilyMemberRow[]> {
      return db
        .selectFrom('family_members')
        .selectAll()
        .where((eb) => eb.or([eb('parent_id', '=', id), eb('mother_id', '=', id)]))
        .orderBy('birth_year')
        .orderBy('id')
        .execute();
    },
    /**
     * The members a keeper set to «الأمناء فقط» for relatives (`relatives_see_full` off): few, so
     * a relative's reading asks for their ids alone rather than the column with every member.
     */
    async keptFromRelatives(): Promise<number[]> {
      const rows = await db
        .selectFrom('family_members')
        .select('id')
        .where('relatives_see_full', '=', 0)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Every member's parent links: enough to walk descendants without loading whole rows. */
    listLinks(): Promise<MemberLink[]> {
      return linksOf(db);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('family_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
