import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { adminMessages } from '../../../../../shared/messages/admin';
import type { AdminNewsItem } from '../../../../../shared/schemas/news';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { adminNewsQueryKey } from './get-admin-news';

/**
 * GET item.php?id=. SPEC §8: a failure reads 'failed to fetch the news item (status)';
 * a reply that is not a news item reads 'invalid data format from the server'.
 */
export async function getAdminNewsItem(id: string, signal?: AbortSignal): Promise<AdminNewsItem> {
  try {
    return (
      await apiFetch(
        withId(api.admin.news.item, id),
        () => import('../../../../../shared/schemas/news').then((m) => m.adminNewsItemResponseSchema),
        { auth: true, signal },
      )
    ).data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnauthorized || error.isNetworkError) throw error;
    const text = error.invalidResponse
      ? adminMessages.news.invalidData
      : adminMessages.news.loadItemFailed(error.status);
    throw new ApiError(error.status, text);
  }
}

export const adminNewsItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminNewsQueryKey, id],
    queryFn: ({ signal }) => getAdminNewsItem(id, signal),
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminNewsItem(id: string | undefined) {
  return useQuery({ ...adminNewsItemQueryOptions(id ?? ''), enabled: id !== undefined });
}
