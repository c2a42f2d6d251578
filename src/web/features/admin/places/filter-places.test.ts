import { describe, expect, it } from 'vitest';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { filterPlaces } from './filter-places';

const place = (id: number, name: string, more: Partial<AdminPlace> = {}): AdminPlace => ({
  id,
  name,
  older_names: '',
  latitude: null,
  longitude: null,
  parent_id: null,
  full_name: name,
  uses: 0,
  members: 0,
  version: 1,
  ...more,
});

const places = [
  place(1, 'الكويت', { uses: 2, members: 1 }),
  place(2, 'حي القبلة', { full_name: 'حي القبلة، الكويت', older_names: 'فريج القبلة', uses: 1 }),
  place(3, 'Kuwait'),
];

describe('filterPlaces', () => {
  const ids = (found: AdminPlace[]) => found.map((found) => found.id);

  it('matches a name, an older name and a place it lies within, through the Arabic normalisation', () => {
    expect(ids(filterPlaces(places, 'القبله', 'all'))).toEqual([2]);
    expect(ids(filterPlaces(places, 'فريج', 'all'))).toEqual([2]);
    expect(ids(filterPlaces(places, 'الكويت', 'all'))).toEqual([1, 2]);
    expect(ids(filterPlaces(places, 'kuwait', 'all'))).toEqual([3]);
    expect(ids(filterPlaces(places, '  ', 'all'))).toEqual([1, 2, 3]);
  });

  it('keeps the used or the unused places', () => {
    expect(ids(filterPlaces(places, '', 'used'))).toEqual([1, 2]);
    expect(ids(filterPlaces(places, '', 'unused'))).toEqual([3]);
  });
});
