import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { NewsValues } from '../../../../../shared/schemas/news-input';
import { apiFetch } from '../../../../lib/api-client';

/** POST create.php, or PUT item.php?id= when editing. */
export function saveNews(id: string | undefined, values: NewsValues) {
  const request = { method: id === undefined ? 'POST' : 'PUT', body: values, auth: true } as const;
  const path = id === undefined ? api.admin.news.create : withId(api.admin.news.item, id);
  return apiFetch(
    path,
    () => import('../../../../../shared/schemas/news').then((m) => m.newsSavedResponseSchema),
    request,
  );
}

export function useSaveNews(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewsValues) => saveNews(id, values),
    // The public pages and the dashboard counters show news too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
