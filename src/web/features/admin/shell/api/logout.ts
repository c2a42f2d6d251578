import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { adminToken, apiFetch } from '#web/lib/api-client.ts';

/**
 * Revokes the session on the server, then forgets the token. The token is forgotten even
 * when the server cannot be reached: a logout button that leaves you logged in is worse.
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch(
      api.admin.logout,
      () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
      { method: 'POST', auth: true },
    );
  } catch (error) {
    console.warn('logout: the server did not confirm the revocation', error);
  } finally {
    adminToken.clear();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Admin data must not survive into the next session on this browser.
    onSettled: () => queryClient.clear(),
  });
}
