import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product.md#public-endpoints: GET /api/notable-people.php → the people, smallest `order` first. */
export const notablePeopleQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.notablePeople,
    path: api.notablePeople,
    schema: () =>
      import('../../../../shared/schemas/notable-person').then((m) => m.notablePeopleResponseSchema),
  });

export function useNotablePeople() {
  return useQuery(notablePeopleQueryOptions());
}
