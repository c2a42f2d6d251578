import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * docs/product.md#public-endpoints: GET /api/news/list.php → { news }. The client asks for a fresh copy every
 * time.
 */
export const newsListQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.news.list(),
    path: api.news.list,
    schema: () => import('../../../../shared/schemas/news').then((m) => m.newsListResponseSchema),
    unwrap: (answer) => answer.news,
  });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
