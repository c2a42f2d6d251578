import type { FastifyInstance } from 'fastify';
import { placeKey } from '#shared/places/place-names.ts';
import type { LifeStoryEntry, PlaceLabel } from '#shared/schemas/member-life.ts';
import type { MemberProfile, MemberSearchResult } from '#shared/schemas/member-page.ts';
import type { PlacePage } from '#shared/schemas/place.ts';
import { MAX_SEARCH_RESULTS } from '#shared/search/search-limits.ts';
import { presentLifeStory } from '../presenters/life-story';
import { hasVisibleFact, placeAndWithin, presentPlacePage } from '../presenters/place-page';
import { labelsOf } from '../repositories/places-repository';
import type { FamilyReading } from './family-reading';

// A member's life, a place's page and the search by occupation and place (decision 056), each read
// for one request's reader: the family's reading (lib/family-reading.ts) decides whom the reader
// sees in full, and only their facts are told.

/** The reader's record of a member when the reader sees them in full, else undefined. */
function seenInFull({ view, see }: FamilyReading) {
  return (id: number) => {
    const record = view.byId.get(id);
    const seen = record && see(record);
    return seen?.visibility === 'public' ? seen : undefined;
  };
}

/** The member's «سيرة» for the page's reader, or undefined when the reader may not see it. */
export async function lifeStoryOf(
  app: FastifyInstance,
  profile: MemberProfile,
): Promise<LifeStoryEntry[] | undefined> {
  if (profile.member.visibility !== 'public') return undefined;
  const facts = app.repos.placeFacts;
  const id = profile.member.id;
  const [own, events, marriages, places] = await Promise.all([
    facts.placesOfMember(id),
    facts.eventsOfMember(id),
    facts.marriagesOfMember(id),
    app.repos.places.nodes(),
  ]);
  return presentLifeStory(profile.member, profile.spouses, {
    birthPlaceId: own?.birth_place_id ?? null,
    deathPlaceId: own?.death_place_id ?? null,
    events,
    marriages,
    places,
  });
}

/** A place's page for the reader; null for an unknown place or one no fact the reader sees names. */
export async function placePageOf(
  app: FastifyInstance,
  id: number,
  reading: FamilyReading,
): Promise<PlacePage | null> {
  const [place, nodes] = await Promise.all([app.repos.places.find(id), app.repos.places.nodes()]);
  if (!place) return null;
  const here = placeAndWithin(id, nodes);
  const [facts, entries] = await Promise.all([
    app.repos.placeFacts.factsAt(here),
    app.repos.history.timelineAt(here),
  ]);
  return presentPlacePage(place, nodes, facts, seenInFull(reading), entries);
}

/**
 * The places that have a page for the public (the sitemap's): those where, or within which, a fact
 * of a member the public sees in full, or an entry of the family's timeline (decision 063), took
 * place.
 */
export async function publicPlaceIds(app: FastifyInstance, reading: FamilyReading): Promise<number[]> {
  const [facts, inHistory, nodes] = await Promise.all([
    app.repos.placeFacts.allFacts(),
    app.repos.history.timelinePlaces(),
    app.repos.places.nodes(),
  ]);
  const seen = seenInFull(reading);
  const withPage = new Set<number>();
  const named = [
    ...facts.filter((fact) => hasVisibleFact([fact], seen)).map((fact) => fact.place_id),
    ...inHistory,
  ];
  for (const placeId of named) {
    // The place and every place it lies within.
    for (let at = nodes.get(placeId); at && !withPage.has(at.id);) {
      withPage.add(at.id);
      at = at.parentId === null ? undefined : nodes.get(at.parentId);
    }
  }
  return [...withPage].sort((a, b) => a - b);
}

/** How many places a search offers, beside its members. */
const MAX_PLACES_FOUND = 5;

/**
 * What the search finds by a member's life: the places named so (that some fact the reader may
 * see names, there or within), and the members the reader sees in full whose occupation, title or
 * other fact says so, each with the words it was found by. Never a member the reader sees limited:
 * a living member's occupation is as private as his dates (decision 015).
 */
export async function searchByLife(
  app: FastifyInstance,
  query: string,
  reading: FamilyReading,
  foundByName: readonly MemberSearchResult[],
): Promise<{ results: MemberSearchResult[]; places: PlaceLabel[] }> {
  const key = placeKey(query);
  const [matches, placeIds, nodes] = await Promise.all([
    app.repos.placeFacts.withValue(key, MAX_SEARCH_RESULTS * 10),
    app.repos.placeFacts.placesNamed(key, MAX_PLACES_FOUND * 4),
    app.repos.places.nodes(),
  ]);
  const seen = seenInFull(reading);
  const results = [...foundByName];
  const listed = new Set(results.map((result) => result.id));
  for (const match of matches) {
    if (results.length >= MAX_SEARCH_RESULTS) break;
    const member = listed.has(match.member_id) ? undefined : seen(match.member_id);
    if (!member) continue;
    listed.add(member.id);
    results.push({ ...reading.view.searchResult(member), matched: match.value });
  }
  const places: PlaceLabel[] = [];
  for (const id of placeIds) {
    if (places.length >= MAX_PLACES_FOUND) break;
    const facts = await app.repos.placeFacts.factsAt(placeAndWithin(id, nodes));
    if (hasVisibleFact(facts, seen)) places.push(...labelsOf([id], nodes));
  }
  return { results, places };
}
