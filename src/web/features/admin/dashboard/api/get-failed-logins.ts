import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET failed-logins.php (owners only): the failed sign-ins of the last 7 days. */
export const failedLoginsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.failedLogins,
    path: api.admin.failedLogins,
    schema: () => import('#shared/schemas/dashboard.ts').then((m) => m.failedLoginsResponseSchema),
    auth: true,
  });

export function useFailedLogins() {
  return useQuery(failedLoginsQueryOptions());
}
