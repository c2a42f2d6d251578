import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET stats.php: the dashboard counters and the inbox's unread count. */
export const adminStatsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.stats.counters,
    path: api.admin.stats,
    schema: () => import('#shared/schemas/auth.ts').then((m) => m.statsResponseSchema),
    auth: true,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
