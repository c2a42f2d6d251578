import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../shared/api-paths';
import { newsItemResponseSchema } from '../../../../shared/schemas/news';
import { apiFetch, ApiError } from '../../../lib/api-client';

/** SPEC §7: GET /api/news/get.php?id={id} → { news }. */
export async function getNewsItem(id: number, signal?: AbortSignal) {
  return (await apiFetch(withId(api.news.get, id), newsItemResponseSchema, { signal })).news;
}

/** The server answers 404 for an unknown id (and 400 for a malformed one): both mean "no such news". */
export function isNewsNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
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
