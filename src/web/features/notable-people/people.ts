import { byDisplayOrder } from '#shared/ordering.ts';
import type { NotablePerson, PersonCategory } from '#shared/schemas/notable-person.ts';

// docs/product.md#constants: the home page shows the three people with the lowest order.
export const PREVIEW_PEOPLE = 3;

export type PersonFilter = 'all' | PersonCategory;

/** Smallest `order` first; ties keep the server's order (its id order), so the choice is stable. */
export function lowestOrder(
  people: readonly NotablePerson[],
  count: number = PREVIEW_PEOPLE,
): NotablePerson[] {
  return byDisplayOrder(people).slice(0, count);
}

export function filterPeople(people: readonly NotablePerson[], filter: PersonFilter): NotablePerson[] {
  return filter === 'all' ? [...people] : people.filter((person) => person.category === filter);
}
