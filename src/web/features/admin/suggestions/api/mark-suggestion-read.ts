import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export function markSuggestionRead(id: number, read: boolean) {
  return apiFetch(
    withId(api.admin.suggestions.markRead, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successResponseSchema),
    { method: 'POST', body: { read }, auth: true },
  );
}

export function useMarkSuggestionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => markSuggestionRead(id, read),
    // The sidebar's unread count reads stats.php, another admin query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
