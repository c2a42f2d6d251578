import { api } from '../../../../../shared/api-paths';
import { apiQuery, storedNow } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET check-auth.php, once per screen opened (docs/product.md#admin-routes): the key carries the path and no
 * answer is reused. The contract requires `success: true`; a 401 goes to the query client's session handler.
 */
export const checkAuthQueryOptions = (pathname: string) =>
  apiQuery(
    {
      queryKey: queryKeys.admin.checkAuth(pathname),
      path: api.admin.checkAuth,
      schema: () => import('../../../../../shared/schemas/auth').then((m) => m.checkAuthResponseSchema),
      auth: true,
    },
    { ...storedNow, retry: false },
  );
