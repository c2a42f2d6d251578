import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const adminPeopleQueryKey = ['admin', 'notable-people'] as const;

/** GET list.php: every notable person, in display order. */
export const adminPeopleQueryOptions = () =>
  queryOptions({
    queryKey: adminPeopleQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          api.admin.notablePeople.list,
          () =>
            import('../../../../../shared/schemas/notable-person').then(
              (m) => m.adminPeopleListResponseSchema,
            ),
          { auth: true, signal },
        )
      ).data,
  });

export function useAdminPeople() {
  return useQuery(adminPeopleQueryOptions());
}
