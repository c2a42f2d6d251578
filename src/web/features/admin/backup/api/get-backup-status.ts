import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const backupStatusQueryKey = ['admin', 'backup', 'status'] as const;

/** GET backup/status.php (issue #13, owners): the schedule, the last archive, what to warn about. */
export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupStatusQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.backup.status,
        () => import('../../../../../shared/schemas/backup').then((m) => m.backupStatusResponseSchema),
        { auth: true, signal },
      ),
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
