import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery, storedNow } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const diwanInfoQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.diwan,
      path: api.admin.diwanGet,
      schema: () => import('../../../../../shared/schemas/diwan').then((m) => m.adminDiwanResponseSchema),
      auth: true,
      unwrap: (answer) => answer.data,
    },
    storedNow,
  );

export function useDiwanInfo() {
  return useQuery(diwanInfoQueryOptions());
}
