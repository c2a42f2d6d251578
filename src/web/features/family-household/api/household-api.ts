import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { OwnMemberInput, ProposalInput } from '#shared/schemas/family-household-input.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { apiMutation } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/family-household.ts');

/** GET directory.php: one page of «دليل العائلة»; the previous page stays while the next loads. */
export function useDirectory(q: string, branch: number | null, page: number) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  if (branch !== null) search.set('branch', String(branch));
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.directory(q, branch, page),
        path: `${api.family.directory}?${search.toString()}`,
        schema: () => schemas().then((m) => m.directoryResponseSchema),
        unwrap: (answer) => answer.data,
      },
      { placeholderData: keepPreviousData, retry: false },
    ),
  );
}

/** GET household.php: «بياناتي». */
export function useHousehold() {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.household,
        path: api.family.household,
        schema: () => schemas().then((m) => m.householdResponseSchema),
        unwrap: (answer) => answer.data,
      },
      { retry: false },
    ),
  );
}

/** POST update-me.php: the relative's own details, saved directly. */
export const useUpdateMe = apiMutation({
  request: (input: OwnMemberInput) => ({ path: api.family.updateMe, body: input }),
  schema: () => schemas().then((m) => m.ownMemberSavedResponseSchema),
  invalidates: [queryKeys.family.household],
});

/** POST photo.php: the relative's own photo. */
export const useUploadPhoto = apiMutation({
  request: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return { path: api.family.photo, body: form };
  },
  schema: () => schemas().then((m) => m.ownMemberSavedResponseSchema),
  invalidates: [queryKeys.family.household],
});

/** POST propose.php: a new spouse or child, or a change to one. */
export const usePropose = apiMutation({
  request: (input: ProposalInput) => ({ path: api.family.propose, body: input }),
  schema: () => schemas().then((m) => m.proposalSentResponseSchema),
  invalidates: [queryKeys.family.household],
});
