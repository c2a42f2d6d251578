import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { NewsItem, NewsValues } from '../../../../../shared/schemas/news';
import { apiFetch } from '../../../../lib/api-client';

interface SaveNewsResponse {
  success: boolean;
  message: string;
  data: NewsItem;
}

/** POST create.php, or PUT item.php?id= when editing. */
export function saveNews(id: string | undefined, values: NewsValues): Promise<SaveNewsResponse> {
  if (id === undefined) return apiFetch(api.admin.news.create, { method: 'POST', body: values, auth: true });
  return apiFetch(withId(api.admin.news.item, id), { method: 'PUT', body: values, auth: true });
}

export function useSaveNews(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewsValues) => saveNews(id, values),
    // The public pages and the dashboard counters show news too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
