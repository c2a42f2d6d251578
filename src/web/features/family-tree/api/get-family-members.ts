import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/family-members/ (docs/product.md#public-endpoints): every member; children are derived on the
 * client. No invented sample family: a malformed answer is an error like any other.
 */
export const familyMembersQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.familyMembers.list(),
    path: api.familyMembers.list,
    schema: () =>
      import('../../../../shared/schemas/family-member').then((m) => m.familyMembersResponseSchema),
  });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
