import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const adminStatsQueryKey = ['admin', 'stats'] as const;

/** GET stats.php: the dashboard counters and the inbox's unread count. */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.stats,
        () => import('../../../../../shared/schemas/auth').then((m) => m.statsResponseSchema),
        { auth: true, signal },
      ),
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
