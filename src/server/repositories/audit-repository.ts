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
