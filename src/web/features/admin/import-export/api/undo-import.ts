import { api, withId } from '#shared/api-paths.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/** POST /api/admin/import/undo.php?id=: deletes what the import created, if nothing touched it since. */
export const useUndoImport = apiMutation({
  request: (id: number) => ({ path: withId(api.admin.import.undo, id) }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
  auth: true,
  invalidates: 'everything',
});
