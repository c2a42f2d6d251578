import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** GET failed-logins.php (issue #12, owners only): the failed sign-ins of the last 7 days. */
export const failedLoginsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'failed-logins'] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.failedLogins,
        () => import('../../../../../shared/schemas/dashboard').then((m) => m.failedLoginsResponseSchema),
        { auth: true, signal },
      ),
  });

export function useFailedLogins() {
  return useQuery(failedLoginsQueryOptions());
}
