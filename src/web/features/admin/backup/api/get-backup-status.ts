import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET backup/status.php (owners): the schedule, the last archive, what to warn about. */
export const backupStatusQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.backup.status,
    path: api.admin.backup.status,
    schema: () => import('#shared/schemas/backup.ts').then((m) => m.backupStatusResponseSchema),
    auth: true,
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
