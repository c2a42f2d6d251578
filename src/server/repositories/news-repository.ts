import type { Kysely, Transaction } from 'kysely';
import type { NewsValues } from '#shared/schemas/news-input.ts';
import type { DialectName } from '../db/database';
import type { Database, NewsRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { lockTreeAndFindUnknownMembers } from './member-links';
import { inTransaction } from './in-transaction';
import { outAt as outAtOf, publicAt as publicAtOf } from './publishing-sql';
import { updateVersioned } from './versioned-write';

/** A news item with the members it names, in the admin's order. */
export type NewsWithMembers = NewsRow & { member_ids: number[] };

/** Some of `member_ids` name no member (deleted meanwhile, or never there). */
export class UnknownNewsMembers extends Error {
  constructor(readonly ids: number[]) {
    super('unknown news members');
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/** The shared rule (publishing-sql.ts) for the news table, as the news' readers and the views counter use it. */
export const publicAt = (now: string) => publicAtOf<'news'>(now);

/**
 * What a reader may see at `now`: the public, `publicAt`; a signed-in relative, every item that is
 * out, family-only ones included (docs/product.md#the-familys-own-circle).
 */
export const readableAt = (now: string, family: boolean) => (family ? outAtOf<'news'>(now) : publicAt(now));

/** Each item's member ids, in the admin's order. */
async function memberIdsOf(db: Db, newsIds: readonly number[]): Promise<Map<number, number[]>> {
  const byNews = new Map<number, number[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const rows = await db
    .selectFrom('news_members')
    .select(['news_id', 'member_id'])
    .where('news_id', 'in', [...newsIds])
    .orderBy('news_id')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) byNews.get(row.news_id)?.push(row.member_id);
  return byNews;
}

/** The items as the admin and the public read them, and what the public cache waits for. */
function newsReads(db: Kysely<Database>) {
  const list = (): Promise<NewsRow[]> =>
    db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
  const find = (id: number): Promise<NewsRow | undefined> =>
    db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  const listReadable = (now: string, family: boolean): Promise<NewsRow[]> =>
    db
      .selectFrom('news')
      .selectAll()
      .where(readableAt(now, family))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
  const findReadable = (id: number, now: string, family: boolean): Promise<NewsRow | undefined> =>
    db.selectFrom('news').selectAll().where('id', '=', id).where(readableAt(now, family)).executeTakeFirst();
  return {
    /** Newest first; the id breaks ties so the order is stable. Every item: the admin's list. */
    list,
    /** What the public may see at `now` (decision 016), newest first. */
    listPublic(now: string = nowIso()): Promise<NewsRow[]> {
      return listReadable(now, false);
    },
    /** What the public, or a relative signed in (`family`), may see at `now`, newest first. */
    listReadable,
    find,
    /** The item if the public may see it at `now`: a draft's or a waiting item's id is unknown. */
    findPublic(id: number, now: string = nowIso()): Promise<NewsRow | undefined> {
      return findReadable(id, now, false);
    },
    /** The item if this reader (the public, or a relative: `family`) may see it at `now`. */
    findReadable,
    /** Each item's member ids, in the admin's order (every id asked for has an entry). */
    memberIdsOf(newsIds: readonly number[]): Promise<Map<number, number[]>> {
      return memberIdsOf(db, newsIds);
    },
    /** The ids of the items naming the member, any status: the caller keeps the public ones. */
    async newsIdsNaming(memberId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('news_members')
        .select('news_id')
        .where('member_id', '=', memberId)
        .execute();
      return rows.map((row) => row.news_id);
    },
    /**
     * The next instant after `now` at which an item comes out without a write (decision 016):
     * the announcer wakes then, and with `public` the public cache forgets its answers (a family
     * item's time changes no public answer). Null when nothing is waiting.
     */
    async nextPublishAfter(now: string = nowIso(), audience?: 'public'): Promise<string | null> {
      let query = db
        .selectFrom('news')
        .select((eb) => eb.fn.min('publish_at').as('next'))
        .where('status', '!=', 'draft')
        .where('publish_at', '>', now);
      if (audience) query = query.where('audience', '=', audience);
      return (await query.executeTakeFirst())?.next ?? null;
    },
    /**
     * The items out at `now` and never announced, each marked announced in the same statement
     * (`announced_at` set only where still null), so two processes never announce one twice.
     */
    async takeUnannounced(now: string): Promise<NewsRow[]> {
      return db
        .updateTable('news')
        .set({ announced_at: now })
        .where('announced_at', 'is', null)
        .where(outAtOf<'news'>(now))
        .returningAll()
        .execute();
    },
    /** Items nobody is to be told of (the demo's): marked as announced already. */
    async markAnnounced(ids: readonly number[], now: string = nowIso()): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('news')
        .set({ announced_at: now })
        .where('id', 'in', [...ids])
        .where('announced_at', 'is', null)
        .execute();
    },
    async findWithMembers(id: number): Promise<NewsWithMembers | undefined> {
      const row = await find(id);
      return row ? withMembers(db, row) : undefined;
    },
    /** Every item with its member ids, newest first (the admin's list). */
    async listWithMembers(): Promise<NewsWithMembers[]> {
      const rows = await list();
      const links = await memberIdsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, member_ids: links.get(row.id) ?? [] }));
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The item's columns, less what the absent fields of an old client's body leave as they are. */
function columnsOf(values: NewsValues) {
  const {
    status,
    publish_at: publishAt,
    audience,
    member_ids: _links,
    version: _version,
    ...columns
  } = values;
  return {
    ...columns,
    ...(status !== undefined ? { status } : {}),
    ...(audience !== undefined ? { audience } : {}),
    ...(publishAt !== undefined ? { publish_at: publishAt } : {}),
  };
}

async function withMembers(trx: Db, row: NewsRow): Promise<NewsWithMembers> {
  return { ...row, member_ids: (await memberIdsOf(trx, [row.id])).get(row.id) ?? [] };
}

/** An item's create, update and delete, each in one transaction with the item's links to members. */
function newsWrites(db: Kysely<Database>, dialect: DialectName) {
  /**
   * Replaces the item's links, in one transaction with the item's write. The tree is locked like
   * any family write, so a member deleted meanwhile is reported, not half linked.
   */
  async function writeLinks(trx: Transaction<Database>, newsId: number, memberIds: readonly number[]) {
    const unknown = await lockTreeAndFindUnknownMembers(trx, dialect, memberIds);
    if (unknown.length > 0) throw new UnknownNewsMembers(unknown);
    await trx.deleteFrom('news_members').where('news_id', '=', newsId).execute();
    if (memberIds.length > 0) {
      await trx
        .insertInto('news_members')
        .values(
          memberIds.map((memberId, index) => ({ news_id: newsId, member_id: memberId, sort_order: index })),
        )
        .execute();
    }
  }

  return {
    /** A new item: published at once unless the body says otherwise (as older clients expect). */
    /**
     * `announcedAt`: a record the change history brings back was announced when it first came out,
     * and is not announced again.
     */
    async create(values: NewsValues, announcedAt: string | null = null): Promise<NewsWithMembers> {
      return inTransaction(db, async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('news')
          .values({ ...columnsOf(values), announced_at: announcedAt, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (values.member_ids !== undefined) await writeLinks(trx, row.id, values.member_ids);
        return withMembers(trx, row);
      });
    },
    /**
     * The fields the body carries; an absent status, publish time or member list stays as it was.
     * With `expectedVersion`, only that version is updated (compare-and-set, decision 026): an older
     * one throws StaleVersion.
     */
    async update(
      id: number,
      values: NewsValues,
      expectedVersion?: number,
    ): Promise<NewsWithMembers | undefined> {
      return inTransaction(db, async (trx) => {
        const columns = { ...columnsOf(values), updated_at: nowIso() };
        const row = await updateVersioned(trx, 'news', id, columns, expectedVersion);
        if (!row) return undefined;
        if (values.member_ids !== undefined) await writeLinks(trx, row.id, values.member_ids);
        return withMembers(trx, row);
      });
    },
    /** The item and its links to members. */
    async delete(id: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('news_members').where('news_id', '=', id).execute();
        const result = await trx.deleteFrom('news').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export function newsRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  return { ...newsReads(db), ...newsWrites(db, dialect) };
}
export type NewsRepository = ReturnType<typeof newsRepository>;
