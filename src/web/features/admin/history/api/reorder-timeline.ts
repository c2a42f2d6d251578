import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST timeline/reorder.php: every entry's id, in the new order. */
export function reorderTimeline(ids: number[]) {
  return apiFetch(
    api.admin.history.timeline.reorder,
    () =>
      import('../../../../../shared/schemas/history').then((m) => m.historyTimelineReorderedResponseSchema),
    { method: 'POST', body: { ids }, auth: true },
  );
}

export function useReorderTimeline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderTimeline, onSuccess: () => queryClient.invalidateQueries() });
}
