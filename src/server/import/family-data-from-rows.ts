import { fullPlaceName } from '#shared/places/place-names.ts';
import type {
  CitationRow,
  FamilyMemberRow,
  MarriageRow,
  MemberEventRow,
  PlaceRow,
  SourceRow,
} from '../db/schema';
import type {
  ImportedCitation,
  ImportedMarriage,
  ImportedPerson,
  ImportedPlaceDetail,
  ImportedSource,
} from './family-data';

/** The members' lives as stored (decision 056): every event, and every place they may name. */
export interface StoredLives {
  events: readonly MemberEventRow[];
  places: readonly PlaceRow[];
}

const noLives: StoredLives = { events: [], places: [] };

/** The stored sources and citations an export writes with the family (decision 060). */
export interface StoredSourcing {
  sources: readonly SourceRow[];
  citations: readonly CitationRow[];
}

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
  sourcing?: StoredSourcing,
): {
  people: ImportedPerson[];
  marriages: ImportedMarriage[];
  placeDetails: ImportedPlaceDetail[];
  sources?: ImportedSource[];
} {
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
  const family = {
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
  return sourcing ? withSourcing(family, rows, marriages, sourcing) : family;
}

/**
 * The family with its sources, and each member's and marriage's citations beside its facts. An
 * event's citations wait for the events to be written to the file.
 */
function withSourcing<Family extends { people: ImportedPerson[]; marriages: ImportedMarriage[] }>(
  family: Family,
  rows: readonly FamilyMemberRow[],
  marriages: readonly MarriageRow[],
  { sources, citations }: StoredSourcing,
) {
  const ofMember = new Map<number, ImportedCitation[]>();
  const ofMarriage = new Map<number, ImportedCitation[]>();
  for (const citation of citations) {
    if (citation.fact === 'event') continue;
    const read: ImportedCitation = {
      sourceKey: String(citation.source_id),
      fact: citation.fact,
      page: citation.page,
      note: citation.note,
    };
    const [map, id] =
      citation.marriage_id !== null ? [ofMarriage, citation.marriage_id] : [ofMember, citation.member_id];
    if (id === null) continue;
    map.set(id, [...(map.get(id) ?? []), read]);
  }
  const cited = <T extends object>(item: T, list: ImportedCitation[] | undefined): T =>
    list ? { ...item, citations: list } : item;
  return {
    ...family,
    people: family.people.map((person, index) => cited(person, ofMember.get(rows[index]!.id))),
    marriages: family.marriages.map((marriage, index) =>
      cited(marriage, ofMarriage.get(marriages[index]!.id)),
    ),
    sources: sources.map((source) => ({
      key: String(source.id),
      kind: source.kind,
      title: source.title,
      author: source.author,
      details: source.details,
      isPublic: source.is_public === 1,
      source: { line: 0 },
    })),
  };
}
