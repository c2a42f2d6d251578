import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import type { NewsItem } from '../../../../shared/schemas/news';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/news/list.php → { news }. The client asks for a fresh copy every time. */
export async function getNewsList(signal?: AbortSignal): Promise<NewsItem[]> {
  const [data, schemas] = await Promise.all([
    apiFetch<unknown>(api.news.list, { signal }),
    import('./response-schemas'),
  ]);
  return schemas.newsListResponseSchema.parse(data).news;
}

export const newsListQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'list'] as const,
    queryFn: ({ signal }) => getNewsList(signal),
  });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
