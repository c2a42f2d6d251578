import { api } from '#shared/api-paths.ts';
import { postFormWithProgress } from '#web/lib/api-client.ts';

export interface RestoreRequest {
  file: File;
  /** What the owner typed: the server checks it is «استعادة». */
  confirm: string;
  onProgress: (percent: number) => void;
}

/** POST backup/restore.php?confirm=… with the multipart field `archive` (owners). */
export function restoreBackup({ file, confirm, onProgress }: RestoreRequest) {
  const form = new FormData();
  form.append('archive', file);
  return postFormWithProgress(
    `${api.admin.backup.restore}?confirm=${encodeURIComponent(confirm)}`,
    form,
    () => import('#shared/schemas/backup.ts').then((m) => m.backupRestoreResponseSchema),
    onProgress,
  );
}
