import { api } from '#shared/api-paths.ts';
import { downloadFile } from '#web/lib/api-client.ts';

/** POST backup/download.php: a fresh archive of the whole site, saved by the browser. */
export function downloadBackup() {
  return downloadFile(api.admin.backup.download, 'nasab-backup.tar.gz', 'POST');
}
