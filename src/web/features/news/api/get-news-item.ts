import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../shared/api-paths';
import { apiFetch, ApiError } from '../../../lib/api-client';

/**
 * SPEC §7: GET /api/news/get.php?id={id} → { news }. An unknown id (404, or 400 for a malformed
 * one) is an answer, not a failure: `null`, so the not-found page can be rendered on the server
 * and sent to the browser like any other data.
 */
export async function getNewsItem(id: number, signal?: AbortSignal) {
  try {
    return (
      await apiFetch(
        withId(api.news.get, id),
        () => import('../../../../shared/schemas/news').then((m) => m.newsItemResponseSchema),
        { signal },
      )
    ).news;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const newsItemQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['news', 'item', id] as const,
    queryFn: ({ signal }) => getNewsItem(id as number, signal),
    enabled: id !== null,
  });

export function useNewsItem(id: number | null) {
  return useQuery(newsItemQueryOptions(id));
}
