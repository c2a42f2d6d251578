import { api } from '#shared/api-paths.ts';
import type { NotablePersonValues } from '#shared/schemas/notable-person-input.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/notable-person.ts');

/**
 * The admin's notable people: every person in display order (list.php), one person (get.php?id=;
 * a reply that is not a person is a load failure, not a blank form), a new one (create.php), an
 * edit (update.php?id=) and a delete (delete.php?id=).
 */
export const adminPeopleApi = defineEntityApi<{ id: string | number; values: NotablePersonValues }>()({
  keys: queryKeys.admin.notablePeople,
  auth: true,
  // The home page, the public list and the dashboard counter show people too.
  invalidates: 'everything',
  list: {
    path: api.admin.notablePeople.list,
    schema: () => schemas().then((m) => m.adminPeopleListResponseSchema),
    unwrap: (answer) => answer.data,
  },
  item: {
    path: api.admin.notablePeople.get,
    schema: () => schemas().then((m) => m.adminPersonResponseSchema),
    unwrap: (answer) => answer.data,
    options: storedNow,
  },
  save: {
    create: api.admin.notablePeople.create,
    update: api.admin.notablePeople.update,
    schema: () => schemas().then((m) => m.personSavedResponseSchema),
  },
  remove: { path: api.admin.notablePeople.delete },
});

export const { useSave: useSavePerson } = adminPeopleApi;
