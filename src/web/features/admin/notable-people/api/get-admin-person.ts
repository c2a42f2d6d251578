import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { notablePersonSchema, type NotablePerson } from '../../../../../shared/schemas/notable-person';
import { adminMessages } from '../../../../../shared/messages/admin';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { adminPeopleQueryKey } from './get-admin-people';

/** GET get.php?id=. A reply that is not a person is a load failure, not a blank form. */
export async function getAdminPerson(id: string, signal?: AbortSignal): Promise<NotablePerson> {
  const response = await apiFetch<{ data?: unknown }>(withId(api.admin.notablePeople.get, id), {
    auth: true,
    signal,
  });
  const parsed = notablePersonSchema.safeParse(response.data);
  if (!parsed.success) throw new ApiError(200, adminMessages.people.loadPersonFailed);
  return parsed.data;
}

export const adminPersonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPeopleQueryKey, id],
    queryFn: ({ signal }) => getAdminPerson(id, signal),
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminPerson(id: string | undefined) {
  return useQuery({ ...adminPersonQueryOptions(id ?? ''), enabled: id !== undefined });
}
