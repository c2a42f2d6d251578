import { api, withId } from '#shared/api-paths.ts';
import type { PlaceMergeInput, PlaceValues } from '#shared/schemas/place-input.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { apiMutation, defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/place.ts');

/**
 * The family's places (docs/product.md#admin-places, decisions 056 and 061): every place at once
 * for the member form's picker and «الأماكن» (a family has hundreds, not thousands), one for its
 * form, a new one added from either, an edit and a delete. A new place changes no member: the form
 * it was added from is not read again under the keeper's edits.
 */
export const adminPlacesApi = defineEntityApi<{ id: string | number; values: PlaceValues }>()({
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
  item: {
    path: api.admin.places.get,
    schema: () => schemas().then((m) => m.adminPlaceResponseSchema),
    unwrap: (answer) => answer.data,
    options: storedNow,
  },
  save: {
    create: api.admin.places.create,
    update: api.admin.places.update,
    schema: () => schemas().then((m) => m.adminPlaceSavedResponseSchema),
  },
  remove: { path: api.admin.places.delete },
});

export const { useList: useAdminPlaces, useSave: useSavePlace } = adminPlacesApi;

/**
 * POST merge.php?id=: the place `id` into `into_id` (decision 061). Every member's facts there
 * move, so every copy of the family and its pages is read again.
 */
export const useMergePlace = apiMutation({
  request: ({ id, ...body }: PlaceMergeInput & { id: number }) => ({
    path: withId(api.admin.places.merge, id),
    body,
  }),
  schema: () => schemas().then((m) => m.adminPlaceSavedResponseSchema),
  auth: true,
  invalidates: 'everything',
  // A stale version is refused with both places as they are now: the screen shows them.
  refreshAfterFailure: true,
});
