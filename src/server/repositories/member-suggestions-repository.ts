import type { Kysely } from 'kysely';
import type { Database, MemberSuggestionRow } from '../db/schema';
import type { MemberSuggestionValues } from '#shared/schemas/member-suggestion-input.ts';
import { nowIso } from '../lib/clock';

export type NewMemberSuggestion = MemberSuggestionValues & { member_name: string };

/** The corrections visitors suggested (decision 021): stored as sent, then read, applied or dismissed. */
export function memberSuggestionsRepository(db: Kysely<Database>) {
  /**
   * Closes a suggestion as applied or dismissed; reading it is implied. The administrator may
   * change their mind, so one replaces the other. False when it is gone.
   */
  async function close(id: number, status: 'applied' | 'dismissed'): Promise<boolean> {
    const now = nowIso();
    const result = await db
      .updateTable('member_suggestions')
      .set((eb) => ({
        applied_at: status === 'applied' ? now : null,
        dismissed_at: status === 'dismissed' ? now : null,
        read_at: eb.fn.coalesce('read_at', eb.val(now)),
      }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    create(values: NewMemberSuggestion): Promise<MemberSuggestionRow> {
      return db
        .insertInto('member_suggestions')
        .values({
          member_id: values.member_id,
          member_name: values.member_name,
          field: values.field,
          message: values.message,
          correct_value: values.correct_value,
          name: values.name,
          phone: values.phone,
          created_at: nowIso(),
          read_at: null,
          applied_at: null,
          dismissed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Newest first. */
    list(): Promise<MemberSuggestionRow[]> {
      return db
        .selectFrom('member_suggestions')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    find(id: number): Promise<MemberSuggestionRow | undefined> {
      return db.selectFrom('member_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markRead(id: number, read: boolean): Promise<boolean> {
      const result = await db
        .updateTable('member_suggestions')
        .set({ read_at: read ? nowIso() : null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    markApplied: (id: number) => close(id, 'applied'),
    dismiss: (id: number) => close(id, 'dismissed'),
    /** Unread and still open: what waits for the administrator (the sidebar's badge). */
    async countUnread(): Promise<number> {
      const row = await db
        .selectFrom('member_suggestions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('read_at', 'is', null)
        .where('applied_at', 'is', null)
        .where('dismissed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type MemberSuggestionsRepository = ReturnType<typeof memberSuggestionsRepository>;
