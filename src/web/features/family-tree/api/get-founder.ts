import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** The founder for the home page's preview (found by the server, SPEC §2's rule); null when none. */
export async function getFounder(signal?: AbortSignal) {
  return (
    await apiFetch(
      api.familyMembers.founder,
      () => import('../../../../shared/schemas/family-member').then((m) => m.founderResponseSchema),
      { signal },
    )
  ).member;
}

export const founderQueryOptions = () =>
  queryOptions({
    queryKey: ['family-members', 'founder'] as const,
    queryFn: ({ signal }) => getFounder(signal),
  });

export function useFounder() {
  return useQuery(founderQueryOptions());
}
