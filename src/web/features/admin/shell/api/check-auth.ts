import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const checkAuthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'check-auth'],
    queryFn: ({ signal }) => checkAuth(signal),
    // Each form asks afresh when it opens (SPEC §4), so never serve an old answer.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCheckAuth() {
  return useQuery(checkAuthQueryOptions());
}
