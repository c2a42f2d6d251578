import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/history.php (issue #11): the page's texts, the timeline and the blocks; empty on a new site. */
export async function getHistory(signal?: AbortSignal) {
  return (
    await apiFetch(
      api.history,
      () => import('../../../../shared/schemas/history').then((m) => m.historyResponseSchema),
      { signal },
    )
  ).history;
}

export const historyQueryOptions = () =>
  queryOptions({
    queryKey: ['history'] as const,
    queryFn: ({ signal }) => getHistory(signal),
  });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
