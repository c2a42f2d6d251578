import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

// SPEC §7 names GET for these; the server only adds what is missing, so pressing twice is safe.
export function seedDatabase() {
  return apiFetch(
    api.admin.seedDb,
    () => import('../../../../../shared/schemas/auth').then((m) => m.seedResponseSchema),
    { auth: true },
  );
}

export function useSeedDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedDatabase,
    // Anything cached may now be out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
