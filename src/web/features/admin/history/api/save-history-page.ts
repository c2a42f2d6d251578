import { api } from '#shared/api-paths.ts';
import type { HistoryPageValues } from '#shared/schemas/history-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/** POST page.php: the intros, the map and its caption. */
export const useSaveHistoryPage = apiMutation({
  request: (values: HistoryPageValues) => ({ path: api.admin.history.page, body: values }),
  schema: () => import('#shared/schemas/history.ts').then((m) => m.historyPageSavedResponseSchema),
  auth: true,
  // The public history page and the home section read the same texts.
  invalidates: 'everything',
});
