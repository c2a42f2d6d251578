// Places as families write them (decision 056): «حي القبلة، مدينة الكويت», `Windsor Castle,Berkshire,
// England`. A place is named by itself and lies within another; a written place is that chain, most
// precise first. Names are matched through the site's one Arabic normalisation, so «حي القبله» and
// «حيّ القبلة» are one place.

import { searchKey } from '../search/arabic-names';

/** The key a place's name is matched and searched by. */
export const placeKey = (name: string): string => searchKey(name);

/** A place's older names as the form and the file give them: one a line, trimmed, blanks dropped. */
export function olderNamesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name !== '');
}

/** Every key a place answers to: its name's first, then each older name's. */
export function placeKeysOf(name: string, olderNames: string): string[] {
  const keys = [placeKey(name), ...olderNamesOf(olderNames).map(placeKey)];
  return [...new Set(keys)].filter((key) => key !== '');
}

/** A written place as its chain, most precise first: split on Latin and Arabic commas. */
export function placeChainOf(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

interface ChainLink {
  id: number;
  name: string;
  parentId: number | null;
}

/**
 * The place and those it lies within, most precise first; a parent loop (a bad restore, two keepers
 * at once) stops at the first place seen twice.
 */
export function chainOf<P extends ChainLink>(place: P, byId: ReadonlyMap<number, P>): P[] {
  const chain: P[] = [];
  const seen = new Set<number>();
  for (let at: P | undefined = place; at && !seen.has(at.id);) {
    chain.push(at);
    seen.add(at.id);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return chain;
}

/** The chain's names as one text, the way it is shown («حي القبلة، مدينة الكويت») or written (`, `). */
export function fullPlaceName<P extends ChainLink>(
  place: P,
  byId: ReadonlyMap<number, P>,
  separator = '، ',
): string {
  return chainOf(place, byId)
    .map((link) => link.name)
    .join(separator);
}

/** A place as the matcher knows it: its id, the place it lies within, every key it answers to. */
export interface KnownPlace {
  id: number;
  parentId: number | null;
  keys: readonly string[];
}

/**
 * Finds the family's place a written chain means, and says what to create when it has none. A place
 * matches a written name when one of its keys (name or older names) is the name's; it matches a
 * chain when, at every level both name, they agree: «حي القبلة» alone matches حي القبلة wherever it
 * lies, «حي القبلة، مدينة الكويت» only the one within مدينة الكويت (or one recorded with no parent).
 * The place agreeing on the most levels wins; between equals, the first recorded. An import thus
 * reuses the family's places and adds only what it does not have.
 */
export function createPlaceMatcher(places: Iterable<KnownPlace>) {
  const byId = new Map<number, KnownPlace>();
  const byKey = new Map<string, KnownPlace[]>();
  const add = (place: KnownPlace) => {
    byId.set(place.id, place);
    for (const key of place.keys) {
      const list = byKey.get(key);
      if (list) list.push(place);
      else byKey.set(key, [place]);
    }
  };
  for (const place of places) add(place);

  /** How many levels of `keys` the place's chain agrees with; -1 when one level contradicts it. */
  const agreement = (place: KnownPlace, keys: readonly string[]): number => {
    let at: KnownPlace | undefined = place;
    let level = 0;
    const seen = new Set<number>();
    for (; at && level < keys.length && !seen.has(at.id); level++) {
      if (!at.keys.includes(keys[level]!)) return -1;
      seen.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return level;
  };

  /** The best existing place for a chain of keys, most precise first; undefined for none. */
  const find = (keys: readonly string[]): KnownPlace | undefined => {
    let best: KnownPlace | undefined;
    let bestLevels = 0;
    for (const candidate of byKey.get(keys[0] ?? '') ?? []) {
      const levels = agreement(candidate, keys);
      if (levels > bestLevels || (levels === bestLevels && best && levels > 0 && candidate.id < best.id)) {
        best = candidate;
        bestLevels = levels;
      }
    }
    return best;
  };

  return {
    /**
     * The id of the place a written chain names (`placeChainOf`), creating through `create` the
     * places it lacks, the outermost first; null for an empty chain.
     */
    async resolve(
      chain: readonly string[],
      create: (name: string, parentId: number | null) => Promise<number>,
    ): Promise<number | null> {
      if (chain.length === 0) return null;
      const keys = chain.map(placeKey);
      const found = find(keys);
      if (found) return found.id;
      const parentId = await this.resolve(chain.slice(1), create);
      const id = await create(chain[0]!, parentId);
      add({ id, parentId, keys: [keys[0]!] });
      return id;
    },
  };
}

/** A place as a picker offers it: what it is called, and every key it answers to. */
export interface PickablePlace {
  id: number;
  name: string;
  /** Its name and older names, one a line, as `placeKeysOf` makes them (the admin's `older_names`). */
  older_names: string;
  full_name: string;
}

/**
 * The places a typed text names, best first (the keepers' picker): those whose name or an older
 * name starts with it, then those holding it, each group in the list's order; the text read by
 * the site's normalisation, its last part only when it is a chain («حي القبلة، مدينة الكويت» finds
 * حي القبلة). At most `limit`.
 */
export function searchPlaces<P extends PickablePlace>(places: readonly P[], text: string, limit = 10): P[] {
  const [first = ''] = placeChainOf(text);
  const key = placeKey(first);
  if (key === '') return places.slice(0, limit);
  const starting: P[] = [];
  const holding: P[] = [];
  for (const place of places) {
    const keys = placeKeysOf(place.name, place.older_names);
    if (keys.some((candidate) => candidate.startsWith(key))) starting.push(place);
    else if (keys.some((candidate) => candidate.includes(key))) holding.push(place);
  }
  return [...starting, ...holding].slice(0, limit);
}
