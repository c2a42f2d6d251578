// The orders the site lists things in, decided once for the public pages and the admin.

/**
 * Newest first by an ISO date or timestamp (they sort as text); at the same day or instant,
 * the higher id, added later, comes first (docs/product.md#news; the admin inbox).
 */
export function newestFirst<T extends { id: number }>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const dateA = dateOf(a);
    const dateB = dateOf(b);
    return dateA === dateB ? b.id - a.id : dateA < dateB ? 1 : -1;
  });
}

/** Smallest display order first (docs/product.md#validation); ties keep the given (server's) order. */
export function byDisplayOrder<T extends { order: number }>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable, so equal orders stay as given.
  return [...items].sort((a, b) => a.order - b.order);
}
