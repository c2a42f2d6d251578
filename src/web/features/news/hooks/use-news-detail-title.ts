import { publicMessages } from '#shared/messages/public.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { useNewsItem } from '../api/get-news-item';

/**
 * docs/product.md#news-detail: the section part of the detail page's title: the news title once loaded,
 * «not found» for an unknown id, and the news section meanwhile.
 */
export function useNewsDetailTitle(rawId: string | undefined): string {
  const id = parseId(rawId);
  const query = useNewsItem(id);
  if (id === null || query.data === null) return publicMessages.titles.newsNotFound;
  return query.data?.title ?? publicMessages.titles.news;
}
