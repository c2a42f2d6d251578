import { placeKey } from '#shared/places/place-names.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';

export type PlacesFilter = 'all' | 'used' | 'unused';

/**
 * «الأماكن»'s search and filter: the words match a place's name, an older name or a place it lies
 * within, through the site's one Arabic normalisation (so «القبله» finds حي القبلة); a place no
 * fact and no place names is «غير مستخدمة», the ones a keeper may delete or merge away.
 */
export function filterPlaces(places: readonly AdminPlace[], search: string, filter: PlacesFilter) {
  const needle = placeKey(search);
  return places.filter(
    (place) =>
      (filter === 'all' || (filter === 'used') === place.uses > 0) &&
      (needle === '' || [place.full_name, place.older_names].some((text) => placeKey(text).includes(needle))),
  );
}
