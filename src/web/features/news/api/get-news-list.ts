import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../shared/api-paths';
import { newsItemSchema, type NewsItem } from '../../../../shared/schemas/news';
import { apiFetch } from '../../../lib/api-client';

const responseSchema = z.object({ news: z.array(newsItemSchema) });

/** SPEC §7: GET /api/news/list.php → { news }. The client asks for a fresh copy every time. */
export async function getNewsList(signal?: AbortSignal): Promise<NewsItem[]> {
  return responseSchema.parse(await apiFetch<unknown>(api.news.list, { signal })).news;
}

export const newsListQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'list'] as const,
    queryFn: ({ signal }) => getNewsList(signal),
  });

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
