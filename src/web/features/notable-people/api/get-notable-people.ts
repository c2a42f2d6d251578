import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../shared/api-paths';
import { notablePersonSchema, type NotablePerson } from '../../../../shared/schemas/notable-person';
import { apiFetch } from '../../../lib/api-client';

const responseSchema = z.array(notablePersonSchema);

/** SPEC §7: GET /api/notable-people.php → the people, smallest `order` first. */
export async function getNotablePeople(signal?: AbortSignal): Promise<NotablePerson[]> {
  return responseSchema.parse(await apiFetch<unknown>(api.notablePeople, { signal }));
}

export const notablePeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['notable-people'] as const,
    queryFn: ({ signal }) => getNotablePeople(signal),
  });

export function useNotablePeople() {
  return useQuery(notablePeopleQueryOptions());
}
