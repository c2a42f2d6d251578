import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import type { MemberMergeInput } from '#shared/schemas/member-merge-input.ts';
import { apiQuery, storedNow } from '#web/lib/api-query.ts';
import { apiMutation } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const mergeSchemas = () => import('#shared/schemas/member-merge.ts');
const memberListSchema = () =>
  import('#shared/schemas/member-list.ts').then((m) => m.memberListResponseSchema);

/** GET duplicates.php?page=: one page of likely pairs, best first (decision 057). */
export function useDuplicates(page: number) {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.admin.duplicates.page(page),
        path: `${api.admin.familyMembers.duplicates}?page=${page}`,
        schema: () => mergeSchemas().then((m) => m.duplicatesResponseSchema),
        auth: true,
      },
      // Another page keeps this one on screen until it arrives; a merge elsewhere shows at once.
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
  );
}

/** GET merges.php: the merges made, newest first, each undone or not. */
export function useMemberMerges() {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.admin.duplicates.merges(1),
        path: api.admin.familyMembers.merges,
        schema: () => mergeSchemas().then((m) => m.memberMergesResponseSchema),
        auth: true,
      },
      { staleTime: 0 },
    ),
  );
}

/**
 * The members named by id as the admin's list presents them (their stored fields, version and
 * nasab): the pair compared, then their fathers and mothers to name them.
 */
function useMembersByIds(key: readonly unknown[], ids: readonly number[], enabled = true) {
  return useQuery(
    apiQuery(
      {
        queryKey: key,
        path: `${api.admin.familyMembers.list}?ids=${ids.join(',')}`,
        schema: memberListSchema,
        auth: true,
        unwrap: (answer) => answer.data,
      },
      { ...storedNow, enabled: enabled && ids.length > 0 },
    ),
  );
}

export const useMergePair = (first: number, second: number) =>
  useMembersByIds(queryKeys.admin.duplicates.pair(first, second), [first, second]);

export const useMergeParents = (ids: readonly number[]) =>
  useMembersByIds(queryKeys.admin.duplicates.parents(ids), ids);

/** What a merge or its undo changes: every copy of the family, the lists of pairs and merges, the counters. */
const familyChanged = [
  queryKeys.admin.duplicates.all,
  queryKeys.admin.familyMembers.all,
  queryKeys.familyMembers.all,
  queryKeys.admin.stats.all,
  queryKeys.admin.audit.all,
] as const;

/** POST merge.php: `absorbed_id` into `survivor_id`, with the keeper's choice of each field. */
export const useMergeMembers = apiMutation({
  request: (body: MemberMergeInput) => ({ path: api.admin.familyMembers.merge, body }),
  schema: () => mergeSchemas().then((m) => m.memberMergeResponseSchema),
  auth: true,
  invalidates: familyChanged,
  // A stale version (409): the pair is read again, as it is now (decision 026).
  refreshAfterFailure: true,
});

/** POST undo-merge.php?id=: both members back as they were. */
export const useUndoMerge = apiMutation({
  request: (mergeId: number) => ({ path: withId(api.admin.familyMembers.undoMerge, mergeId) }),
  schema: () => mergeSchemas().then((m) => m.undoMergeResponseSchema),
  auth: true,
  invalidates: familyChanged,
});
