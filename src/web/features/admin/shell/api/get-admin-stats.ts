import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** GET stats.php: the dashboard counters and the inbox's unread count. */
export const adminStatsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.stats.counters,
    path: api.admin.stats,
    schema: () => import('../../../../../shared/schemas/auth').then((m) => m.statsResponseSchema),
    auth: true,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
