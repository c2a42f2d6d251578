import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';
import { adminFamilyMembersQueryKey } from './query-keys';

export const familyMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminFamilyMembersQueryKey, id],
    queryFn: ({ signal }) =>
      apiFetch(
        withId(api.familyMembers.get, id),
        () => import('../../../../../shared/schemas/family-member').then((m) => m.familyMemberSchema),
        { signal },
      ),
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useFamilyMember(id: number | null) {
  return useQuery({ ...familyMemberQueryOptions(id ?? 0), enabled: id !== null });
}
