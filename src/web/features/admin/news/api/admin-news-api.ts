import { api } from '../../../../../shared/api-paths';
import { adminMessages } from '../../../../../shared/messages/admin';
import type { NewsValues } from '../../../../../shared/schemas/news-input';
import { ApiError } from '../../../../lib/api-client';
import { storedNow } from '../../../../lib/api-query';
import { defineEntityApi } from '../../../../lib/entity-api';
import { queryKeys } from '../../../../lib/query-keys';

const schemas = () => import('../../../../../shared/schemas/news');

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
