import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE blocks/item.php?id=. */
export function deleteHistoryBlock(id: number) {
  return apiFetch(
    withId(api.admin.history.blocks.item, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'DELETE', auth: true },
  );
}

export function useDeleteHistoryBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHistoryBlock, onSuccess: () => queryClient.invalidateQueries() });
}
