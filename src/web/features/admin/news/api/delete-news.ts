import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE item.php?id=. */
export function deleteNews(id: number) {
  return apiFetch(
    withId(api.admin.news.item, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    {
      method: 'DELETE',
      auth: true,
    },
  );
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    // The public pages and the dashboard counters show news too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
