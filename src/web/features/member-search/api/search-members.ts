import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';
import { MIN_SEARCH_LENGTH } from '../../../../shared/search/search-limits';

/** GET /api/family-members/search.php?q= (issue #10): at most 20 members, best first. */
export async function searchMembers(q: string, signal?: AbortSignal) {
  return (
    await apiFetch(
      `${api.familyMembers.search}?q=${encodeURIComponent(q)}`,
      () => import('../../../../shared/schemas/member-page').then((m) => m.memberSearchResponseSchema),
      { signal },
    )
  ).results;
}

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['family-members', 'search', q] as const,
    queryFn: ({ signal }) => searchMembers(q, signal),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
  });

export function useMemberSearch(q: string) {
  return useQuery(memberSearchQueryOptions(q));
}
