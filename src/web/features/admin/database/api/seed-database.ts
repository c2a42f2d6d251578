import { api } from '#shared/api-paths.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

// The API names GET for these (docs/product.md#admin-endpoints); the server only adds what is missing, so
// pressing twice is safe.
export const useSeedDatabase = apiMutation({
  request: () => ({ path: api.admin.seedDb, method: 'GET' }),
  schema: () => import('#shared/schemas/auth.ts').then((m) => m.seedResponseSchema),
  auth: true,
  // Anything cached may now be out of date.
  invalidates: 'everything',
});

export const useSeedNotablePeople = apiMutation({
  request: () => ({ path: api.admin.seedNotablePeople, method: 'GET' }),
  schema: () => import('#shared/schemas/auth.ts').then((m) => m.seedPeopleResponseSchema),
  auth: true,
  invalidates: 'everything',
});
