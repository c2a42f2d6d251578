import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product.md#diwan: GET /api/diwan/get.php → address, location, opening_hours, contact_phone, map_url.
 */
export const diwanQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.diwan,
    path: api.diwan,
    schema: () => import('#shared/schemas/diwan.ts').then((m) => m.diwanInfoSchema),
  });

export function useDiwan() {
  return useQuery(diwanQueryOptions());
}
