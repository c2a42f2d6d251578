import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/family-members/ (SPEC §7): every member; children are derived on the client.
 * No invented sample family (issue #3): a malformed answer is an error like any other.
 */
export function getFamilyMembers(signal?: AbortSignal) {
  return apiFetch(
    api.familyMembers.list,
    () => import('../../../../shared/schemas/family-member').then((m) => m.familyMembersResponseSchema),
    { signal },
  );
}

export const familyMembersQueryKey = ['family-members'] as const;

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: familyMembersQueryKey,
    queryFn: ({ signal }) => getFamilyMembers(signal),
  });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
