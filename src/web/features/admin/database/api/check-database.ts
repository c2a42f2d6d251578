import { api } from '../../../../../shared/api-paths';
import { apiMutation } from '../../../../lib/entity-api';

// A button press, not screen data: run on demand and shown as a result, so a mutation.
export const useCheckDatabase = apiMutation({
  request: () => ({ path: api.admin.checkDb, method: 'GET' }),
  schema: () => import('../../../../../shared/schemas/auth').then((m) => m.checkDatabaseResponseSchema),
  auth: true,
});
