import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export function seedNotablePeople() {
  return apiFetch(
    api.admin.seedNotablePeople,
    () => import('../../../../../shared/schemas/auth').then((m) => m.seedPeopleResponseSchema),
    { auth: true },
  );
}

export function useSeedNotablePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedNotablePeople,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
