import { api, withId } from '../../../../../shared/api-paths';
import { apiMutation } from '../../../../lib/entity-api';

/** POST audit/restore.php?id= (owners): the record back to an entry's values. */
export const useRestoreVersion = apiMutation({
  request: (entryId: number) => ({ path: withId(api.admin.audit.restore, entryId) }),
  schema: () => import('../../../../../shared/schemas/audit').then((m) => m.auditRestoreResponseSchema),
  auth: true,
  // The form, the lists, the public pages and this history all show the restored values.
  invalidates: 'everything',
});
