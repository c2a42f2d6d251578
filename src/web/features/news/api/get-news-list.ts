import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/news/list.php → { news }. The client asks for a fresh copy every time. */
export async function getNewsList(signal?: AbortSignal) {
  return (
    await apiFetch(
      api.news.list,
      () => import('../../../../shared/schemas/news').then((m) => m.newsListResponseSchema),
      { signal },
    )
  ).news;
}

export const newsListQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'list'] as const,
    queryFn: ({ signal }) => getNewsList(signal),
  });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
