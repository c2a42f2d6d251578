import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/occasion.ts');

/**
 * docs/product.md#public-endpoints: GET /api/occasions/list.php → { today, occasions }, upcoming first;
 * `member`: only the occasions concerning that member (their page).
 */
export const occasionListQueryOptions = (member?: number) =>
  apiQuery({
    queryKey: member === undefined ? queryKeys.occasions.list() : queryKeys.occasions.list({ member }),
    path: member === undefined ? api.occasions.list : `${api.occasions.list}?member=${member}`,
    schema: () => schemas().then((m) => m.occasionListResponseSchema),
  });

export function useOccasionList(member?: number) {
  return useQuery(occasionListQueryOptions(member));
}

/** GET /api/occasions/get.php?id= → { occasion }; an unknown id is `null`, rendered as the 404 page. */
export const occasionQueryOptions = (id: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.occasions.item(id),
      path: withId(api.occasions.get, id ?? ''),
      schema: () => schemas().then((m) => m.occasionResponseSchema),
      unwrap: (answer) => answer.occasion,
      missingIsNull: true,
    },
    { enabled: id !== null },
  );

export function useOccasion(id: number | null) {
  return useQuery(occasionQueryOptions(id));
}
