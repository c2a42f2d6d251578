import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const adminHistoryQueryKey = ['admin', 'history'] as const;

/** GET the page's texts, the timeline and the blocks as stored (never the public cache's copy). */
export const adminHistoryQueryOptions = () =>
  queryOptions({
    queryKey: adminHistoryQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          api.admin.history.get,
          () => import('../../../../../shared/schemas/history').then((m) => m.adminHistoryResponseSchema),
          { auth: true, signal },
        )
      ).data,
    // A form opened from here starts from what is stored now, not from an earlier visit's copy.
    staleTime: 0,
  });

export function useAdminHistory() {
  return useQuery(adminHistoryQueryOptions());
}
