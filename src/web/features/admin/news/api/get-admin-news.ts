import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const adminNewsQueryKey = ['admin', 'news'] as const;

/** GET index.php: every news item, newest first. */
export const adminNewsQueryOptions = () =>
  queryOptions({
    queryKey: adminNewsQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          api.admin.news.list,
          () => import('../../../../../shared/schemas/news').then((m) => m.adminNewsListResponseSchema),
          { auth: true, signal },
        )
      ).data,
  });

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions());
}
