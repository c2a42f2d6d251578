import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { publicMessages } from '../../../../shared/messages/public';
import type { FamilyMember } from '../../../../shared/schemas/family-member';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/family-members/ (SPEC §7): every member; children are derived on the client. */
export async function getFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  const data = await apiFetch<unknown>(api.familyMembers.list, { signal });
  // No invented sample family (issue #3): a malformed answer is an error like any other.
  if (!Array.isArray(data)) throw new ApiError(500, publicMessages.familyTree.loadError);
  return data as FamilyMember[];
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
