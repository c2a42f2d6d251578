import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { NotablePerson } from '../../../../../shared/schemas/notable-person';
import { apiFetch } from '../../../../lib/api-client';

export const adminPeopleQueryKey = ['admin', 'notable-people'] as const;

/** GET list.php: every notable person, in display order. */
export async function getAdminPeople(signal?: AbortSignal): Promise<NotablePerson[]> {
  const response = await apiFetch<{ success: boolean; data: NotablePerson[] }>(api.admin.notablePeople.list, {
    auth: true,
    signal,
  });
  return response.data;
}

export const adminPeopleQueryOptions = () =>
  queryOptions({ queryKey: adminPeopleQueryKey, queryFn: ({ signal }) => getAdminPeople(signal) });

export function useAdminPeople() {
  return useQuery(adminPeopleQueryOptions());
}
