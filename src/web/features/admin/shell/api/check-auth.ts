import { api } from '#shared/api-paths.ts';
import { apiQuery, storedNow } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET check-auth.php, once per screen opened (docs/product.md#admin-routes): the key carries the path and no
 * answer is reused. The contract requires `success: true`; a 401 goes to the query client's session handler.
 */
export const checkAuthQueryOptions = (pathname: string) =>
  apiQuery(
    {
      queryKey: queryKeys.admin.checkAuth(pathname),
      path: api.admin.checkAuth,
      schema: () => import('#shared/schemas/auth.ts').then((m) => m.checkAuthResponseSchema),
      auth: true,
    },
    { ...storedNow, retry: false },
  );
