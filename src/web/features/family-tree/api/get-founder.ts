import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The founder for the home page's preview (found by the server by the rule of docs/product.md#home); null
 * when none.
 */
export const founderQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.familyMembers.founder,
    path: api.familyMembers.founder,
    schema: () => import('../../../../shared/schemas/family-member').then((m) => m.founderResponseSchema),
    unwrap: (answer) => answer.member,
  });

export function useFounder() {
  return useQuery(founderQueryOptions());
}
