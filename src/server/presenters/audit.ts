import type { AuditAction, AuditRecordType } from '#shared/audit/audit-types.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { AuditLogRow } from '../db/schema';

/** What an owner can bring back from the history (decision 025). */
export const RESTORABLE_TYPES = ['member', 'news', 'occasion'] as const satisfies readonly AuditRecordType[];
export type RestorableType = (typeof RESTORABLE_TYPES)[number];

/** A change to the values it left, or a deletion undone from the values it removed. */
export function isRestorable(row: AuditLogRow): boolean {
  if (!(RESTORABLE_TYPES as readonly string[]).includes(row.record_type) || row.record_id === null)
    return false;
  // A merge is undone from «الأفراد المكررون», where every reference it moved goes back with it
  // (decision 057); bringing back the survivor's fields alone would leave the rest behind.
  if (row.action === 'merge' || row.action === 'unmerge') return false;
  if (row.action === 'delete') return row.before_json !== null;
  return row.after_json !== null;
}

const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.created_at,
    username: row.username,
    action: row.action as AuditAction,
    record_type: row.record_type as AuditRecordType,
    record_id: row.record_id,
    summary: row.summary,
    before: parse(row.before_json),
    after: parse(row.after_json),
    ip: row.ip,
    by_relative: row.relative_account_id !== null,
    restorable: isRestorable(row),
  };
}
