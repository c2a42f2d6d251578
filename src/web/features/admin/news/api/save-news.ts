import { api, withId } from '../../../../../shared/api-paths';
import type { NewsInput, NewsItem } from '../../../../../shared/schemas/news';
import { apiFetch } from '../../../../lib/api-client';

interface SaveNewsResponse {
  success: boolean;
  message: string;
  data: NewsItem;
}

/** POST create.php, or PUT item.php?id= when editing. */
export function saveNews({ id, values }: { id?: string; values: NewsInput }): Promise<SaveNewsResponse> {
  if (id === undefined) return apiFetch(api.admin.news.create, { method: 'POST', body: values, auth: true });
  return apiFetch(withId(api.admin.news.item, id), { method: 'PUT', body: values, auth: true });
}
