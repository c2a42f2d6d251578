import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../shared/api-paths';
import type { NewsItem } from '../../../../shared/schemas/news';
import { apiFetch, ApiError } from '../../../lib/api-client';

/** SPEC §7: GET /api/news/get.php?id={id} → { news }. */
export async function getNewsItem(id: number, signal?: AbortSignal): Promise<NewsItem> {
  const [data, schemas] = await Promise.all([
    apiFetch<unknown>(withId(api.news.get, id), { signal }),
    import('./response-schemas'),
  ]);
  return schemas.newsItemResponseSchema.parse(data).news;
}

/** Only positive whole numbers are news ids; anything else is "not found" without asking the server. */
export function parseNewsId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
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
