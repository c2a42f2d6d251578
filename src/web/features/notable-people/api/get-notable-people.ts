import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import type { NotablePerson } from '../../../../shared/schemas/notable-person';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/notable-people.php → the people, smallest `order` first. */
export async function getNotablePeople(signal?: AbortSignal): Promise<NotablePerson[]> {
  const [data, schemas] = await Promise.all([
    apiFetch<unknown>(api.notablePeople, { signal }),
    import('./response-schemas'),
  ]);
  return schemas.notablePeopleResponseSchema.parse(data);
}

export const notablePeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['notable-people'] as const,
    queryFn: ({ signal }) => getNotablePeople(signal),
  });

export function useNotablePeople() {
  return useQuery(notablePeopleQueryOptions());
}
