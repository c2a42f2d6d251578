import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { NewsItem } from '../../../../../shared/schemas/news';
import { apiFetch } from '../../../../lib/api-client';

export const adminNewsQueryKey = ['admin', 'news'] as const;

/** GET index.php: every news item, newest first. */
export async function getAdminNews(signal?: AbortSignal): Promise<NewsItem[]> {
  const response = await apiFetch<{ success: boolean; data: NewsItem[] }>(api.admin.news.list, {
    auth: true,
    signal,
  });
  return response.data;
}

export const adminNewsQueryOptions = () =>
  queryOptions({ queryKey: adminNewsQueryKey, queryFn: ({ signal }) => getAdminNews(signal) });

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions());
}
