import { api } from '#shared/api-paths.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

// A button press, not screen data: run on demand and shown as a result, so a mutation.
export const useCheckDatabase = apiMutation({
  request: () => ({ path: api.admin.checkDb, method: 'GET' }),
  schema: () => import('#shared/schemas/auth.ts').then((m) => m.checkDatabaseResponseSchema),
  auth: true,
});
