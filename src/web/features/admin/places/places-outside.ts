import type { AdminPlace } from '#shared/schemas/place.ts';

/**
 * The places outside `id`: neither the place itself nor any place within it, however deep. What
 * the place may be moved under or merged into without a loop (decision 061).
 */
export function placesOutside(places: readonly AdminPlace[], id: number): AdminPlace[] {
  const parentOf = new Map(places.map((place) => [place.id, place.parent_id]));
  const inside = (start: number) => {
    // Walks up from the place; a loop in the data (which the server refuses) ends the walk.
    const seen = new Set<number>();
    for (let at: number | null | undefined = start; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === id) return true;
      seen.add(at);
    }
    return false;
  };
  return places.filter((place) => !inside(place.id));
}
