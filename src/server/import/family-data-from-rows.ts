import { fullPlaceName } from '#shared/places/place-names.ts';
import type { FamilyMemberRow, MarriageRow, MemberEventRow, PlaceRow } from '../db/schema';
import type { ImportedMarriage, ImportedPerson, ImportedPlaceDetail } from './family-data';

/** The members' lives as stored (decision 056): every event, and every place they may name. */
export interface StoredLives {
  events: readonly MemberEventRow[];
  places: readonly PlaceRow[];
}

const noLives: StoredLives = { events: [], places: [] };

/**
 * The stored family in the readers' shape, for the writers: every member keyed by its id, so an
 * exported file names people the way the site does and imports back with the same links. A place
 * is written as its chain, most precise first, separated as GEDCOM separates jurisdictions (`, `),
 * which a re-import matches back to the same places.
 */
export function familyDataFromRows(
  rows: readonly FamilyMemberRow[],
  marriages: readonly MarriageRow[],
  lives: StoredLives = noLives,
): { people: ImportedPerson[]; marriages: ImportedMarriage[]; placeDetails: ImportedPlaceDetail[] } {
  const key = (id: number | null) => (id === null ? null : String(id));
  const nodes = new Map(
    lives.places.map((place) => [place.id, { id: place.id, name: place.name, parentId: place.parent_id }]),
  );
  const placeText = (id: number | null) => {
    const node = id === null ? undefined : nodes.get(id);
    return node ? fullPlaceName(node, nodes, ', ') : '';
  };
  const eventsOf = new Map<number, MemberEventRow[]>();
  for (const event of [...lives.events].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)) {
    eventsOf.set(event.member_id, [...(eventsOf.get(event.member_id) ?? []), event]);
  }
  return {
    people: rows.map((row) => ({
      key: String(row.id),
      name: row.name,
      namePrefix: row.name_prefix,
      nameSuffix: row.name_suffix,
      surname: row.surname,
      gender: row.gender,
      birth: row.birth,
      death: row.death,
      birthPlace: placeText(row.birth_place_id),
      deathPlace: placeText(row.death_place_id),
      role: row.role,
      events: (eventsOf.get(row.id) ?? []).map((event) => ({
        kind: event.kind,
        date: event.date,
        endDate: event.end_date,
        place: placeText(event.place_id),
        value: event.value,
      })),
      bio: row.bio,
      visibility: row.visibility,
      fatherKey: key(row.parent_id),
      motherKey: key(row.mother_id),
      source: { line: 0 },
    })),
    marriages: marriages.map((marriage) => ({
      husbandKey: String(marriage.husband_id),
      wifeKey: String(marriage.wife_id),
      order: marriage.wife_order,
      ended: marriage.ended,
      married: marriage.married_on,
      endedOn: marriage.ended_on,
      place: placeText(marriage.place_id),
      source: { line: 0 },
    })),
    placeDetails: lives.places.flatMap((place) =>
      place.latitude === null || place.longitude === null
        ? []
        : [{ place: placeText(place.id), latitude: place.latitude, longitude: place.longitude }],
    ),
  };
}
