import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { checkDatabaseResponseSchema } from '../../../../../shared/schemas/auth';
import { apiFetch } from '../../../../lib/api-client';

// A button press, not screen data: run on demand and shown as a result, so a mutation.
export function checkDatabase() {
  return apiFetch(api.admin.checkDb, checkDatabaseResponseSchema, { auth: true });
}

export function useCheckDatabase() {
  return useMutation({ mutationFn: checkDatabase });
}
