import type { NotablePerson, PersonCategory } from '../../../shared/schemas/notable-person';
import type { BadgeTone } from '../../components/ui/badge';

// SPEC §9: the home page shows the three people with the lowest order.
export const PREVIEW_PEOPLE = 3;

export type PersonFilter = 'all' | PersonCategory;

export const personCategoryTone: Record<PersonCategory, BadgeTone> = {
  academic: 'blue',
  political: 'violet',
  social: 'green',
};

/** Smallest `order` first; ties keep the server's order (its id order), so the choice is stable. */
export function lowestOrder(
  people: readonly NotablePerson[],
  count: number = PREVIEW_PEOPLE,
): NotablePerson[] {
  return people
    .map((person, index) => ({ person, index }))
    .sort((a, b) => a.person.order - b.person.order || a.index - b.index)
    .slice(0, count)
    .map(({ person }) => person);
}

export function filterPeople(people: readonly NotablePerson[], filter: PersonFilter): NotablePerson[] {
  return filter === 'all' ? [...people] : people.filter((person) => person.category === filter);
}
