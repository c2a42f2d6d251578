import { describe, expect, it } from 'vitest';
import {
  createPlaceMatcher,
  fullPlaceName,
  olderNamesOf,
  placeChainOf,
  placeKey,
  placeKeysOf,
  searchPlaces,
  type KnownPlace,
} from './place-names';

/** A matcher over these places, and a create that numbers new places from 100 and records them. */
function matcherOf(places: KnownPlace[]) {
  const matcher = createPlaceMatcher(places);
  const created: { id: number; name: string; parentId: number | null }[] = [];
  const create = async (name: string, parentId: number | null) => {
    const id = 100 + created.length;
    created.push({ id, name, parentId });
    return id;
  };
  return { resolve: (text: string) => matcher.resolve(placeChainOf(text), create), created };
}

const place = (id: number, name: string, parentId: number | null = null, older = ''): KnownPlace => ({
  id,
  parentId,
  keys: placeKeysOf(name, older),
});

describe('place names', () => {
  it('reads a written place as its chain, most precise first, on Latin and Arabic commas', () => {
    expect(placeChainOf('حي القبلة، مدينة الكويت')).toEqual(['حي القبلة', 'مدينة الكويت']);
    expect(placeChainOf('Osborne House,Isle of Wight, England ')).toEqual([
      'Osborne House',
      'Isle of Wight',
      'England',
    ]);
    expect(placeChainOf(' , ،')).toEqual([]);
  });

  it('keys a name by the site’s Arabic normalisation', () => {
    expect(placeKey('حيّ القبلة')).toBe(placeKey('حي القبله'));
    expect(placeKeysOf('حي القبلة', 'فريج القبلة\n\n حي القبلة ')).toEqual([
      placeKey('حي القبلة'),
      placeKey('فريج القبلة'),
    ]);
    expect(olderNamesOf(' أ \r\n\nب')).toEqual(['أ', 'ب']);
  });

  it('shows a place with the places it lies within, and stops at a loop', () => {
    const byId = new Map([
      [1, { id: 1, name: 'الكويت', parentId: null }],
      [2, { id: 2, name: 'مدينة الكويت', parentId: 1 }],
      [3, { id: 3, name: 'حي القبلة', parentId: 2 }],
      [4, { id: 4, name: 'أ', parentId: 5 }],
      [5, { id: 5, name: 'ب', parentId: 4 }],
    ]);
    expect(fullPlaceName(byId.get(3)!, byId)).toBe('حي القبلة، مدينة الكويت، الكويت');
    expect(fullPlaceName(byId.get(3)!, byId, ', ')).toBe('حي القبلة, مدينة الكويت, الكويت');
    expect(fullPlaceName(byId.get(4)!, byId)).toBe('أ، ب');
  });
});

describe('matching a written place to the family’s places', () => {
  const family = () => [
    place(1, 'الكويت'),
    place(2, 'مدينة الكويت', 1),
    place(3, 'حي القبلة', 2, 'فريج القبلة'),
    place(4, 'الشامية', 1),
  ];

  it('takes a lone name for the one place of that name, wherever it lies, however it is spelt', async () => {
    const { resolve, created } = matcherOf(family());
    expect(await resolve('حيّ القبله')).toBe(3);
    expect(await resolve('فريج القبلة')).toBe(3);
    expect(created).toEqual([]);
  });

  it('takes a chain that agrees at every level both name', async () => {
    const { resolve, created } = matcherOf(family());
    expect(await resolve('حي القبلة، مدينة الكويت')).toBe(3);
    expect(await resolve('حي القبلة، مدينة الكويت، الكويت')).toBe(3);
    expect(created).toEqual([]);
  });

  it('adds what the family lacks, the outermost first, and reuses it after', async () => {
    const { resolve, created } = matcherOf(family());
    expect(await resolve('حي القبلة، البصرة، العراق')).toBe(102);
    expect(created).toEqual([
      { id: 100, name: 'العراق', parentId: null },
      { id: 101, name: 'البصرة', parentId: 100 },
      { id: 102, name: 'حي القبلة', parentId: 101 },
    ]);
    expect(await resolve('حي القبلة، البصرة')).toBe(102);
    // The family's own حي القبلة is still the one meant where the chain says so.
    expect(await resolve('حي القبلة، مدينة الكويت')).toBe(3);
    expect(created).toHaveLength(3);
  });

  it('places a known name under a known parent when the chain names one the family has', async () => {
    const { resolve, created } = matcherOf(family());
    expect(await resolve('المرقاب، مدينة الكويت')).toBe(100);
    expect(created).toEqual([{ id: 100, name: 'المرقاب', parentId: 2 }]);
  });

  it('prefers the place agreeing on more levels, then the first recorded', async () => {
    const { resolve } = matcherOf([
      place(1, 'England'),
      place(2, 'Windsor'),
      place(3, 'Berkshire', 1),
      place(4, 'Windsor', 3),
    ]);
    expect(await resolve('Windsor, Berkshire, England')).toBe(4);
    expect(await resolve('Windsor')).toBe(2);
  });

  it('answers null for an empty place', async () => {
    const { resolve } = matcherOf(family());
    expect(await resolve(' ، ')).toBeNull();
  });
});

describe('searchPlaces', () => {
  const list = [
    { id: 1, name: 'الكويت', older_names: '', full_name: 'الكويت' },
    { id: 2, name: 'مدينة الكويت', older_names: '', full_name: 'مدينة الكويت، الكويت' },
    { id: 3, name: 'حي القبلة', older_names: 'فريج القبلة', full_name: 'حي القبلة، مدينة الكويت، الكويت' },
  ];
  const ids = (text: string) => searchPlaces(list, text).map((place) => place.id);

  it('offers the places starting with the text first, then those holding it, spelt any way', () => {
    expect(ids('الكويت')).toEqual([1, 2]);
    expect(ids('القبله')).toEqual([3]);
    expect(ids('فريج')).toEqual([3]);
    expect(ids('كويت')).toEqual([1, 2]);
  });

  it('reads a typed chain by its first part, and offers the list’s first places for nothing typed', () => {
    expect(ids('حي القبلة، مدينة الكويت')).toEqual([3]);
    expect(searchPlaces(list, ' ', 2).map((place) => place.id)).toEqual([1, 2]);
  });
});
