import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET stats-trends.php: visits per day, members per month, the most-read news. Under the stats
 * key: what refreshes the counters after a save refreshes the charts too.
 */
export const statsTrendsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.stats.trends,
    path: api.admin.statsTrends,
    schema: () => import('../../../../../shared/schemas/dashboard').then((m) => m.statsTrendsResponseSchema),
    auth: true,
  });

export function useStatsTrends() {
  return useQuery(statsTrendsQueryOptions());
}
