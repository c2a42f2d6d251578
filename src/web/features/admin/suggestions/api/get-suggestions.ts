import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { newestFirst } from '../../../../../shared/ordering';
import { apiFetch } from '../../../../lib/api-client';

export const adminSuggestionsQueryKey = ['admin', 'suggestions'] as const;

/** GET suggestions/list.php: the queue, with each member's current values and the unread count. */
export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: adminSuggestionsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.suggestions.list,
        () =>
          import('../../../../../shared/schemas/member-suggestion').then((m) => m.suggestionsResponseSchema),
        { auth: true, signal },
      ),
    // Newest first, whatever order the server sends.
    select: (queue) => ({ ...queue, data: newestFirst(queue.data, (suggestion) => suggestion.createdAt) }),
    staleTime: 0,
  });

export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}
