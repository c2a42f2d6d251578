import { roleMay, type AccessLevel, type AdminRole } from '../auth/roles';

/**
 * The change history's vocabulary (decision 022): what happened, and to which kind of
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
  /** A keeper invited a relative (docs/product.md#relatives-accounts). */
  'invite',
  /** Two members became one, and a merge undone (decision 057). */
  'merge',
  'unmerge',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditRecordTypes = [
  'member',
  'news',
  /** An occasion, a death notice among them (docs/product.md#occasions). */
  'occasion',
  'notable_person',
  /** A place of the family's list (decision 056). */
  'place',
  /** A source, and a citation tying a fact to one (decision 060). */
  'source',
  'citation',
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
  /** A backup downloaded (create) or restored (restore; decision 029). */
  'backup',
  'account',
  'session',
  /** A relative's account: its invitation, its creation, its sign-in failures, its revocation. */
  'relative',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

/**
 * Who may read one record's own history (audit/record.php): whoever may read that kind of record
 * in the admin, at the access level of its screens (decision 022). An account's history (its
 * sign-ins, password and two-factor changes, and the addresses they came from) is its keeper's own
 * and the owners' (decision 025); the whole log stays the owners'.
 */
export const recordHistoryAccess: Record<AuditRecordType, AccessLevel | 'ownAccount'> = {
  member: 'keeper',
  news: 'keeper',
  occasion: 'keeper',
  notable_person: 'keeper',
  place: 'keeper',
  source: 'keeper',
  citation: 'keeper',
  diwan: 'keeper',
  site_settings: 'owner',
  history_entry: 'keeper',
  history_block: 'keeper',
  history_page: 'keeper',
  message: 'editor',
  suggestion: 'keeper',
  import_batch: 'keeper',
  image: 'keeper',
  demo_content: 'keeper',
  backup: 'owner',
  account: 'ownAccount',
  session: 'owner',
  relative: 'editor',
};

export function mayReadRecordHistory(
  keeper: { role: AdminRole; userId: number },
  type: AuditRecordType,
  id: number,
): boolean {
  const access = recordHistoryAccess[type];
  if (access === 'ownAccount') return keeper.role === 'owner' || keeper.userId === id;
  return roleMay(keeper.role, access);
}
