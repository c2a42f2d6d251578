import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** GET backup/status.php (owners): the schedule, the last archive, what to warn about. */
export const backupStatusQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.backup.status,
    path: api.admin.backup.status,
    schema: () => import('../../../../../shared/schemas/backup').then((m) => m.backupStatusResponseSchema),
    auth: true,
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
