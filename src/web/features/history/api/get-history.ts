import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/history.php (decision 020): the page's texts, the timeline and the blocks; empty on a new site.
 */
export const historyQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.history,
    path: api.history,
    schema: () => import('../../../../shared/schemas/history').then((m) => m.historyResponseSchema),
    unwrap: (answer) => answer.history,
  });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
