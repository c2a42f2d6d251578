import type { Kysely } from 'kysely';
import type { AuditAction, AuditRecordType } from '#shared/audit/audit-types.ts';
import type { AuditLogRow, Database } from '../db/schema';
import { nowIso } from '../lib/clock';

export interface AuditEntryInput {
  userId: number | null;
  username: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
  ip: string;
  /** A change a relative made themselves (their account's id); absent for a keeper's. */
  relativeAccountId?: number;
}

/** Failed sign-ins with one username from one address (the owner's dashboard, decision 023). */
export interface FailedLoginGroup {
  username: string;
  /** Whose sign-in it was: the keepers' (admin) or a relative's; the two name their accounts apart. */
  account: 'keeper' | 'relative';
  ip: string;
  tries: number;
  lastAt: string;
}

/** How a restore that recreated a deleted record names the entry it came from (one per entry). */
export const recreatedSummary = (entryId: number) => `recreated from change ${entryId}`;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Entries appended and read back: the owner's list, one record's history, a restore's source. */
function auditEntries(db: Kysely<Database>) {
  return {
    async append(entry: AuditEntryInput, executor: Kysely<Database> = db): Promise<void> {
      await executor
        .insertInto('audit_log')
        .values({
          created_at: nowIso(),
          user_id: entry.userId,
          username: entry.username,
          action: entry.action,
          record_type: entry.recordType,
          record_id: entry.recordId,
          summary: entry.summary ?? '',
          before_json: json(entry.before),
          after_json: json(entry.after),
          ip: entry.ip,
          relative_account_id: entry.relativeAccountId ?? null,
        })
        .execute();
    },
    async list(
      filters: { user: string; type?: string; action?: string; fromIso?: string; toIso?: string },
      page: number,
      perPage: number,
    ): Promise<{ rows: AuditLogRow[]; total: number }> {
      const filtered = db
        .selectFrom('audit_log')
        .$if(filters.user !== '', (q) => q.where('username', '=', filters.user))
        .$if(filters.type !== undefined, (q) => q.where('record_type', '=', filters.type!))
        .$if(filters.action !== undefined, (q) => q.where('action', '=', filters.action!))
        .$if(filters.fromIso !== undefined, (q) => q.where('created_at', '>=', filters.fromIso!))
        .$if(filters.toIso !== undefined, (q) => q.where('created_at', '<', filters.toIso!));
      const [rows, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    forRecord(type: AuditRecordType, id: number): Promise<AuditLogRow[]> {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .where('record_type', '=', type)
        .where('record_id', '=', id)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },
    find(id: number): Promise<AuditLogRow | undefined> {
      return db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The restore that already brought a deleted record back from this entry, if any. */
    recreatedFrom(entryId: number): Promise<AuditLogRow | undefined> {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'restore')
        .where('summary', '=', recreatedSummary(entryId))
        .executeTakeFirst();
    },
  };
}

/** The failed sign-ins the log holds, as the owner's dashboard groups them (decision 023). */
function failedSignIns(db: Kysely<Database>) {
  return {
    /**
     * Failed sign-ins since `sinceIso` (the owner's dashboard), one row per account and address
     * with how many tries and the last one, latest first; and how many failures in all.
     */
    async recentFailedLogins(
      sinceIso: string,
      limit = 20,
    ): Promise<{ groups: FailedLoginGroup[]; total: number }> {
      const recent = db
        .selectFrom('audit_log')
        .where('action', '=', 'login_failed')
        .where('created_at', '>=', sinceIso);
      const [groups, count] = await Promise.all([
        recent
          .select((eb) => [
            'username',
            'record_type',
            'ip',
            eb.fn.countAll<number | string>().as('tries'),
            eb.fn.max('created_at').as('last_at'),
          ])
          .groupBy(['username', 'record_type', 'ip'])
          .orderBy('last_at', 'desc')
          .limit(limit)
          .execute(),
        recent.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        groups: groups.map((group) => ({
          username: group.username,
          account: group.record_type === 'relative' ? ('relative' as const) : ('keeper' as const),
          ip: group.ip,
          tries: Number(group.tries),
          lastAt: group.last_at,
        })),
        total: Number(count.n),
      };
    },
  };
}

/** The change history (decision 025): the application only appends to it and reads it. */
export function auditRepository(db: Kysely<Database>) {
  return { ...auditEntries(db), ...failedSignIns(db) };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
