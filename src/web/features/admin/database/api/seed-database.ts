import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export interface SeedResponse {
  success: boolean;
  message: string;
  created?: unknown;
}

// SPEC §7 names GET for these; the server only adds what is missing, so pressing twice is safe.
export function seedDatabase(): Promise<SeedResponse> {
  return apiFetch(api.admin.seedDb, { auth: true });
}

export function useSeedDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedDatabase,
    // Anything cached may now be out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
