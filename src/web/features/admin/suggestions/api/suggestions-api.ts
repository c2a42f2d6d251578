import { api, withId } from '#shared/api-paths.ts';
import { newestFirst } from '#shared/ordering.ts';
import { apiMutation, defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET suggestions/list.php: the queue, with each member's current values and the unread count. */
export const suggestionsApi = defineEntityApi<{ id: number }>()({
  keys: queryKeys.admin.suggestions,
  auth: true,
  // The sidebar's unread count reads stats.php, another admin query.
  invalidates: [queryKeys.admin.all],
  list: {
    path: api.admin.suggestions.list,
    schema: () => import('#shared/schemas/member-suggestion.ts').then((m) => m.suggestionsResponseSchema),
    // Newest first, whatever order the server sends.
    unwrap: (queue) => ({ ...queue, data: newestFirst(queue.data, (suggestion) => suggestion.createdAt) }),
    options: { staleTime: 0 },
  },
});

export const { useList: useSuggestions } = suggestionsApi;

const successMessage = () =>
  import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema);

/** «تجاهل»: closes the suggestion; nothing changes in the member. */
export const useDismissSuggestion = apiMutation({
  request: (id: number) => ({ path: withId(api.admin.suggestions.dismiss, id) }),
  schema: successMessage,
  auth: true,
  invalidates: suggestionsApi.invalidates,
});

/** Records that the change was made: after the member form's save, or by hand from the queue. */
export const useMarkSuggestionApplied = apiMutation({
  request: (id: number) => ({ path: withId(api.admin.suggestions.apply, id) }),
  schema: successMessage,
  auth: true,
  invalidates: suggestionsApi.invalidates,
});

export const useMarkSuggestionRead = apiMutation({
  request: ({ id, read }: { id: number; read: boolean }) => ({
    path: withId(api.admin.suggestions.markRead, id),
    body: { read },
  }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successResponseSchema),
  auth: true,
  invalidates: suggestionsApi.invalidates,
});
