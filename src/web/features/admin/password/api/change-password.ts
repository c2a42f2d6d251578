import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { ChangePasswordInput } from '../../../../../shared/schemas/auth-input';
import { apiFetch } from '../../../../lib/api-client';

export type { ChangePasswordInput };

export function changePassword(input: ChangePasswordInput) {
  return apiFetch(
    api.admin.changePassword,
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    {
      method: 'POST',
      body: input,
      auth: true,
    },
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
