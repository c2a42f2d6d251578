import { api } from '#shared/api-paths.ts';
import type { PlaceValues } from '#shared/schemas/place-input.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/place.ts');

/**
 * The family's places (docs/product.md#admin-places, decision 056): every place at once for the
 * member form's picker (a family has hundreds, not thousands), and a new one added from it. A new
 * place changes no member: the form it was added from is not read again under the keeper's edits.
 */
export const adminPlacesApi = defineEntityApi<{ id: number; values: PlaceValues }>()({
  keys: queryKeys.admin.places,
  auth: true,
  invalidates: [queryKeys.admin.places.all, queryKeys.places.all],
  list: {
    path: api.admin.places.list,
    schema: () => schemas().then((m) => m.adminPlaceListResponseSchema),
    unwrap: (answer) => answer.data,
    // Kept while the form is open: a place added from it is put in by its answer.
    options: { staleTime: 60_000 },
  },
  save: {
    create: api.admin.places.create,
    update: api.admin.places.update,
    schema: () => schemas().then((m) => m.adminPlaceSavedResponseSchema),
  },
});

export const { useList: useAdminPlaces, useSave: useSavePlace } = adminPlacesApi;
