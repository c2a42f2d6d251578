import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** Records that the change was made: after the member form's save, or by hand from the queue. */
export function markSuggestionApplied(id: number) {
  return apiFetch(
    withId(api.admin.suggestions.apply, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'POST', auth: true },
  );
}

export function useMarkSuggestionApplied() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSuggestionApplied,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
