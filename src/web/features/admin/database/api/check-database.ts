import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

// A button press, not screen data: run on demand and shown as a result, so a mutation.
export function checkDatabase() {
  return apiFetch(
    api.admin.checkDb,
    () => import('../../../../../shared/schemas/auth').then((m) => m.checkDatabaseResponseSchema),
    { auth: true },
  );
}

export function useCheckDatabase() {
  return useMutation({ mutationFn: checkDatabase });
}
