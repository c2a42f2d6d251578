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
  const cited = citationsByRecord(sourcing?.citations ?? []);
  const withCitations = <T extends object>(item: T, list: ImportedCitation[] | undefined): T =>
    list ? { ...item, citations: list } : item;
  return {
    people: rows.map((row) =>
      withCitations(
        {
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
          events: (eventsOf.get(row.id) ?? []).map((event) =>
            withCitations(
              {
                kind: event.kind,
                date: event.date,
                endDate: event.end_date,
                place: placeText(event.place_id),
                value: event.value,
              },
              cited.event.get(event.id),
            ),
          ),
          bio: row.bio,
          visibility: row.visibility,
          fatherKey: key(row.parent_id),
          motherKey: key(row.mother_id),
          source: { line: 0 },
        },
        cited.member.get(row.id),
      ),
    ),
    marriages: marriages.map((marriage) =>
      withCitations(
        {
          husbandKey: String(marriage.husband_id),
          wifeKey: String(marriage.wife_id),
          order: marriage.wife_order,
          ended: marriage.ended,
          married: marriage.married_on,
          endedOn: marriage.ended_on,
          place: placeText(marriage.place_id),
          source: { line: 0 },
        },
        cited.marriage.get(marriage.id),
      ),
    ),
    placeDetails: lives.places.flatMap((place) =>
      place.latitude === null || place.longitude === null
        ? []
        : [{ place: placeText(place.id), latitude: place.latitude, longitude: place.longitude }],
    ),
    ...(sourcing
      ? {
          sources: sourcing.sources.map((source) => ({
            key: String(source.id),
            kind: source.kind,
            title: source.title,
            author: source.author,
            details: source.details,
            isPublic: source.is_public === 1,
            source: { line: 0 },
          })),
        }
      : {}),
  };
}

/** Each stored citation in the readers' shape, by the record that holds its fact (decision 060). */
function citationsByRecord(citations: readonly CitationRow[]) {
  const byRecord = {
    member: new Map<number, ImportedCitation[]>(),
    marriage: new Map<number, ImportedCitation[]>(),
    event: new Map<number, ImportedCitation[]>(),
  };
  for (const citation of citations) {
    const read: ImportedCitation = {
      sourceKey: String(citation.source_id),
      fact: citation.fact,
      page: citation.page,
      note: citation.note,
    };
    const [map, id] =
      citation.event_id !== null
        ? [byRecord.event, citation.event_id]
        : citation.marriage_id !== null
          ? [byRecord.marriage, citation.marriage_id]
          : [byRecord.member, citation.member_id];
    if (id === null) continue;
    map.set(id, [...(map.get(id) ?? []), read]);
  }
  return byRecord;
}
