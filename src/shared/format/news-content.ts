import { publicMessages } from '../messages/public';

/**
 * docs/product.md#news-detail: news content is split on blank lines into paragraphs, and a paragraph that
 * contains the "full news from here:" phrase (a leftover pointer to an outside copy) is skipped.
 * A blank line may hold spaces and may end in \r\n, as text pasted from Windows does.
 */
export function newsParagraphs(
  content: string,
  marker: string = publicMessages.news.fullNewsMarker,
): string[] {
  return content
    .split(/\r?\n[ \t\u00a0]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && !paragraph.includes(marker));
}
