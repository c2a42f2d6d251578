import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST blocks/reorder.php: every block's id, in the new order. */
export function reorderHistoryBlocks(ids: number[]) {
  return apiFetch(
    api.admin.history.blocks.reorder,
    () => import('../../../../../shared/schemas/history').then((m) => m.historyBlocksReorderedResponseSchema),
    { method: 'POST', body: { ids }, auth: true },
  );
}

export function useReorderHistoryBlocks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderHistoryBlocks, onSuccess: () => queryClient.invalidateQueries() });
}
