import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { seedPeopleResponseSchema } from '../../../../../shared/schemas/auth';
import { apiFetch } from '../../../../lib/api-client';

export function seedNotablePeople() {
  return apiFetch(api.admin.seedNotablePeople, seedPeopleResponseSchema, { auth: true });
}

export function useSeedNotablePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedNotablePeople,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
