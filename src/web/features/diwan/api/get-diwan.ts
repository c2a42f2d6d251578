import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/diwan/get.php → address, location, opening_hours, contact_phone, map_url. */
export function getDiwan(signal?: AbortSignal) {
  return apiFetch(
    api.diwan,
    () => import('../../../../shared/schemas/diwan').then((m) => m.diwanInfoSchema),
    { signal },
  );
}

export const diwanQueryOptions = () =>
  queryOptions({
    queryKey: ['diwan'],
    queryFn: ({ signal }) => getDiwan(signal),
  });

export function useDiwan() {
  return useQuery(diwanQueryOptions());
}
