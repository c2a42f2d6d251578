import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET the page's texts, the timeline and the blocks as stored (never the public cache's copy). */
export const adminHistoryQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.history,
      path: api.admin.history.get,
      schema: () => import('#shared/schemas/history.ts').then((m) => m.adminHistoryResponseSchema),
      auth: true,
      unwrap: (answer) => answer.data,
    },
    // A form opened from here starts from what is stored now, not from an earlier visit's copy.
    { staleTime: 0 },
  );

export function useAdminHistory() {
  return useQuery(adminHistoryQueryOptions());
}
