import type { Kysely } from 'kysely';
import type { Database, MemberSuggestionRow } from '../db/schema';
import type { MemberSuggestionValues } from '#shared/schemas/member-suggestion-input.ts';
import type { HouseholdProposal } from '#shared/schemas/household-proposal.ts';
import { nowIso } from '../lib/clock';

export type NewMemberSuggestion = MemberSuggestionValues & { member_name: string };

/** A relative's household proposal (decision 050), stored in the same queue as a correction. */
export interface NewHouseholdProposal {
  /** The spouse or child a change is about; the proposer's own member for a new one. */
  member_id: number;
  member_name: string;
  message: string;
  /** The proposer's username: the queue's «from». */
  name: string;
  relative_account_id: number;
  proposer_member_id: number;
  proposal: HouseholdProposal;
  /** Set when the owner lets proposals apply at once: the member created or changed. */
  applied_member_id: number | null;
}

/** The corrections visitors suggested (decision 021): stored as sent, then read, applied or dismissed. */
export function memberSuggestionsRepository(db: Kysely<Database>) {
  /**
   * Closes a suggestion as applied or dismissed; reading it is implied. The administrator may
   * change their mind, so one replaces the other. False when it is gone.
   */
  async function close(
    id: number,
    status: 'applied' | 'dismissed',
    appliedMemberId?: number,
  ): Promise<boolean> {
    const now = nowIso();
    const result = await db
      .updateTable('member_suggestions')
      .set((eb) => ({
        applied_at: status === 'applied' ? now : null,
        dismissed_at: status === 'dismissed' ? now : null,
        read_at: eb.fn.coalesce('read_at', eb.val(now)),
        // The keeper's form names the member it saved; a plain «applied» keeps what was known.
        ...(appliedMemberId !== undefined ? { applied_member_id: appliedMemberId } : {}),
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
    /** Stored open, or applied already when it was applied at once (`applied_member_id`). */
    createProposal(values: NewHouseholdProposal): Promise<MemberSuggestionRow> {
      const now = nowIso();
      const applied = values.applied_member_id !== null;
      return db
        .insertInto('member_suggestions')
        .values({
          member_id: values.member_id,
          member_name: values.member_name,
          field: values.proposal.kind.endsWith('spouse') ? 'spouse' : 'other',
          message: values.message,
          correct_value: '',
          name: values.name,
          phone: '',
          created_at: now,
          read_at: null,
          applied_at: applied ? now : null,
          dismissed_at: null,
          relative_account_id: values.relative_account_id,
          proposer_member_id: values.proposer_member_id,
          proposal_json: JSON.stringify(values.proposal),
          applied_member_id: values.applied_member_id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** A relative's own proposals, newest first. */
    listByAccount(accountId: number): Promise<MemberSuggestionRow[]> {
      return db
        .selectFrom('member_suggestions')
        .selectAll()
        .where('relative_account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
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
    markApplied: (id: number, appliedMemberId?: number) => close(id, 'applied', appliedMemberId),
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
