import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

// Under ['admin', 'stats']: what refreshes the counters after a save refreshes the charts too.
export const statsTrendsQueryKey = ['admin', 'stats', 'trends'] as const;

/** GET stats-trends.php: visits per day, members per month, the most-read news. */
export const statsTrendsQueryOptions = () =>
  queryOptions({
    queryKey: statsTrendsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.statsTrends,
        () => import('../../../../../shared/schemas/dashboard').then((m) => m.statsTrendsResponseSchema),
        { auth: true, signal },
      ),
  });

export function useStatsTrends() {
  return useQuery(statsTrendsQueryOptions());
}
