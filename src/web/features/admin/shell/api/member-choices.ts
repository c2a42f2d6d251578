import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// The admin's member list (list.php), not the public search: it finds hidden members
// too (the admin may name them; the public page leaves them out) and says what the public sees.

/** How many members one search offers: enough to tell namesakes apart, few to read. */
const SEARCH_SIZE = 10;

/** A member as the news form and the preview show it. */
export interface NewsMemberChoice {
  id: number;
  name: string;
  /** «محمد بن عبدالله بن …»: tells namesakes apart. */
  nasab: string;
  years: string;
  /** What the public sees of the member (decision 015): a hidden one is never named publicly. */
  publicVisibility: MemberListRow['public_visibility'];
}

const toChoice = (row: MemberListRow): NewsMemberChoice => ({
  id: row.id,
  name: row.name,
  nasab: row.nasab,
  years: row.years,
  publicVisibility: row.public_visibility,
});

async function fetchMembers(query: Record<string, string>, signal?: AbortSignal) {
  const path = `${api.admin.familyMembers.list}?${new URLSearchParams(query).toString()}`;
  const answer = await apiFetch(
    path,
    () => import('#shared/schemas/member-list.ts').then((m) => m.memberListResponseSchema),
    { auth: true, signal },
  );
  return answer.data.map(toChoice);
}

/** GET list.php?q=: the members a query names, by name or nasab (the combobox's search). */
export function searchNewsMembers(q: string, signal: AbortSignal): Promise<NewsMemberChoice[]> {
  return fetchMembers({ q, per_page: String(SEARCH_SIZE) }, signal);
}

/** GET list.php?ids=: exactly these members, in this order (the chips' and the preview's names). */
export const newsMembersQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.admin.news.members(ids),
    queryFn: ({ signal }) =>
      ids.length === 0 ? Promise.resolve([]) : fetchMembers({ ids: ids.join(',') }, signal),
    // Another id added keeps the names already shown until the new answer comes.
    placeholderData: keepPreviousData,
  });

export function useNewsMembers(ids: readonly number[]) {
  return useQuery(newsMembersQueryOptions(ids));
}
