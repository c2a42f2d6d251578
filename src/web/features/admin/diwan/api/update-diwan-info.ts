import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { DiwanInfo, DiwanValues } from '../../../../../shared/schemas/diwan';
import { apiFetch } from '../../../../lib/api-client';
import { adminDiwanQueryKey } from './get-diwan-info';

export interface UpdateDiwanResponse {
  success: boolean;
  message: string;
  data: DiwanInfo;
}

export function updateDiwanInfo(values: DiwanValues): Promise<UpdateDiwanResponse> {
  return apiFetch<UpdateDiwanResponse>(api.admin.diwanUpdate, { method: 'POST', body: values, auth: true });
}

export function useUpdateDiwanInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiwanInfo,
    onSuccess: async (response) => {
      queryClient.setQueryData(adminDiwanQueryKey, response.data);
      // The public pages (home, /diwan) read the same record: let them fetch it afresh.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'diwan' });
    },
  });
}
