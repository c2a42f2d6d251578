import { sql, type Kysely, type Transaction } from 'kysely';
import { sortableYear } from '../../shared/format/genealogy-date';
import { branchMayWrite, branchMemberIds, type BranchWrite } from '../../shared/family-tree/branch-scope';
import { checkMemberLinksSteps, type MemberLink } from '../../shared/family-tree/lineage-guard';
import type { SpouseLink } from '../../shared/schemas/family-member';
import type { FamilyMemberValues } from '../../shared/schemas/family-member-input';
import type { FieldErrors } from '../../shared/schemas/input';
import type { DialectName } from '../db/database';
import type { Database, FamilyMemberRow, MarriageRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { StaleVersion } from '../lib/record-version';
import { updateVersioned } from './versioned-write';
import { runYielding, yieldToEventLoop } from '../lib/yield-to-event-loop';
import { MEMBERS_PER_STEP, mapSteps, runToEnd, type Steps } from '../../shared/family-tree/steps';
import { lockFamilyTree } from './family-tree-lock';

/** The member's links were refused by the rules (decision 013): one message per field. */
export class MemberLinksRefused extends Error {
  constructor(readonly fields: FieldErrors) {
    super('member links refused');
  }
}

/** A branch editor's write that would reach outside their branch (decision 022). */
export class OutsideBranch extends Error {
  constructor() {
    super('outside the branch');
  }
}

/** Who is writing: a branch editor passes their chosen member, everyone else nothing. */
export interface WriteScope {
  branchRootId?: number | null;
}

async function assertInBranch(
  trx: Db,
  links: readonly MemberLink[],
  scope: WriteScope,
  id: number | null,
  write: BranchWrite | null,
): Promise<void> {
  const rootId = scope.branchRootId;
  if (rootId === undefined || rootId === null) return;
  const marriages = await trx.selectFrom('marriages').select(['husband_id', 'wife_id']).execute();
  const allowed = write
    ? branchMayWrite(links, marriages, rootId, id, write)
    : id !== null && branchMemberIds(links, marriages, rootId).has(id);
  if (!allowed) throw new OutsideBranch();
}

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

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Rows read at once by `listWithSpousesInSteps`: SQLite reads synchronously, and all 50,000
 * members in one query held the thread for over 100 ms.
 */
const ROWS_PER_PAGE = 1000;

/** Every row of a table in id order, a page at a time, letting other requests in between pages. */
async function readInPages<Row extends { id: number }>(
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
function joinSpouses(
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
      his.map((m) => ({ id: m.wife_id, order: m.wife_order, ended: m.ended })),
    );
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  for (const [wife, hers] of yield* group((m) => m.wife_id)) {
    if (hers.length > 1) {
      const year = new Map(hers.map((m) => [m.id, sortableYear(m.married_on) ?? 0]));
      hers.sort((a, b) => year.get(a.id)! - year.get(b.id)! || a.id - b.id);
    }
    const links = hers.map((m) => ({ id: m.husband_id, order: m.wife_order, ended: m.ended }));
    // A member recorded as both husband and wife (bad data) keeps both lists, his first.
    byMember.set(wife, [...(byMember.get(wife) ?? []), ...links]);
    if (++done % MEMBERS_PER_STEP === 0) yield;
  }
  return byMember;
}

function toColumns(values: FamilyMemberValues) {
  return {
    name: values.name,
    generation: values.generation,
    parent_id: values.parent,
    mother_id: values.mother_id,
    gender: values.gender,
    surname: values.surname,
    name_prefix: values.name_prefix,
    name_suffix: values.name_suffix,
    birth: values.birth,
    death: values.death,
    birth_year: sortableYear(values.birth),
    death_year: sortableYear(values.death),
    role: values.role,
    image: values.image,
    bio: values.bio,
    // Absent (a client that does not know the field): the stored bullets stay.
    ...(values.highlights !== undefined ? { highlights: values.highlights } : {}),
    // Absent (SPEC §7's clients do not know it): a new member follows the site's rules, an
    // existing one keeps the admin's choice.
    ...(values.visibility ? { visibility: values.visibility } : {}),
  };
}

/**
 * SPEC §7's clients send one `spouse_id`; `spouses`, when sent, is the whole list (decision 013).
 * With `spouse_id` alone: a member with at most one marriage gets exactly that spouse (or none);
 * one with several keeps them, and a new spouse is added after them.
 */
function requestedSpouses(
  values: FamilyMemberValues,
  current: readonly SpouseLink[],
): { id: number; ended: SpouseLink['ended'] }[] {
  const kept = current.map(({ id, ended }) => ({ id, ended }));
  if (values.spouses !== undefined) return values.spouses;
  const wanted = values.spouse_id;
  if (wanted === undefined) return kept;
  if (current.length <= 1) {
    if (wanted === null) return [];
    return [{ id: wanted, ended: current[0]?.id === wanted ? current[0].ended : null }];
  }
  if (wanted === null || current.some((link) => link.id === wanted)) return kept;
  return [...kept, { id: wanted, ended: null }];
}

export function familyMembersRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  const lockTree = (trx: Transaction<Database>) => lockFamilyTree(trx, dialect);

  /** A transaction, or the caller's when it already is one (the first-start seed runs in one). */
  function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  }

  /** Every member's links, read in pages: a write checks them all (decision 013). */
  async function linksOf(trx: Db): Promise<MemberLink[]> {
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

  async function marriagesOf(trx: Db, memberId: number): Promise<MarriageRow[]> {
    return trx
      .selectFrom('marriages')
      .selectAll()
      .where((eb) => eb.or([eb('husband_id', '=', memberId), eb('wife_id', '=', memberId)]))
      .execute();
  }

  /** Replaces the member's marriages by `wanted`, keeping what each kept marriage already records. */
  async function writeMarriages(
    trx: Transaction<Database>,
    member: FamilyMemberRow,
    wanted: readonly { id: number; ended: SpouseLink['ended'] }[],
    links: readonly MemberLink[],
  ): Promise<void> {
    const existing = await marriagesOf(trx, member.id);
    const spouseOf = (m: MarriageRow) => (m.husband_id === member.id ? m.wife_id : m.husband_id);
    const wantedIds = new Set(wanted.map((w) => w.id));
    const gone = existing.filter((m) => !wantedIds.has(spouseOf(m))).map((m) => m.id);
    if (gone.length > 0) await trx.deleteFrom('marriages').where('id', 'in', gone).execute();

    // One pass over every member's links, keeping only the spouses': a map of all 50,000 held
    // the thread for tens of milliseconds inside the write.
    const genderOf = new Map<number, FamilyMemberRow['gender']>();
    let isFather = false;
    for (const link of links) {
      if (wantedIds.has(link.id)) genderOf.set(link.id, link.gender ?? null);
      if (link.parent === member.id) isFather = true;
    }
    const now = nowIso();
    let wifeRank = 0;
    for (const { id: spouseId, ended } of wanted) {
      const found = existing.find((m) => spouseOf(m) === spouseId);
      const memberIsHusband = found
        ? found.husband_id === member.id
        : member.gender !== null
          ? member.gender === 'male'
          : genderOf.get(spouseId) !== null
            ? genderOf.get(spouseId) === 'female'
            : isFather || genderOf.get(spouseId) === null;
      // A man's list is his wives in order; a woman's new husband ranks her after his other wives.
      let order = found?.wife_order;
      if (memberIsHusband) order = ++wifeRank;
      else if (order === undefined) {
        const last = await trx
          .selectFrom('marriages')
          .select((eb) => eb.fn.max<number>('wife_order').as('n'))
          .where('husband_id', '=', spouseId)
          .executeTakeFirst();
        order = Number(last?.n ?? 0) + 1;
      }
      if (found) {
        await trx
          .updateTable('marriages')
          .set({ ended, wife_order: order, updated_at: now })
          .where('id', '=', found.id)
          .execute();
      } else {
        await trx
          .insertInto('marriages')
          .values({
            husband_id: memberIsHusband ? member.id : spouseId,
            wife_id: memberIsHusband ? spouseId : member.id,
            wife_order: order,
            ended,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  }

  async function withSpouses(trx: Db, row: FamilyMemberRow): Promise<MemberWithSpouses> {
    return { row, spouses: spousesByMember(await marriagesOf(trx, row.id)).get(row.id) ?? [] };
  }

  /**
   * Any write to the database since the last mark: this connection's changes, and (data_version)
   * another connection's commits.
   */
  async function writeMark(from: Db): Promise<string> {
    const { rows } = await sql<{ changes: number; version: number }>`
      select total_changes() as changes, (select data_version from pragma_data_version) as version
    `.execute(from);
    return `${rows[0]!.changes}:${rows[0]!.version}`;
  }

  /**
   * What a save reads and checks before it writes (decision 013): the member as it was, its
   * marriages, every member's links, the branch editor's scope and the link rules. Undefined for a
   * member that is gone; a refusal is thrown.
   */
  async function planSave(
    from: Db,
    id: number | null,
    values: FamilyMemberValues,
    scope: WriteScope,
    expectedVersion: number | undefined,
  ): Promise<
    { current: SpouseLink[]; wanted: ReturnType<typeof requestedSpouses>; links: MemberLink[] } | undefined
  > {
    let current: SpouseLink[] = [];
    let parentsBefore = { parent: null as number | null, mother_id: null as number | null };
    if (id !== null) {
      const before = await from
        .selectFrom('family_members')
        .select(['id', 'version', 'parent_id', 'mother_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) return undefined;
      parentsBefore = { parent: before.parent_id, mother_id: before.mother_id };
      // Under the tree's lock nobody can save in between (decision 026); read before it, the
      // write mark tells whether anybody did.
      if (expectedVersion !== undefined && before.version !== expectedVersion) throw new StaleVersion();
      current = spousesByMember(await marriagesOf(from, id)).get(id) ?? [];
    }
    const links = await linksOf(from);
    const wanted = requestedSpouses(values, current);
    await assertInBranch(from, links, scope, id, {
      parent: values.parent,
      mother_id: values.mother_id,
      spouses: wanted.map((w) => w.id),
      parentBefore: parentsBefore.parent,
      motherBefore: parentsBefore.mother_id,
      spousesBefore: current.map((c) => c.id),
    });
    const refused = await runYielding(
      checkMemberLinksSteps(
        links,
        id,
        {
          parent: values.parent,
          mother_id: values.mother_id,
          gender: values.gender,
          spouses: wanted.map((w) => w.id),
        },
        values.spouses === undefined ? 'spouse_id' : 'spouses',
      ),
    );
    if (Object.keys(refused).length > 0) throw new MemberLinksRefused(refused);
    return { current, wanted, links };
  }

  const list = (): Promise<FamilyMemberRow[]> =>
    db.selectFrom('family_members').selectAll().orderBy('id', 'asc').execute();
  const listMarriages = (): Promise<MarriageRow[]> =>
    db.selectFrom('marriages').selectAll().orderBy('id', 'asc').execute();
  const find = (id: number): Promise<FamilyMemberRow | undefined> =>
    db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    list,
    listMarriages,
    /** Every member with its marriages, in id order. */
    async listWithSpouses(): Promise<MemberWithSpouses[]> {
      const [rows, marriages] = await Promise.all([list(), listMarriages()]);
      return joinSpouses(rows, marriages);
    },
    /**
     * The same as `listWithSpouses`, read in pages with other requests let in between them, and
     * still one state of the family: a write between two pages would otherwise give a family that
     * never existed (a marriage seen without its new member), and a view built from it could keep
     * showing what was removed. PostgreSQL reads every page from one snapshot. SQLite has one
     * connection, which a transaction across the pauses would take from every other request, so
     * the read is made again if anything was written meanwhile, and after a second such miss
     * made at once.
     */
    async listWithSpousesInSteps(rowsPerPage = ROWS_PER_PAGE): Promise<MemberWithSpouses[]> {
      const pages = (from: Db) =>
        Promise.all([
          readInPages(
            (after) =>
              from
                .selectFrom('family_members')
                .selectAll()
                .where('id', '>', after)
                .orderBy('id', 'asc')
                .limit(rowsPerPage)
                .execute(),
            rowsPerPage,
          ),
          readInPages(
            (after) =>
              from
                .selectFrom('marriages')
                .selectAll()
                .where('id', '>', after)
                .orderBy('id', 'asc')
                .limit(rowsPerPage)
                .execute(),
            rowsPerPage,
          ),
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
      return this.listWithSpouses();
    },
    /**
     * The members of these ids that still exist, each with all its marriages, read as one state
     * of the family: what a write touched, for a family kept in memory (lib/family-source.ts).
     */
    async listWithSpousesOf(ids: readonly number[]): Promise<MemberWithSpouses[]> {
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
    },
    /**
     * The members asked for, each with all its marriages, and around them what one member's row in
     * the admin's list is made from (presenters/member-list.ts): parents, spouses and children
     * (what privacy reads of a member) and `fathers` generations up the father line (the nasab).
     * Those others carry no marriages: they are only read through the asked members. With the
     * family's deepest generation, so a form's read of one member needs no read of everyone.
     */
    async surroundingsOf(
      ids: readonly number[],
      fathers: number,
    ): Promise<{ members: MemberWithSpouses[]; deepestGeneration: number }> {
      const rows = new Map<number, FamilyMemberRow>();
      /** The rows of these ids, read from the database unless already read. */
      const read = async (wanted: readonly (number | null)[]) => {
        const ids = [...new Set(wanted)].filter((id): id is number => id !== null);
        const missing = ids.filter((id) => !rows.has(id));
        if (missing.length > 0) {
          const found = await db
            .selectFrom('family_members')
            .selectAll()
            .where('id', 'in', missing)
            .execute();
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
    },
    find,
    async findWithSpouses(id: number): Promise<MemberWithSpouses | undefined> {
      const row = await find(id);
      return row && withSpouses(db, row);
    },
    /** Every member's parent links: enough to walk descendants without loading whole rows. */
    listLinks(): Promise<MemberLink[]> {
      return linksOf(db);
    },
    /**
     * Creates (`id` null) or updates a member and its marriages in one transaction, after the link
     * rules have passed on the links as they are inside it. Undefined when the member is gone;
     * throws MemberLinksRefused when a rule refuses.
     */
    async save(
      id: number | null,
      values: FamilyMemberValues,
      scope: WriteScope = {},
      expectedVersion?: number,
    ): Promise<(MemberWithSpouses & Touching) | undefined> {
      // SQLite has one connection, and a transaction holds it from its first statement to its
      // commit: while a save read and checked every member's links inside its transaction, every
      // other request's query waited (the health check's among them). There the reads and checks
      // are made first, outside, and the transaction uses them when nothing was written meanwhile
      // (`writeMark`), else makes them again under the lock. PostgreSQL's other connections read
      // beside a transaction: everything is done inside it.
      const early =
        dialect === 'sqlite' && !db.isTransaction
          ? { mark: await writeMark(db), plan: await planSave(db, id, values, scope, expectedVersion) }
          : undefined;
      return inTransaction(async (trx) => {
        await lockTree(trx);
        const plan =
          early && (await writeMark(trx)) === early.mark
            ? early.plan
            : await planSave(trx, id, values, scope, expectedVersion);
        if (!plan) return undefined;
        const { current, wanted, links } = plan;
        const now = nowIso();
        const row =
          id === null
            ? await trx
                .insertInto('family_members')
                .values({ ...toColumns(values), created_at: now, updated_at: now })
                .returningAll()
                .executeTakeFirstOrThrow()
            : (await updateVersioned(
                trx,
                'family_members',
                id,
                { ...toColumns(values), updated_at: now },
                expectedVersion,
              ))!;
        await writeMarriages(trx, row, wanted, links);
        const saved = await withSpouses(trx, row);
        const touched = [row.id, ...current.map((link) => link.id), ...saved.spouses.map((link) => link.id)];
        return { ...saved, touched: [...new Set(touched)] };
      });
    },
    /**
     * Deletes a member and its marriages in one transaction. 'has-children' when someone's father
     * or mother is this member (refused rather than orphaning them); false when it was gone.
     */
    async delete(id: number, scope: WriteScope = {}): Promise<Touching | false | 'has-children'> {
      return inTransaction(async (trx) => {
        await lockTree(trx);
        if (scope.branchRootId !== undefined && scope.branchRootId !== null) {
          const exists = await trx
            .selectFrom('family_members')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (exists) await assertInBranch(trx, await linksOf(trx), scope, id, null);
        }
        const child = await trx
          .selectFrom('family_members')
          .select('id')
          .where((eb) => eb.or([eb('parent_id', '=', id), eb('mother_id', '=', id)]))
          .executeTakeFirst();
        if (child) return 'has-children';
        // The news items that named the member stay; only their link to the member goes (issue #11).
        await trx.deleteFrom('news_members').where('member_id', '=', id).execute();
        const marriages = await marriagesOf(trx, id);
        await trx
          .deleteFrom('marriages')
          .where((eb) => eb.or([eb('husband_id', '=', id), eb('wife_id', '=', id)]))
          .execute();
        const result = await trx.deleteFrom('family_members').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        return { touched: [id, ...marriages.map((m) => (m.husband_id === id ? m.wife_id : m.husband_id))] };
      });
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
export type FamilyMembersRepository = ReturnType<typeof familyMembersRepository>;
