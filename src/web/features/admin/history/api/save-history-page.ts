import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { HistoryPageValues } from '../../../../../shared/schemas/history-input';
import { apiFetch } from '../../../../lib/api-client';

/** POST page.php: the intros, the map and its caption. */
export function saveHistoryPage(values: HistoryPageValues) {
  return apiFetch(
    api.admin.history.page,
    () => import('../../../../../shared/schemas/history').then((m) => m.historyPageSavedResponseSchema),
    { method: 'POST', body: values, auth: true },
  );
}

export function useSaveHistoryPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHistoryPage,
    // The public history page and the home section read the same texts.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
