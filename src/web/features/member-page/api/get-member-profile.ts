import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withId } from '../../../../shared/api-paths';
import { apiFetch, ApiError } from '../../../lib/api-client';

/**
 * GET /api/family-members/profile.php?id= (issue #10). An unknown or hidden id (404, or 400 for a
 * malformed one) is an answer, not a failure: `null`, so the server renders the not-found state.
 */
export async function getMemberProfile(id: number, signal?: AbortSignal) {
  try {
    return (
      await apiFetch(
        withId(api.familyMembers.profile, id),
        () => import('../../../../shared/schemas/member-page').then((m) => m.memberProfileResponseSchema),
        { signal },
      )
    ).profile;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const memberProfileQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['family-members', 'profile', id] as const,
    queryFn: ({ signal }) => getMemberProfile(id as number, signal),
    enabled: id !== null,
  });

export function useMemberProfile(id: number | null) {
  return useQuery(memberProfileQueryOptions(id));
}
