import { z } from 'zod';
import { RESTORE_CONFIRMATION, backupMessages } from '../messages/backup';

/** POST /api/admin/backup/restore.php?confirm=استعادة: the owner typed the word (decision 029). */
export const backupRestoreQuerySchema = z.object({
  confirm: z.literal(RESTORE_CONFIRMATION, { error: backupMessages.errors.confirmation }),
});
