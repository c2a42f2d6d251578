import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { HistoryBlockValues } from '../../../../../shared/schemas/history-input';
import { apiFetch } from '../../../../lib/api-client';

/** POST blocks/create.php, or PUT blocks/item.php?id= when editing. */
export function saveHistoryBlock(id: number | undefined, values: HistoryBlockValues) {
  const request = { method: id === undefined ? 'POST' : 'PUT', body: values, auth: true } as const;
  const path = id === undefined ? api.admin.history.blocks.create : withId(api.admin.history.blocks.item, id);
  return apiFetch(
    path,
    () => import('../../../../../shared/schemas/history').then((m) => m.historyBlockSavedResponseSchema),
    request,
  );
}

export function useSaveHistoryBlock(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: HistoryBlockValues) => saveHistoryBlock(id, values),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
