import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { MemberListQuery } from '../../../../../shared/schemas/member-list-input';
import { apiFetch } from '../../../../lib/api-client';
import { adminFamilyMembersQueryKey } from './query-keys';

/** The query string of list.php; empty values are left out. */
export function memberListPath(params: MemberListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${api.admin.familyMembers.list}?${query}` : api.admin.familyMembers.list;
}

/** One page of members (or the members named by `ids`), searched on the server (issue #9). */
export function fetchMemberList(params: MemberListQuery, signal?: AbortSignal) {
  return apiFetch(
    memberListPath(params),
    () => import('../../../../../shared/schemas/member-list').then((m) => m.memberListResponseSchema),
    { auth: true, signal },
  );
}

/** Under the admin members key, so every member write (which invalidates it) refreshes the pages. */
export const memberListQueryOptions = (params: MemberListQuery) =>
  queryOptions({
    queryKey: [...adminFamilyMembersQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => fetchMemberList(params, signal),
    staleTime: 0,
    // The next page or search keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useMemberList(params: MemberListQuery) {
  return useQuery(memberListQueryOptions(params));
}
