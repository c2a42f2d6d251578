import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * docs/product.md#diwan: GET /api/diwan/get.php → address, location, opening_hours, contact_phone, map_url.
 */
export const diwanQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.diwan,
    path: api.diwan,
    schema: () => import('../../../../shared/schemas/diwan').then((m) => m.diwanInfoSchema),
  });

export function useDiwan() {
  return useQuery(diwanQueryOptions());
}
