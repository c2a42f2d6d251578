import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * The founder for the home page's preview (found by the server by the rule of docs/product.md#home); null
 * when none.
 */
export const founderQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.familyMembers.founder,
    path: api.familyMembers.founder,
    schema: () => import('#shared/schemas/family-member.ts').then((m) => m.founderResponseSchema),
    unwrap: (answer) => answer.member,
  });

export function useFounder() {
  return useQuery(founderQueryOptions());
}
