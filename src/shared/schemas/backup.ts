import * as z from 'zod/mini';
import { backupKinds } from '../backup-kinds';

/** One archive in the backups folder (decision 029). */
const storedBackupSchema = z.object({
  name: z.string(),
  kind: z.enum(backupKinds),
  createdAt: z.string(),
  bytes: z.number(),
});
export type StoredBackupView = z.infer<typeof storedBackupSchema>;

/**
 * GET /api/admin/backup/status.php (owners): the schedule, the last archive, the last failure of
 * the schedule, and what the dashboard should warn about.
 */
export const backupStatusResponseSchema = z.object({
  success: z.literal(true),
  schedule: z.object({
    daily: z.boolean(),
    /** HH:MM, Kuwait time. */
    time: z.string(),
    keepDaily: z.number(),
    keepWeekly: z.number(),
  }),
  last: z.nullable(storedBackupSchema),
  lastFailure: z.nullable(z.object({ at: z.string(), message: z.string() })),
  /** none; never: no archive; old: the last is older than the schedule allows; failed. */
  warning: z.enum(['none', 'never', 'old', 'failed']),
  /** Days since the last archive (whole days), null without one. */
  ageDays: z.nullable(z.number()),
  backups: z.array(storedBackupSchema),
});
export type BackupStatus = z.infer<typeof backupStatusResponseSchema>;

/** POST /api/admin/backup/restore.php: what was restored, and whether the owner is still signed in. */
export const backupRestoreResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  signedIn: z.boolean(),
  restored: z.object({ createdAt: z.string(), rows: z.number(), uploads: z.number() }),
  /** The archive of the site as it was just before, in the backups folder. */
  safetyBackup: z.nullable(z.string()),
});
export type BackupRestoreResult = z.infer<typeof backupRestoreResponseSchema>;
