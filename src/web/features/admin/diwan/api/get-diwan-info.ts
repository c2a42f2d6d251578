import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { DiwanInfo } from '../../../../../shared/schemas/diwan';
import { apiFetch } from '../../../../lib/api-client';

// The admin form's own key: the public diwan query may shape the same data differently.
export const adminDiwanQueryKey = ['admin', 'diwan'] as const;

export function getDiwanInfo(signal?: AbortSignal): Promise<DiwanInfo> {
  return apiFetch<DiwanInfo>(api.diwan, { signal });
}

export const diwanInfoQueryOptions = () =>
  queryOptions({
    queryKey: adminDiwanQueryKey,
    queryFn: ({ signal }) => getDiwanInfo(signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useDiwanInfo() {
  return useQuery(diwanInfoQueryOptions());
}
