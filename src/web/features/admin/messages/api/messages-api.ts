import { api, withId } from '#shared/api-paths.ts';
import { newestFirst } from '#shared/ordering.ts';
import { apiMutation, defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The contact form's messages: the inbox (list.php), a delete (delete.php?id=). */
export const messagesApi = defineEntityApi<{ id: number }>()({
  keys: queryKeys.admin.messages,
  auth: true,
  // The sidebar's unread count and the dashboard read other admin queries.
  invalidates: [queryKeys.admin.all],
  list: {
    path: api.admin.messages.list,
    schema: () => import('#shared/schemas/contact.ts').then((m) => m.inboxResponseSchema),
    // Newest first, whatever order the server sends.
    unwrap: (inbox) => ({ ...inbox, data: newestFirst(inbox.data, (message) => message.createdAt) }),
    options: { staleTime: 0 },
  },
  remove: { path: api.admin.messages.delete },
});

export const { useList: useMessages, useRemove: useDeleteMessage } = messagesApi;

/** POST mark-read.php?id= with `{ read }`. */
export const useMarkMessageRead = apiMutation({
  request: ({ id, read }: { id: number; read: boolean }) => ({
    path: withId(api.admin.messages.markRead, id),
    body: { read },
  }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successResponseSchema),
  auth: true,
  invalidates: messagesApi.invalidates,
});
