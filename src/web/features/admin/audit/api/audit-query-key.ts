/** Every change-history query starts with this, so a restore can refresh them all. */
export const auditQueryKey = ['admin', 'audit'] as const;
