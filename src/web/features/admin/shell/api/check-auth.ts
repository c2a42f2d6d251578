import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/**
 * GET check-auth.php, once per screen opened (SPEC §4): the key carries the path and no answer is
 * reused. The contract requires `success: true`; a 401 goes to the query client's session handler.
 */
export const checkAuthQueryOptions = (pathname: string) =>
  queryOptions({
    queryKey: ['admin', 'check-auth', pathname],
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.checkAuth,
        () => import('../../../../../shared/schemas/auth').then((m) => m.checkAuthResponseSchema),
        { auth: true, signal },
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
