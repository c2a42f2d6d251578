import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../db/schema';
import { nowIso } from '../lib/clock';

export function contactMessagesRepository(db: Kysely<Database>) {
  return {
    create(values: { name: string; subject: string; message: string }): Promise<ContactMessageRow> {
      return db
        .insertInto('contact_messages')
        .values({ ...values, created_at: nowIso(), read_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    list(): Promise<ContactMessageRow[]> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async markRead(id: number, read: boolean): Promise<boolean> {
      const result = await db
        .updateTable('contact_messages')
        .set({ read_at: read ? nowIso() : null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async countUnread(): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
