import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { DiwanValues } from '../../../../../shared/schemas/diwan-input';
import { apiFetch } from '../../../../lib/api-client';

export function updateDiwanInfo(values: DiwanValues) {
  return apiFetch(
    api.admin.diwanUpdate,
    () => import('../../../../../shared/schemas/diwan').then((m) => m.diwanSavedResponseSchema),
    {
      method: 'POST',
      body: values,
      auth: true,
    },
  );
}

export function useUpdateDiwanInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiwanInfo,
    // The public pages (home, /diwan) read the same record: let them fetch it afresh.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'diwan' }),
  });
}
