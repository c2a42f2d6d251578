import type { NotablePerson, PersonCategory } from '#shared/schemas/notable-person.ts';

export type PeopleFilter = PersonCategory | 'all';

/**
 * The admin notable-people list (docs/product.md#admin-notable-people): the search matches name, position or
 * bio, ignoring case.
 */
export function filterPeople(people: readonly NotablePerson[], search: string, category: PeopleFilter) {
  const needle = search.trim().toLocaleLowerCase();
  return people.filter(
    (person) =>
      (category === 'all' || person.category === category) &&
      (needle === '' ||
        [person.name, person.position, person.bio].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}
