import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
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

/** Newest first, whatever order the server sends. */
export function sortNewestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id,
  );
}

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: adminMessagesQueryKey,
    queryFn: ({ signal }) => getMessages(signal),
    select: (response) => ({ ...response, data: sortNewestFirst(response.data) }),
    staleTime: 0,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
