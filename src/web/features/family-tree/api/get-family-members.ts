import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/family-members/ (docs/product.md#public-endpoints): every member; children are derived on the
 * client. No invented sample family: a malformed answer is an error like any other.
 */
export const familyMembersQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.familyMembers.list(),
    path: api.familyMembers.list,
    schema: () => import('#shared/schemas/family-member.ts').then((m) => m.familyMembersResponseSchema),
  });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
