import { api } from '#shared/api-paths.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/** POST remove-demo.php: removes the demo content (a second call removes nothing). */
export const useRemoveDemoContent = apiMutation({
  request: () => ({ path: api.admin.removeDemo }),
  schema: () => import('#shared/schemas/demo-content.ts').then((m) => m.demoRemovalResponseSchema),
  auth: true,
  // Every list, counter and public page read before may have shown the demo.
  invalidates: 'everything',
});
