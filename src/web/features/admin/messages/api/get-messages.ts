import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { newestFirst } from '../../../../../shared/ordering';
import type { ContactMessage } from '../../../../../shared/schemas/contact';
import { apiFetch } from '../../../../lib/api-client';

export const adminMessagesQueryKey = ['admin', 'messages'] as const;

export interface MessagesResponse {
  success: boolean;
  data: ContactMessage[];
  unreadCount: number;
}

export function getMessages(signal?: AbortSignal): Promise<MessagesResponse> {
  return apiFetch<MessagesResponse>(api.admin.messages.list, { auth: true, signal });
}

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: adminMessagesQueryKey,
    queryFn: ({ signal }) => getMessages(signal),
    // Newest first, whatever order the server sends.
    select: (response) => ({ ...response, data: newestFirst(response.data, (message) => message.createdAt) }),
    staleTime: 0,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
