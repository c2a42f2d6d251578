import { api, withId } from '../../../../../shared/api-paths';
import { apiMutation } from '../../../../lib/entity-api';

/** POST /api/admin/import/undo.php?id=: deletes what the import created, if nothing touched it since. */
export const useUndoImport = apiMutation({
  request: (id: number) => ({ path: withId(api.admin.import.undo, id) }),
  schema: () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
  auth: true,
  invalidates: 'everything',
});
