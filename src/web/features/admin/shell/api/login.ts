import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { adminToken, apiFetch } from '#web/lib/api-client.ts';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** What a sign-in step ends with: signed in, or (two-factor on) a challenge for the code. */
export type LoginOutcome = { signedIn: true } | { signedIn: false; challenge: string };

/** POST login.php; on success the token is kept in local storage (docs/product.md#sign-in). */
export async function login(credentials: LoginCredentials): Promise<LoginOutcome> {
  const response = await apiFetch(
    api.admin.login,
    () => import('#shared/schemas/auth.ts').then((m) => m.loginResponseSchema),
    { method: 'POST', body: credentials },
  );
  if ('challenge' in response) return { signedIn: false, challenge: response.challenge };
  adminToken.set(response.token);
  return { signedIn: true };
}

/** POST login-two-factor.php (decision 024): the code from the app, or a recovery code. */
export async function loginWithCode(challenge: string, code: string): Promise<LoginOutcome> {
  const response = await apiFetch(
    api.admin.loginTwoFactor,
    () => import('#shared/schemas/auth.ts').then((m) => m.signedInResponseSchema),
    { method: 'POST', body: { challenge, code } },
  );
  adminToken.set(response.token);
  return { signedIn: true };
}

export function useLogin() {
  return useMutation({
    mutationFn: (step: LoginCredentials | { challenge: string; code: string }) =>
      'challenge' in step ? loginWithCode(step.challenge, step.code) : login(step),
  });
}
