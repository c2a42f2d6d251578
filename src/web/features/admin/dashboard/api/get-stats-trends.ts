import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET stats-trends.php: visits per day, members per month, the most-read news. Under the stats
 * key: what refreshes the counters after a save refreshes the charts too.
 */
export const statsTrendsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.stats.trends,
    path: api.admin.statsTrends,
    schema: () => import('#shared/schemas/dashboard.ts').then((m) => m.statsTrendsResponseSchema),
    auth: true,
  });

export function useStatsTrends() {
  return useQuery(statsTrendsQueryOptions());
}
