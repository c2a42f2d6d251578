import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Gender } from '#shared/schemas/family-member.ts';
import { toMemberChoice, type MemberChoice } from '../member-form-values';
import { queryKeys } from '#web/lib/query-keys.ts';
import { fetchMemberList } from './family-members-api';

/** How many members one combobox answer offers: enough to tell namesakes apart, few to read. */
export const LINK_SEARCH_SIZE = 10;

export interface MemberChoices {
  choices: MemberChoice[];
  /** The family's deepest generation, for the form's generation choices. */
  deepestGeneration: number;
}

export interface MemberSearch {
  q: string;
  gender?: Gender;
  exclude: number | null;
  /** A branch editor's parent choices: only the branch and its chosen member (decision 022). */
  inBranch?: boolean;
}

/** A father, mother or spouse search: by name or nasab, one gender (or unknown), not the member itself. */
export async function searchMemberChoices(params: MemberSearch, signal: AbortSignal): Promise<MemberChoices> {
  const answer = await fetchMemberList(
    {
      q: params.q,
      per_page: String(LINK_SEARCH_SIZE),
      gender: params.gender,
      exclude: params.exclude === null ? undefined : String(params.exclude),
      in_branch: params.inBranch ? '1' : undefined,
    },
    signal,
  );
  return { choices: answer.data.map(toMemberChoice), deepestGeneration: answer.deepest_generation };
}

/**
 * Exactly these members, in this order (`?ids=`): a form's current links, a father's wives.
 * Without ids, no member (one row is asked for and dropped), but still the family's depth.
 */
export async function fetchMemberChoices(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<MemberChoices> {
  const answer = await fetchMemberList(ids.length > 0 ? { ids: ids.join(',') } : { per_page: '1' }, signal);
  return {
    choices: ids.length > 0 ? answer.data.map(toMemberChoice) : [],
    deepestGeneration: answer.deepest_generation,
  };
}

/** The labels of the links a form opens with; under the members key, so a member write refreshes it. */
export const memberChoicesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.admin.familyMembers.choices(ids),
    queryFn: ({ signal }) => fetchMemberChoices(ids, signal),
    // The form starts from what is saved now.
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The comboboxes' searches, asked through the query client: a 401 meets the app's one handler
 * (to the login page, the draft kept), a query typed again within the minute is answered from
 * the cache, and any member write refreshes them. The combobox's abort cancels the request.
 */
export function useMemberChoiceSearch() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    function ask(
      queryKey: QueryKey,
      queryFn: (signal: AbortSignal) => Promise<MemberChoices>,
      signal: AbortSignal,
    ) {
      signal.addEventListener('abort', () => void queryClient.cancelQueries({ queryKey, exact: true }));
      return queryClient.fetchQuery({
        queryKey,
        queryFn: ({ signal: querySignal }) => queryFn(querySignal),
        staleTime: 60_000,
        retry: false,
      });
    }
    return {
      search: (params: MemberSearch, signal: AbortSignal) =>
        ask(
          queryKeys.admin.familyMembers.search(params),
          (querySignal) => searchMemberChoices(params, querySignal),
          signal,
        ),
      byIds: (ids: readonly number[], signal: AbortSignal) =>
        ask(
          queryKeys.admin.familyMembers.byIds(ids),
          (querySignal) => fetchMemberChoices(ids, querySignal),
          signal,
        ),
    };
  }, [queryClient]);
}
