import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/notable-people.php → the people, smallest `order` first. */
export function getNotablePeople(signal?: AbortSignal) {
  return apiFetch(
    api.notablePeople,
    () => import('../../../../shared/schemas/notable-person').then((m) => m.notablePeopleResponseSchema),
    { signal },
  );
}

export const notablePeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['notable-people'] as const,
    queryFn: ({ signal }) => getNotablePeople(signal),
  });

export function useNotablePeople() {
  return useQuery(notablePeopleQueryOptions());
}
