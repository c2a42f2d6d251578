import { api } from '#shared/api-paths.ts';
import type { SourceValues } from '#shared/schemas/source-input.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/source.ts');

/** The keepers' sources (decision 060): the list, one, a new one, an edit and a delete. */
export const adminSourcesApi = defineEntityApi<{ id: string | number; values: SourceValues }>()({
  keys: queryKeys.admin.sources,
  auth: true,
  // A source's page and the marks on the member pages show it.
  invalidates: 'everything',
  list: {
    path: api.admin.sources.list,
    schema: () => schemas().then((m) => m.adminSourcesResponseSchema),
    unwrap: (answer) => answer.data,
  },
  item: {
    path: api.admin.sources.get,
    schema: () => schemas().then((m) => m.adminSourceResponseSchema),
    unwrap: (answer) => answer.data,
    options: storedNow,
  },
  save: {
    create: api.admin.sources.create,
    update: api.admin.sources.update,
    schema: () => schemas().then((m) => m.sourceSavedResponseSchema),
  },
  remove: { path: api.admin.sources.delete },
});

export const { useSave: useSaveSource } = adminSourcesApi;
