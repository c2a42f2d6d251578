import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** GET failed-logins.php (owners only): the failed sign-ins of the last 7 days. */
export const failedLoginsQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.failedLogins,
    path: api.admin.failedLogins,
    schema: () => import('../../../../../shared/schemas/dashboard').then((m) => m.failedLoginsResponseSchema),
    auth: true,
  });

export function useFailedLogins() {
  return useQuery(failedLoginsQueryOptions());
}
