import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { DashboardStats } from '../../../../../shared/schemas/auth';
import { apiFetch } from '../../../../lib/api-client';

/** GET stats.php: the dashboard counters and the inbox's unread count. */
export function getAdminStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch<DashboardStats>(api.admin.stats, { auth: true, signal });
}

export const adminStatsQueryKey = ['admin', 'stats'] as const;

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
