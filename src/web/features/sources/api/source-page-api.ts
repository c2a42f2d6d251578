import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product.md#sources: GET /api/sources/get.php?id= → { source }. An unknown id, or a source
 * the family keeps to itself, is `null`, rendered as the 404 page on the server like any data.
 */
export const sourcePageQueryOptions = (id: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.sources.item(id),
      path: withId(api.sources.get, id ?? ''),
      schema: () => import('#shared/schemas/source.ts').then((m) => m.sourcePageResponseSchema),
      unwrap: (answer) => answer.source,
      missingIsNull: true,
    },
    { enabled: id !== null },
  );

export function useSourcePage(id: number | null) {
  return useQuery(sourcePageQueryOptions(id));
}
