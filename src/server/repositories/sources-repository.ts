import type { Kysely } from 'kysely';
import { branchMemberIds } from '#shared/family-tree/branch-scope.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import { memberFacts, type CitedFact, type SourceKind } from '#shared/schemas/source.ts';
import type { CitationValues, SourceValues } from '#shared/schemas/source-input.ts';
import type { CitationRow, Database, SourceRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { linksOf, type Db } from './family-member-rows';
import { updateVersioned } from './versioned-write';

/** A source still cited: refused rather than losing what it supports. */
export class SourceInUse extends Error {
  constructor(readonly uses: number) {
    super('source in use');
  }
}

/** A save naming something that is not (or no longer) there, by the field that names it. */
export class CitationRefused extends Error {
  constructor(readonly field: 'source_id' | 'member_id' | 'marriage_id' | 'event_id' | 'author_member_id') {
    super(`${field} not found`);
  }
}

/** A branch editor's citation of a fact outside his branch (decision 022). */
export class CitationOutsideBranch extends Error {
  constructor() {
    super('citation outside the branch');
  }
}

/** A source with how many facts it supports and its teller's name. */
export interface SourceRecord extends SourceRow {
  uses: number;
  author_member_name: string | null;
}

/** A citation with its source's title and kind. */
export interface CitationRecord extends CitationRow {
  source_title: string;
  source_kind: SourceKind;
  source_public: number;
}

/** A citation with what its fact is about: its member(s) and, for an event, the event. */
export interface CitedFactRow {
  id: number;
  source_id: number;
  fact: CitedFact;
  page: string;
  note: string;
  /** As stored: the member of a member's own fact; null for a marriage's or an event's. */
  member_id: number | null;
  /** The member the fact is about: its own, a marriage's husband, an event's member. */
  subject_id: number;
  /** A marriage's wife. */
  spouse_id: number | null;
  marriage_id: number | null;
  event_id: number | null;
  event_kind: MemberEventKind | null;
  event_value: string | null;
  event_date: string | null;
}

function sourceColumns(values: SourceValues) {
  return {
    kind: values.kind,
    title: values.title,
    author: values.author,
    author_member_id: values.author_member_id,
    details: values.details,
    image: values.image,
    is_public: values.is_public ? 1 : 0,
  };
}

/** The stored reference of a citation: exactly the one its fact needs (the table's CHECK). */
function citationColumns(values: CitationValues) {
  const own = memberFacts.includes(values.fact);
  return {
    source_id: values.source_id,
    fact: values.fact,
    member_id: own ? values.member_id : null,
    marriage_id: values.fact === 'marriage' ? values.marriage_id : null,
    event_id: values.fact === 'event' ? values.event_id : null,
    page: values.page,
    note: values.note,
  };
}

/**
 * Every cited fact (of these citations, or of this source), with the member it is about: a
 * member's own fact its member, a marriage its husband and wife, an event its member.
 */
function citedFacts(db: Db) {
  return db
    .selectFrom('citations as c')
    .leftJoin('marriages as mr', 'mr.id', 'c.marriage_id')
    .leftJoin('member_events as e', 'e.id', 'c.event_id')
    .select((eb) => [
      'c.id',
      'c.source_id',
      'c.fact',
      'c.page',
      'c.note',
      'c.member_id',
      'c.marriage_id',
      'c.event_id',
      eb.fn.coalesce('c.member_id', 'mr.husband_id', 'e.member_id').as('subject_id'),
      'mr.wife_id as spouse_id',
      'e.kind as event_kind',
      'e.value as event_value',
      'e.date as event_date',
    ]);
}

const asFact = (row: Record<string, unknown>): CitedFactRow => ({
  ...(row as unknown as CitedFactRow),
  subject_id: Number(row.subject_id),
});

/** The family's sources and the citations that tie facts to them (decision 060). */
export function sourcesRepository(db: Kysely<Database>) {
  async function records(id?: number): Promise<SourceRecord[]> {
    const rows = await db
      .selectFrom('sources as s')
      .leftJoin('family_members as fm', 'fm.id', 's.author_member_id')
      .selectAll('s')
      .select((eb) => [
        'fm.name as author_member_name',
        eb
          .selectFrom('citations')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('citations.source_id', '=', 's.id')
          .as('uses'),
      ])
      .$if(id !== undefined, (query) => query.where('s.id', '=', id!))
      .orderBy('s.title')
      .orderBy('s.id')
      .execute();
    return rows.map((row) => ({ ...row, uses: Number(row.uses ?? 0) }));
  }

  async function assertAuthor(memberId: number | null): Promise<void> {
    if (memberId === null) return;
    const found = await db
      .selectFrom('family_members')
      .select('id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!found) throw new CitationRefused('author_member_id');
  }

  async function citation(id: number): Promise<CitationRecord | undefined> {
    return db
      .selectFrom('citations as c')
      .innerJoin('sources as s', 's.id', 'c.source_id')
      .selectAll('c')
      .select(['s.title as source_title', 's.kind as source_kind', 's.is_public as source_public'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The members a citation's fact is about (one, or a marriage's two); throws CitationRefused
   * under the field that names something gone.
   */
  async function subjectsOf(values: CitationValues): Promise<number[]> {
    const source = await db
      .selectFrom('sources')
      .select('id')
      .where('id', '=', values.source_id)
      .executeTakeFirst();
    if (!source) throw new CitationRefused('source_id');
    const columns = citationColumns(values);
    if (columns.marriage_id !== null) {
      const marriage = await db
        .selectFrom('marriages')
        .select(['husband_id', 'wife_id'])
        .where('id', '=', columns.marriage_id)
        .executeTakeFirst();
      if (!marriage) throw new CitationRefused('marriage_id');
      return [marriage.husband_id, marriage.wife_id];
    }
    if (columns.event_id !== null) {
      const event = await db
        .selectFrom('member_events')
        .select('member_id')
        .where('id', '=', columns.event_id)
        .executeTakeFirst();
      if (!event) throw new CitationRefused('event_id');
      return [event.member_id];
    }
    const member = await db
      .selectFrom('family_members')
      .select('id')
      .where('id', '=', columns.member_id!)
      .executeTakeFirst();
    if (!member) throw new CitationRefused('member_id');
    return [member.id];
  }

  /** A branch editor cites only facts of his branch: a marriage's when either spouse is in it. */
  async function assertInBranch(subjects: readonly number[], branchRootId: number | null): Promise<void> {
    if (branchRootId === null) return;
    const marriages = await db.selectFrom('marriages').select(['husband_id', 'wife_id']).execute();
    const branch = branchMemberIds(await linksOf(db), marriages, branchRootId);
    if (!subjects.some((id) => branch.has(id))) throw new CitationOutsideBranch();
  }

  /** The members the stored citation's fact is about; [] when the citation is gone. */
  async function storedSubjects(id: number): Promise<number[] | undefined> {
    const row = await citedFacts(db).where('c.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const fact = asFact(row);
    return fact.spouse_id === null ? [fact.subject_id] : [fact.subject_id, fact.spouse_id];
  }

  return {
    list: () => records(),
    find: async (id: number) => (await records(id))[0],
    async create(values: SourceValues): Promise<SourceRecord> {
      await assertAuthor(values.author_member_id);
      const now = nowIso();
      const row = await db
        .insertInto('sources')
        .values({ ...sourceColumns(values), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await records(row.id))[0]!;
    },
    /** With `expectedVersion`, a compare-and-set (decision 026). */
    async update(
      id: number,
      values: SourceValues,
      expectedVersion?: number,
    ): Promise<SourceRecord | undefined> {
      await assertAuthor(values.author_member_id);
      const row = await updateVersioned(
        db,
        'sources',
        id,
        { ...sourceColumns(values), updated_at: nowIso() },
        expectedVersion,
      );
      return row && (await records(id))[0];
    },
    /** False when already gone; throws SourceInUse while a citation names it. */
    async delete(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const cited = await trx
          .selectFrom('citations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('source_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(cited.n) > 0) throw new SourceInUse(Number(cited.n));
        const result = await trx.deleteFrom('sources').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Every source and citation as stored, for an export (decision 060). */
    async everything(): Promise<{ sources: SourceRow[]; citations: CitationRow[] }> {
      const [sources, citations] = await Promise.all([
        db.selectFrom('sources').selectAll().orderBy('id').execute(),
        db.selectFrom('citations').selectAll().orderBy('id').execute(),
      ]);
      return { sources, citations };
    },

    /** The sources the family made public, each with the day it last changed: the sitemap's. */
    listPublic(): Promise<Pick<SourceRow, 'id' | 'updated_at'>[]> {
      return db
        .selectFrom('sources')
        .select(['id', 'updated_at'])
        .where('is_public', '=', 1)
        .orderBy('id')
        .execute();
    },

    /** A public source, or undefined (unknown or kept to the keepers). */
    findPublic(id: number): Promise<SourceRow | undefined> {
      return db
        .selectFrom('sources')
        .selectAll()
        .where('id', '=', id)
        .where('is_public', '=', 1)
        .executeTakeFirst();
    },

    /** The facts a source supports, each with the member it is about. */
    async factsOf(sourceId: number): Promise<CitedFactRow[]> {
      const rows = await citedFacts(db).where('c.source_id', '=', sourceId).orderBy('c.id').execute();
      return rows.map(asFact);
    },

    /**
     * Every citation of a member's facts: its own, its marriages' and its events', with each
     * source's title; `publicOnly`, those of public sources alone (its public page).
     */
    async citationsOfMember(
      memberId: number,
      publicOnly = false,
    ): Promise<(CitationRecord & CitedFactRow)[]> {
      const marriages = db
        .selectFrom('marriages')
        .select('id')
        .where((eb) => eb.or([eb('husband_id', '=', memberId), eb('wife_id', '=', memberId)]));
      const events = db.selectFrom('member_events').select('id').where('member_id', '=', memberId);
      const rows = await citedFacts(db)
        .innerJoin('sources as s', 's.id', 'c.source_id')
        .select([
          'c.version',
          'c.created_at',
          'c.updated_at',
          'c.import_batch_id',
          's.title as source_title',
          's.kind as source_kind',
          's.is_public as source_public',
        ])
        .where((eb) =>
          eb.or([
            eb('c.member_id', '=', memberId),
            eb('c.marriage_id', 'in', marriages),
            eb('c.event_id', 'in', events),
          ]),
        )
        .$if(publicOnly, (query) => query.where('s.is_public', '=', 1))
        .orderBy('c.id')
        .execute();
      return rows.map((row) => ({ ...row, ...asFact(row) }));
    },

    findCitation: citation,
    /** The members a stored citation's fact is about; undefined when it is gone. */
    storedSubjects,
    async createCitation(values: CitationValues, branchRootId: number | null): Promise<CitationRecord> {
      await assertInBranch(await subjectsOf(values), branchRootId);
      const now = nowIso();
      const row = await db
        .insertInto('citations')
        .values({ ...citationColumns(values), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await citation(row.id))!;
    },
    /** Both the fact it cited and the one it will cite must be within a branch editor's branch. */
    async updateCitation(
      id: number,
      values: CitationValues,
      branchRootId: number | null,
      expectedVersion?: number,
    ): Promise<CitationRecord | undefined> {
      const before = await storedSubjects(id);
      if (!before) return undefined;
      await assertInBranch(before, branchRootId);
      await assertInBranch(await subjectsOf(values), branchRootId);
      const row = await updateVersioned(
        db,
        'citations',
        id,
        { ...citationColumns(values), updated_at: nowIso() },
        expectedVersion,
      );
      return row && citation(id);
    },
    async deleteCitation(id: number, branchRootId: number | null): Promise<boolean> {
      const before = await storedSubjects(id);
      if (!before) return false;
      await assertInBranch(before, branchRootId);
      const result = await db.deleteFrom('citations').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The images of the sources: those the public may see, and those of the sources it may not. */
    async images(): Promise<{ withheld: string[]; shown: string[] }> {
      const rows = await db
        .selectFrom('sources')
        .select(['image', 'is_public'])
        .where('image', '!=', '')
        .execute();
      return {
        withheld: rows.filter((row) => row.is_public !== 1).map((row) => row.image),
        shown: rows.filter((row) => row.is_public === 1).map((row) => row.image),
      };
    },
  };
}
export type SourcesRepository = ReturnType<typeof sourcesRepository>;
