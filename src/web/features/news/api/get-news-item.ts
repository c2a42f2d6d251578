import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product.md#public-endpoints: GET /api/news/get.php?id={id} → { news }. An unknown id is an answer, not
 * a failure:
 * `null`, so the not-found page can be rendered on the server and sent to the browser like any
 * other data.
 */
export const newsItemQueryOptions = (id: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.news.item(id),
      path: withId(api.news.get, id ?? ''),
      schema: () => import('#shared/schemas/news.ts').then((m) => m.newsItemResponseSchema),
      unwrap: (answer) => answer.news,
      missingIsNull: true,
    },
    { enabled: id !== null },
  );

export function useNewsItem(id: number | null) {
  return useQuery(newsItemQueryOptions(id));
}
