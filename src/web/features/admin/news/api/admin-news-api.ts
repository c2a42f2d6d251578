import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import type { NewsValues } from '#shared/schemas/news-input.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/news.ts');

/**
 * docs/product.md#messages: a failure to read an item reads 'failed to fetch the news item (status)'; a reply
 * that is not a news item reads 'invalid data format from the server'.
 */
function itemLoadFailure(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.isUnauthorized || error.isNetworkError) return error;
  const text = error.invalidResponse
    ? adminMessages.news.invalidData
    : adminMessages.news.loadItemFailed(error.status);
  return new ApiError(error.status, text);
}

/**
 * The admin's news: every item, newest first (index.php); one item (GET item.php?id=); a new one
 * (POST create.php), an edit (PUT item.php?id=) and a delete (DELETE item.php?id=).
 */
export const adminNewsApi = defineEntityApi<{ id: string | number; values: NewsValues }>()({
  keys: queryKeys.admin.news,
  auth: true,
  // The public pages and the dashboard counters show news too.
  invalidates: 'everything',
  list: {
    path: api.admin.news.list,
    schema: () => schemas().then((m) => m.adminNewsListResponseSchema),
    unwrap: (answer) => answer.data,
  },
  item: {
    path: api.admin.news.item,
    schema: () => schemas().then((m) => m.adminNewsItemResponseSchema),
    unwrap: (answer) => answer.data,
    mapError: itemLoadFailure,
    options: storedNow,
  },
  save: {
    create: api.admin.news.create,
    update: api.admin.news.item,
    schema: () => schemas().then((m) => m.newsSavedResponseSchema),
  },
  remove: { path: api.admin.news.item },
});

export const { useItem: useAdminNewsItem, useSave: useSaveNews } = adminNewsApi;
