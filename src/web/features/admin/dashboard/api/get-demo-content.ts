import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const demoContentQueryKey = ['admin', 'demo-content'] as const;

/** GET demo-content.php: whether demo content is left, and how much of each kind. */
export const demoContentQueryOptions = () =>
  queryOptions({
    queryKey: demoContentQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.demoContent,
        () =>
          import('../../../../../shared/schemas/demo-content').then((m) => m.demoContentStatusResponseSchema),
        { auth: true, signal },
      ),
  });

export function useDemoContent() {
  return useQuery(demoContentQueryOptions());
}
