import { describe, expect, it } from 'vitest';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { filterPeople, lowestOrder } from './people';

const person = (
  id: string,
  order: number,
  category: NotablePerson['category'] = 'academic',
): NotablePerson => ({
  id,
  name: `شخص ${id}`,
  position: 'منصب',
  category,
  image: '',
  bio: '',
  period: '',
  order,
});

describe('lowestOrder', () => {
  it('takes the three smallest orders, smallest first', () => {
    const people = [person('a', 5), person('b', 99), person('c', 1), person('d', 3), person('e', 2)];
    expect(lowestOrder(people).map((p) => p.id)).toEqual(['c', 'e', 'd']);
  });

  it('keeps the given order between equal orders', () => {
    const people = [person('x', 99), person('y', 99), person('z', 99), person('w', 99)];
    expect(lowestOrder(people).map((p) => p.id)).toEqual(['x', 'y', 'z']);
  });

  it('returns fewer when there are fewer', () => {
    expect(lowestOrder([person('a', 1)])).toHaveLength(1);
    expect(lowestOrder([])).toEqual([]);
  });
});

describe('filterPeople', () => {
  const people = [person('a', 1, 'academic'), person('b', 2, 'political'), person('c', 3, 'social')];
  it('keeps everyone for all', () => {
    expect(filterPeople(people, 'all')).toHaveLength(3);
  });
  it('keeps one category', () => {
    expect(filterPeople(people, 'political').map((p) => p.id)).toEqual(['b']);
  });
});
