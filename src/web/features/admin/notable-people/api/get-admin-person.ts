import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';
import { adminPeopleQueryKey } from './get-admin-people';

/** GET get.php?id=. A reply that is not a person is a load failure, not a blank form. */
export const adminPersonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPeopleQueryKey, id],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          withId(api.admin.notablePeople.get, id),
          () =>
            import('../../../../../shared/schemas/notable-person').then((m) => m.adminPersonResponseSchema),
          {
            auth: true,
            signal,
          },
        )
      ).data,
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminPerson(id: string | undefined) {
  return useQuery({ ...adminPersonQueryOptions(id ?? ''), enabled: id !== undefined });
}
