import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

interface CheckAuthResponse {
  success: boolean;
  username: string;
}

/** GET check-auth.php: resolves only when the server still accepts the token (SPEC §4). */
export async function checkAuth(signal?: AbortSignal): Promise<CheckAuthResponse> {
  const response = await apiFetch<CheckAuthResponse>(api.admin.checkAuth, { auth: true, signal });
  if (!response.success) throw new Error('check-auth: success was not true');
  return response;
}

/** One check per screen opened (SPEC §4): the key carries the path, and no answer is reused. */
export const checkAuthQueryOptions = (pathname: string) =>
  queryOptions({
    queryKey: ['admin', 'check-auth', pathname],
    queryFn: ({ signal }) => checkAuth(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
