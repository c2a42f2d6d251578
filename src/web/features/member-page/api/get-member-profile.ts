import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/family-members/profile.php?id= (decision 015). An unknown or hidden id is an answer, not
 * a failure: `null`, so the server renders the not-found state.
 */
export const memberProfileQueryOptions = (id: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.familyMembers.profile(id),
      path: withId(api.familyMembers.profile, id ?? ''),
      schema: () => import('#shared/schemas/member-page.ts').then((m) => m.memberProfileResponseSchema),
      unwrap: (answer) => answer.profile,
      missingIsNull: true,
    },
    { enabled: id !== null },
  );

export function useMemberProfile(id: number | null) {
  return useQuery(memberProfileQueryOptions(id));
}
