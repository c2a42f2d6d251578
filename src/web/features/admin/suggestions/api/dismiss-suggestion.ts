import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** «تجاهل»: closes the suggestion; nothing changes in the member. */
export function dismissSuggestion(id: number) {
  return apiFetch(
    withId(api.admin.suggestions.dismiss, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'POST', auth: true },
  );
}

export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
