import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product.md#public-endpoints: GET /api/news/list.php → { news }. The client asks for a fresh copy every
 * time.
 */
export const newsListQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.news.list(),
    path: api.news.list,
    schema: () => import('#shared/schemas/news.ts').then((m) => m.newsListResponseSchema),
    unwrap: (answer) => answer.news,
  });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
