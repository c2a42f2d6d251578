import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const adminFamilyMembersQueryKey = ['admin', 'family-members'] as const;

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: adminFamilyMembersQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.familyMembers.list,
        () =>
          import('../../../../../shared/schemas/family-member').then((m) => m.familyMembersResponseSchema),
        { signal },
      ),
    staleTime: 0,
  });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
