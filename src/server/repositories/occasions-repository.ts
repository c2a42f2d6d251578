import type { Kysely, Transaction } from 'kysely';
import type { OccasionValues } from '#shared/schemas/occasion-input.ts';
import type { DialectName } from '../db/database';
import type { Database, OccasionRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { lockTreeAndFindUnknownMembers } from './member-links';
import { inTransaction } from './in-transaction';
import { outAt, publicAt } from './publishing-sql';
import { updateVersioned } from './versioned-write';

/** An occasion with the members it concerns, in the keeper's order. */
export type OccasionWithMembers = OccasionRow & { member_ids: number[] };

/** Some of `member_ids` name no member (deleted meanwhile, or never there). */
export class UnknownOccasionMembers extends Error {
  constructor(readonly ids: number[]) {
    super('unknown occasion members');
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/** Who reads: the public, or a signed-in relative, who reads the family-only occasions too. */
export type OccasionReader = 'public' | 'relative';

/** What a reader may see at `now`: decision 016's rule, the family's occasions for a relative. */
const visibleAt = (reader: OccasionReader, now: string) =>
  reader === 'public' ? publicAt<'occasions'>(now) : outAt<'occasions'>(now);

async function memberIdsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byOccasion = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOccasion;
  const rows = await db
    .selectFrom('occasion_members')
    .select(['occasion_id', 'member_id'])
    .where('occasion_id', 'in', [...ids])
    .orderBy('occasion_id')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) byOccasion.get(row.occasion_id)?.push(row.member_id);
  return byOccasion;
}

async function withMembers(db: Db, rows: OccasionRow[]): Promise<OccasionWithMembers[]> {
  const links = await memberIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, member_ids: links.get(row.id) ?? [] }));
}

function occasionReads(db: Kysely<Database>) {
  const find = async (id: number): Promise<OccasionWithMembers | undefined> => {
    const row = await db.selectFrom('occasions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && (await withMembers(db, [row]))[0];
  };
  return {
    /** Every occasion, latest day first (the admin's list). */
    async list(): Promise<OccasionWithMembers[]> {
      const rows = await db
        .selectFrom('occasions')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return withMembers(db, rows);
    },
    find,
    /**
     * What the reader may see at `now`, by day (earliest first; the caller puts the upcoming ones
     * first); `memberId`: only those concerning that member.
     */
    async listVisible(
      reader: OccasionReader,
      now: string,
      memberId?: number,
    ): Promise<OccasionWithMembers[]> {
      let query = db.selectFrom('occasions').selectAll().where(visibleAt(reader, now));
      if (memberId !== undefined) {
        query = query.where('id', 'in', (eb) =>
          eb.selectFrom('occasion_members').select('occasion_id').where('member_id', '=', memberId),
        );
      }
      return withMembers(db, await query.orderBy('date').orderBy('id').execute());
    },
    /** The occasion if the reader may see it at `now`: a draft's or a waiting one's id is unknown. */
    async findVisible(
      reader: OccasionReader,
      id: number,
      now: string,
    ): Promise<OccasionWithMembers | undefined> {
      const row = await db
        .selectFrom('occasions')
        .selectAll()
        .where('id', '=', id)
        .where(visibleAt(reader, now))
        .executeTakeFirst();
      return row && (await withMembers(db, [row]))[0];
    },
    /**
     * The next instant after `now` at which an occasion becomes public without a write (decision
     * 016): the public cache forgets its answers then, and the announcer wakes. Null when none waits.
     */
    async nextPublishAfter(now: string = nowIso(), audience?: 'public'): Promise<string | null> {
      let query = db
        .selectFrom('occasions')
        .select((eb) => eb.fn.min('publish_at').as('next'))
        .where('status', '!=', 'draft')
        .where('publish_at', '>', now);
      if (audience) query = query.where('audience', '=', audience);
      return (await query.executeTakeFirst())?.next ?? null;
    },
    /**
     * The occasions out at `now` and never announced, each marked announced in the same statement
     * (`announced_at` set only where still null), so two processes never announce one twice.
     */
    async takeUnannounced(now: string): Promise<OccasionWithMembers[]> {
      const rows = await db
        .updateTable('occasions')
        .set({ announced_at: now })
        .where('announced_at', 'is', null)
        .where(outAt<'occasions'>(now))
        .returningAll()
        .execute();
      return withMembers(db, rows);
    },
  };
}

/** The columns of an occasion's values; the phones one a line, as the column keeps them. */
function columnsOf(values: OccasionValues) {
  const { member_ids: _links, version: _version, apply_death_date: _apply, phones, ...columns } = values;
  return { ...columns, phones: phones.join('\n') };
}

function occasionWrites(db: Kysely<Database>, dialect: DialectName) {
  /** Replaces the links, under the tree's lock like news links, so a member deleted meanwhile is reported. */
  async function writeLinks(trx: Transaction<Database>, occasionId: number, memberIds: readonly number[]) {
    const unknown = await lockTreeAndFindUnknownMembers(trx, dialect, memberIds);
    if (unknown.length > 0) throw new UnknownOccasionMembers(unknown);
    await trx.deleteFrom('occasion_members').where('occasion_id', '=', occasionId).execute();
    if (memberIds.length > 0) {
      await trx
        .insertInto('occasion_members')
        .values(
          memberIds.map((memberId, index) => ({
            occasion_id: occasionId,
            member_id: memberId,
            sort_order: index,
          })),
        )
        .execute();
    }
  }

  return {
    /**
     * `announcedAt`: a record the change history brings back was announced when it first came out,
     * and is not announced again.
     */
    async create(values: OccasionValues, announcedAt: string | null = null): Promise<OccasionWithMembers> {
      return inTransaction(db, async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('occasions')
          .values({ ...columnsOf(values), announced_at: announcedAt, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeLinks(trx, row.id, values.member_ids);
        return (await withMembers(trx, [row]))[0]!;
      });
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): an older one throws StaleVersion. */
    async update(id: number, values: OccasionValues, expectedVersion?: number) {
      return inTransaction(db, async (trx) => {
        const row = await updateVersioned(
          trx,
          'occasions',
          id,
          { ...columnsOf(values), updated_at: nowIso() },
          expectedVersion,
        );
        if (!row) return undefined;
        await writeLinks(trx, row.id, values.member_ids);
        return (await withMembers(trx, [row]))[0]!;
      });
    },
    async delete(id: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('occasion_members').where('occasion_id', '=', id).execute();
        const result = await trx.deleteFrom('occasions').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export function occasionsRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  return { ...occasionReads(db), ...occasionWrites(db, dialect) };
}
export type OccasionsRepository = ReturnType<typeof occasionsRepository>;
