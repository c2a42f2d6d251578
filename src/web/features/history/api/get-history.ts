import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/history.php (decision 020): the page's texts, the timeline and the blocks; empty on a new site.
 */
export const historyQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.history,
    path: api.history,
    schema: () => import('#shared/schemas/history.ts').then((m) => m.historyResponseSchema),
    unwrap: (answer) => answer.history,
  });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
