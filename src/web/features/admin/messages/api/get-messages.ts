import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { newestFirst } from '../../../../../shared/ordering';
import { apiFetch } from '../../../../lib/api-client';

export const adminMessagesQueryKey = ['admin', 'messages'] as const;

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: adminMessagesQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.messages.list,
        () => import('../../../../../shared/schemas/contact').then((m) => m.inboxResponseSchema),
        { auth: true, signal },
      ),
    // Newest first, whatever order the server sends.
    select: (inbox) => ({ ...inbox, data: newestFirst(inbox.data, (message) => message.createdAt) }),
    staleTime: 0,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
