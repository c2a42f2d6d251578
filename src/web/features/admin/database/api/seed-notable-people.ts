import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';
import type { SeedResponse } from './seed-database';

export function seedNotablePeople(): Promise<SeedResponse> {
  return apiFetch(api.admin.seedNotablePeople, { auth: true });
}

export function useSeedNotablePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedNotablePeople,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
