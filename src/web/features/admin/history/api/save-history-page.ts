import { api } from '../../../../../shared/api-paths';
import type { HistoryPageValues } from '../../../../../shared/schemas/history-input';
import { apiMutation } from '../../../../lib/entity-api';

/** POST page.php: the intros, the map and its caption. */
export const useSaveHistoryPage = apiMutation({
  request: (values: HistoryPageValues) => ({ path: api.admin.history.page, body: values }),
  schema: () => import('../../../../../shared/schemas/history').then((m) => m.historyPageSavedResponseSchema),
  auth: true,
  // The public history page and the home section read the same texts.
  invalidates: 'everything',
});
