import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

// The admin form's own key: the public diwan query may be cached for longer.
export const adminDiwanQueryKey = ['admin', 'diwan'] as const;

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const diwanInfoQueryOptions = () =>
  queryOptions({
    queryKey: adminDiwanQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          api.admin.diwanGet,
          () => import('../../../../../shared/schemas/diwan').then((m) => m.adminDiwanResponseSchema),
          { auth: true, signal },
        )
      ).data,
    // The form must start from what is stored now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useDiwanInfo() {
  return useQuery(diwanInfoQueryOptions());
}
