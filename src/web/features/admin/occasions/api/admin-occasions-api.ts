import { api } from '#shared/api-paths.ts';
import type { OccasionValues } from '#shared/schemas/occasion-input.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/occasion.ts');

/** «المناسبات»: the list (list.php), one (item.php?id=), a create, an update and a delete. */
export const adminOccasionsApi = defineEntityApi<{ id: string | number; values: OccasionValues }>()({
  keys: queryKeys.admin.occasions,
  auth: true,
  // The public pages (the list, the calendar, a member's page, the feed) show occasions too.
  invalidates: 'everything',
  list: {
    path: api.admin.occasions.list,
    schema: () => schemas().then((m) => m.adminOccasionListResponseSchema),
    unwrap: (answer) => answer.data,
  },
  item: {
    path: api.admin.occasions.item,
    schema: () => schemas().then((m) => m.adminOccasionResponseSchema),
    unwrap: (answer) => answer.data,
    options: storedNow,
  },
  save: {
    create: api.admin.occasions.create,
    update: api.admin.occasions.update,
    schema: () => schemas().then((m) => m.occasionSavedResponseSchema),
  },
  remove: { path: api.admin.occasions.delete },
});
