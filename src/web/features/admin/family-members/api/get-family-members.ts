import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { FamilyMember } from '../../../../../shared/schemas/family-member';
import { apiFetch } from '../../../../lib/api-client';

export const adminFamilyMembersQueryKey = ['admin', 'family-members'] as const;

export function getFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  return apiFetch<FamilyMember[]>(api.familyMembers.list, { signal });
}

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: adminFamilyMembersQueryKey,
    queryFn: ({ signal }) => getFamilyMembers(signal),
    staleTime: 0,
  });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
