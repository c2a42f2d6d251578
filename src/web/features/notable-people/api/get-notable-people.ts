import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product.md#public-endpoints: GET /api/notable-people.php → the people, smallest `order` first. */
export const notablePeopleQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.notablePeople,
    path: api.notablePeople,
    schema: () => import('#shared/schemas/notable-person.ts').then((m) => m.notablePeopleResponseSchema),
  });

export function useNotablePeople() {
  return useQuery(notablePeopleQueryOptions());
}
