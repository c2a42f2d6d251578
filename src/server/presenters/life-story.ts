import { orderLifeStory } from '#shared/family-tree/life-story.ts';
import { readDeath } from '#shared/family-tree/living.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type { LifeStoryEntry, PlaceLabel } from '#shared/schemas/member-life.ts';
import type { MemberProfile } from '#shared/schemas/member-page.ts';
import type { MemberEventRow } from '../db/schema';
import { labelsOf, type PlaceNode } from '../repositories/places-repository';

/** What a member's life story is made from, as stored. */
export interface StoredLife {
  birthPlaceId: number | null;
  deathPlaceId: number | null;
  events: readonly MemberEventRow[];
  marriages: readonly { husband_id: number; wife_id: number; married_on: string; place_id: number | null }[];
  places: ReadonlyMap<number, PlaceNode>;
}

/**
 * A member's «سيرة» as the page's reader may see it (docs/product.md#member-page, decision 056): only
 * of a member the reader sees in full, as the dates are (decision 015: a limited member's record has
 * no dates, and his life has no story either); a marriage only where the page tells how it ended,
 * that is where both spouses are seen in full, and when its date or place is known (the family
 * section lists it already). The birth and the death come from the reader's record, their places
 * from the member's row; in the order of the life (`orderLifeStory`). None when it would tell no
 * more than the page's dates.
 */
export function presentLifeStory(
  member: PublicFamilyMember,
  spouses: MemberProfile['spouses'],
  life: StoredLife,
): LifeStoryEntry[] | undefined {
  if (member.visibility !== 'public') return undefined;
  const label = (id: number | null): PlaceLabel | null =>
    id === null ? null : (labelsOf([id], life.places)[0] ?? null);
  const entries: LifeStoryEntry[] = [];
  const birth = member.birth ?? '';
  if (birth.trim() !== '' || life.birthPlaceId !== null) {
    entries.push({ kind: 'birth', date: birth, place: label(life.birthPlaceId) });
  }
  // «حي» or «-» in the death field is no death (decision 015); a word of death is one, without a date.
  const reading = readDeath(member.death ?? '');
  const died = reading === 'date' || reading === 'word';
  if (died || life.deathPlaceId !== null) {
    entries.push({
      kind: 'death',
      date: reading === 'date' ? member.death! : '',
      place: label(life.deathPlaceId),
    });
  }
  for (const event of life.events) {
    entries.push({
      kind: event.kind,
      date: event.date,
      ...(event.kind === 'residence' && event.end_date !== '' ? { end_date: event.end_date } : {}),
      place: label(event.place_id),
      ...(event.value !== '' ? { value: event.value } : {}),
      event_id: event.id,
    });
  }
  for (const spouse of spouses) {
    // `ended` is told only when both spouses are seen in full (decision 015): so is the marriage.
    if (spouse.ended === undefined) continue;
    const marriage = life.marriages.find(
      (m) =>
        (m.husband_id === member.id && m.wife_id === spouse.id) ||
        (m.wife_id === member.id && m.husband_id === spouse.id),
    );
    if (!marriage || (marriage.married_on.trim() === '' && marriage.place_id === null)) continue;
    entries.push({
      kind: 'marriage',
      date: marriage.married_on,
      place: label(marriage.place_id),
      spouse: { id: spouse.id, name: spouse.name },
    });
  }
  const tellsMore = entries.some(
    (entry) => entry.place !== null || (entry.kind !== 'birth' && entry.kind !== 'death'),
  );
  return tellsMore ? orderLifeStory(entries) : undefined;
}
