import { sortableYear } from '#shared/format/genealogy-date.ts';
import { readDeath } from '#shared/family-tree/living.ts';
import { olderNamesOf } from '#shared/places/place-names.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type { LifeStoryKind } from '#shared/schemas/member-life.ts';
import type { PlaceFact, PlacePage } from '#shared/schemas/place.ts';
import type { HistoryTimelineRow, PlaceRow } from '../db/schema';
import type { PlaceFactRow } from '../repositories/place-facts';
import { labelsOf, type PlaceNode } from '../repositories/places-repository';
import { summarise } from './public-family';

/** A place's page lists at most this many facts of each kind; the rest are counted. */
export const MAX_FACTS_PER_KIND = 200;

/** The order a place's page tells its facts in: where they were born, married, lived, died, lay. */
const KIND_ORDER: LifeStoryKind[] = [
  'birth',
  'marriage',
  'residence',
  'death',
  'burial',
  'christening',
  'occupation',
  'title',
  'other',
];

/** The place and every place within it, however deep, each once. */
export function placeAndWithin(id: number, nodes: ReadonlyMap<number, PlaceNode>): number[] {
  const children = new Map<number, number[]>();
  for (const node of nodes.values()) {
    if (node.parentId !== null)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const found = new Set<number>();
  const queue = [id];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return [...found];
}

/** The reader's record of a member when the reader sees them in full; undefined otherwise. */
type SeenInFull = (id: number) => PublicFamilyMember | undefined;

/**
 * The facts at a set of places its reader may see (decision 056, as decision 015 says of dates): a
 * member's only when the reader sees him in full, a marriage's only when the reader sees both
 * spouses so; a birth or a death with its date from the reader's record.
 */
export function visibleFacts(facts: readonly PlaceFactRow[], seenInFull: SeenInFull) {
  const visible: (PlaceFact & { placeId: number })[] = [];
  for (const fact of facts) {
    const member = seenInFull(fact.member_id);
    const spouse = fact.spouse_id === null ? undefined : seenInFull(fact.spouse_id);
    if (!member || (fact.spouse_id !== null && !spouse)) continue;
    let date = fact.date;
    if (fact.kind === 'birth') date = member.birth ?? '';
    if (fact.kind === 'death') date = readDeath(member.death ?? '') === 'date' ? member.death! : '';
    visible.push({
      kind: fact.kind,
      date,
      member: summarise(member),
      ...(spouse ? { spouse: summarise(spouse) } : {}),
      placeId: fact.place_id,
    });
  }
  return visible;
}

/** Whether any of these facts may be seen by the reader: a place's page exists for him. */
export function hasVisibleFact(facts: readonly PlaceFactRow[], seenInFull: SeenInFull): boolean {
  return facts.some(
    (fact) => seenInFull(fact.member_id) && (fact.spouse_id === null || seenInFull(fact.spouse_id)),
  );
}

/** A timeline entry at one of the page's places: the family's public history (decision 063). */
type EntryAt = Pick<HistoryTimelineRow, 'id' | 'year' | 'period' | 'title' | 'place_id'>;

/**
 * A place's page (docs/product.md#places): the place, the place it lies within, the places within it
 * that have a fact its reader may see or a timeline entry, those facts, here and within, by kind
 * then year, and the timeline's entries there. Null when none of it may be seen: a place no visible
 * fact and no entry of the family's history names has no page.
 */
export function presentPlacePage(
  place: PlaceRow,
  nodes: ReadonlyMap<number, PlaceNode>,
  facts: readonly PlaceFactRow[],
  seenInFull: SeenInFull,
  entries: readonly EntryAt[] = [],
): PlacePage | null {
  const visible = visibleFacts(facts, seenInFull);
  if (visible.length === 0 && entries.length === 0) return null;
  const seenAt = new Set([...visible.map((fact) => fact.placeId), ...entries.map((entry) => entry.place_id)]);
  // An entry within a smaller place says which.
  const whereOf = (placeId: number) =>
    placeId === place.id ? {} : { place: labelsOf([placeId], nodes)[0]! };
  const within = [...nodes.values()]
    .filter((node) => node.parentId === place.id)
    .filter((node) => placeAndWithin(node.id, nodes).some((id) => seenAt.has(id)))
    .map((node) => node.id);
  const year = (fact: PlaceFact) => sortableYear(fact.date) ?? Number.POSITIVE_INFINITY;
  const ordered = visible.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      year(a) - year(b) ||
      a.member.name.localeCompare(b.member.name, 'ar'),
  );
  const shown: PlaceFact[] = [];
  const totals = new Map<LifeStoryKind, number>();
  for (const { placeId, ...fact } of ordered) {
    const count = (totals.get(fact.kind) ?? 0) + 1;
    totals.set(fact.kind, count);
    if (count > MAX_FACTS_PER_KIND) continue;
    // A fact within a smaller place says which.
    shown.push({ ...fact, ...whereOf(placeId) });
  }
  return {
    id: place.id,
    name: place.name,
    older_names: olderNamesOf(place.older_names),
    latitude: place.latitude,
    longitude: place.longitude,
    parent: place.parent_id === null ? null : (labelsOf([place.parent_id], nodes)[0] ?? null),
    within: labelsOf(within, nodes).sort((a, b) => a.name.localeCompare(b.name, 'ar')),
    facts: shown,
    totals: [...totals].map(([kind, count]) => ({ kind, count })),
    history: entries.map(({ id, year, period, title, place_id: placeId }) => ({
      id,
      year,
      period,
      title,
      ...whereOf(placeId!),
    })),
  };
}
