import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE timeline/item.php?id=. */
export function deleteTimelineEntry(id: number) {
  return apiFetch(
    withId(api.admin.history.timeline.item, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'DELETE', auth: true },
  );
}

export function useDeleteTimelineEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTimelineEntry, onSuccess: () => queryClient.invalidateQueries() });
}
