import { api } from '../../../../../shared/api-paths';
import { apiMutation } from '../../../../lib/entity-api';

// The API names GET for these (docs/product.md#admin-endpoints); the server only adds what is missing, so
// pressing twice is safe.
export const useSeedDatabase = apiMutation({
  request: () => ({ path: api.admin.seedDb, method: 'GET' }),
  schema: () => import('../../../../../shared/schemas/auth').then((m) => m.seedResponseSchema),
  auth: true,
  // Anything cached may now be out of date.
  invalidates: 'everything',
});

export const useSeedNotablePeople = apiMutation({
  request: () => ({ path: api.admin.seedNotablePeople, method: 'GET' }),
  schema: () => import('../../../../../shared/schemas/auth').then((m) => m.seedPeopleResponseSchema),
  auth: true,
  invalidates: 'everything',
});
