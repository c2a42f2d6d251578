import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery, storedNow } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const diwanInfoQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.diwan,
      path: api.admin.diwanGet,
      schema: () => import('#shared/schemas/diwan.ts').then((m) => m.adminDiwanResponseSchema),
      auth: true,
      unwrap: (answer) => answer.data,
    },
    storedNow,
  );

export function useDiwanInfo() {
  return useQuery(diwanInfoQueryOptions());
}
