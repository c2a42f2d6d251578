import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<{ success: boolean; message: string }> {
  return apiFetch(api.admin.changePassword, { method: 'POST', body: input, auth: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
