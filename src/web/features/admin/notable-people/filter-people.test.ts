import { describe, expect, it } from 'vitest';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { filterPeople } from './filter-people';

const person = (overrides: Partial<NotablePerson>): NotablePerson => ({
  id: '1',
  name: '',
  position: '',
  category: 'academic',
  image: '',
  bio: '',
  period: '',
  order: 99,
  ...overrides,
});

const people = [
  person({ id: '1', name: 'Dr. Salem', category: 'academic' }),
  person({ id: '2', name: 'خالد', position: 'Member of PARLIAMENT', category: 'political' }),
  person({ id: '3', name: 'مريم', bio: 'أسست جمعية خيرية', category: 'social' }),
];

describe('filterPeople', () => {
  it('matches name, position or bio, ignoring case', () => {
    expect(filterPeople(people, 'salem', 'all').map((p) => p.id)).toEqual(['1']);
    expect(filterPeople(people, 'parliament', 'all').map((p) => p.id)).toEqual(['2']);
    expect(filterPeople(people, 'جمعية', 'all').map((p) => p.id)).toEqual(['3']);
  });

  it('combines the search with the category', () => {
    expect(filterPeople(people, '', 'social').map((p) => p.id)).toEqual(['3']);
    expect(filterPeople(people, 'salem', 'social')).toEqual([]);
  });
});
