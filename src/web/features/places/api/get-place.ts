import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/places/get.php?id= (docs/product.md#places). An unknown place, or one with nothing its
 * reader may see, is an answer, not a failure: `null`, rendered as the 404 page.
 */
export const placeQueryOptions = (id: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.places.item(id),
      path: withId(api.places.get, id ?? ''),
      schema: () => import('#shared/schemas/place.ts').then((m) => m.placePageResponseSchema),
      unwrap: (answer) => answer.place,
      missingIsNull: true,
    },
    { enabled: id !== null },
  );

export function usePlace(id: number | null) {
  return useQuery(placeQueryOptions(id));
}
