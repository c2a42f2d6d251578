/**
 * The change history's vocabulary (issue #12, decision 022): what happened, and to which kind of
 * record. Shared so the owner's screen can name and filter them.
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'restore',
  'import',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'two_factor',
  'account',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditRecordTypes = [
  'member',
  'news',
  'notable_person',
  'diwan',
  'site_settings',
  'history_entry',
  'history_block',
  'history_page',
  'message',
  'suggestion',
  'import_batch',
  'image',
  'demo_content',
  /** Issue #13: a backup downloaded (create) or restored (restore). */
  'backup',
  'account',
  'session',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];
