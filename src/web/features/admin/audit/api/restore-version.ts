import { api, withId } from '#shared/api-paths.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/** POST audit/restore.php?id= (owners): the record back to an entry's values. */
export const useRestoreVersion = apiMutation({
  request: (entryId: number) => ({ path: withId(api.admin.audit.restore, entryId) }),
  schema: () => import('#shared/schemas/audit.ts').then((m) => m.auditRestoreResponseSchema),
  auth: true,
  // The form, the lists, the public pages and this history all show the restored values.
  invalidates: 'everything',
});
