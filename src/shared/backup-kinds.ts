/**
 * What made a backup archive (decision 029): `npm run backup` or the owner's download, the daily
 * schedule (the only kind its retention deletes), or a restore keeping the site it replaced.
 */
export const backupKinds = ['backup', 'auto', 'before-restore'] as const;
export type BackupKind = (typeof backupKinds)[number];
