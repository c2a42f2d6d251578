import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { adminToken, apiFetch } from '../../../../lib/api-client';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST login.php; on success the token is kept in local storage (SPEC §6). */
export async function login(credentials: LoginCredentials) {
  const response = await apiFetch(
    api.admin.login,
    () => import('../../../../../shared/schemas/auth').then((m) => m.loginResponseSchema),
    {
      method: 'POST',
      body: credentials,
    },
  );
  adminToken.set(response.token);
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
