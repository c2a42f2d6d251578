import type { Kysely } from 'kysely';
import type { AuditAction, AuditRecordType } from '../../shared/audit/audit-types';
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
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The change history (issue #12): the application only appends to it and reads it. */
export function auditRepository(db: Kysely<Database>) {
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
        })
        .execute();
    },
    /** Failed sign-ins since `sinceIso`, newest first (the owner's dashboard), and how many in all. */
    async recentFailedLogins(sinceIso: string, limit = 20): Promise<{ rows: AuditLogRow[]; total: number }> {
      const recent = db
        .selectFrom('audit_log')
        .where('action', '=', 'login_failed')
        .where('created_at', '>=', sinceIso);
      const [rows, count] = await Promise.all([
        recent.selectAll().orderBy('id', 'desc').limit(limit).execute(),
        recent.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
