import { newsAudiences } from '#shared/news/publishing.ts';
import { contactVisibilities } from '#shared/schemas/family-member.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { NewsValues } from '#shared/schemas/news-input.ts';
import { condolencePlaces, occasionKinds } from '#shared/occasions/kinds.ts';
import type { OccasionValues } from '#shared/schemas/occasion-input.ts';
import { memberEventKinds, type MemberLife } from '#shared/schemas/member-life.ts';

// A record as stored (a row, or its snapshot in the change history) read back into the values its
// save takes: the change history's restore and a relative's own edits write a record this way.

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A field an entry written before it existed lacks: undefined keeps what is stored. */
const textIfKept = (value: unknown) => (typeof value === 'string' ? value : undefined);
const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);
const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
/** A column an entry written before it existed lacks: undefined keeps what is stored. */
const idIfKept = (row: Record<string, unknown>, key: string) => (key in row ? idOrNull(row[key]) : undefined);

/**
 * The member's life as the change history keeps it beside the row (plugins/audit.ts): undefined for
 * an entry written before lives were kept, and for a row read alone, which then keep what is stored.
 */
function lifeIn(row: Record<string, unknown>): MemberLife | undefined {
  const life = row.life as MemberLife | undefined;
  return life && Array.isArray(life.events) && Array.isArray(life.marriages) ? life : undefined;
}

/** A member's stored state as its save takes it (a restore writes it back; a relative edits it). */
export function memberValues(row: Record<string, unknown>): FamilyMemberValues {
  const spouses = Array.isArray(row.spouses) ? (row.spouses as { id: number; ended: unknown }[]) : [];
  const life = lifeIn(row);
  const factsOf = (spouseId: number) => {
    const facts = life?.marriages.find((marriage) => marriage.spouse_id === spouseId);
    return facts ? { married_on: facts.married_on, place_id: facts.place_id } : {};
  };
  return {
    name: text(row.name),
    generation: Number(row.generation),
    parent: idOrNull(row.parent_id),
    mother_id: idOrNull(row.mother_id),
    spouse_id: undefined,
    spouses: spouses.map((spouse) => ({
      id: spouse.id,
      ended: spouse.ended === 'widowed' || spouse.ended === 'divorced' ? spouse.ended : null,
      ...factsOf(spouse.id),
    })),
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    surname: text(row.surname),
    name_prefix: text(row.name_prefix),
    name_suffix: text(row.name_suffix),
    birth: text(row.birth),
    death: text(row.death),
    role: text(row.role),
    image: text(row.image),
    bio: text(row.bio),
    highlights: text(row.highlights),
    visibility: row.visibility as FamilyMemberValues['visibility'],
    contact_phone: textIfKept(row.contact_phone),
    contact_email: textIfKept(row.contact_email),
    contact_area: textIfKept(row.contact_area),
    contact_visibility: oneOf(contactVisibilities, row.contact_visibility),
    // Stored as 1 or 0 (an integer for SQLite's sake).
    relatives_see_full: typeof row.relatives_see_full === 'number' ? row.relatives_see_full === 1 : undefined,
    birth_place_id: idIfKept(row, 'birth_place_id'),
    death_place_id: idIfKept(row, 'death_place_id'),
    events: life?.events
      .filter((event) => memberEventKinds.includes(event.kind))
      .map(({ id, kind, date, end_date, place_id, value }) => ({
        id,
        kind,
        date,
        end_date,
        place_id,
        value,
      })),
    version: undefined,
  };
}

/** A news item's stored state as its save takes it. */
export function newsValues(row: Record<string, unknown>): NewsValues {
  return {
    title: text(row.title),
    excerpt: text(row.excerpt),
    content: text(row.content),
    date: text(row.date),
    category: row.category as NewsValues['category'],
    image: text(row.image),
    link: text(row.link),
    status: row.status as NewsValues['status'],
    publish_at: typeof row.publish_at === 'string' ? row.publish_at : null,
    // A family-only item comes back family-only; an entry from before audiences keeps what is stored.
    audience: oneOf(newsAudiences, row.audience),
    member_ids: Array.isArray(row.member_ids) ? (row.member_ids as number[]) : [],
    version: undefined,
  };
}

/** An occasion's stored state as its save takes it; a restore never writes a member's death date. */
export function occasionValues(row: Record<string, unknown>): OccasionValues {
  const place = (value: unknown) => oneOf(condolencePlaces, value) ?? 'diwan';
  const days = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    kind: oneOf(occasionKinds, row.kind) ?? 'other',
    title: text(row.title),
    date: text(row.date),
    body: text(row.body),
    member_ids: Array.isArray(row.member_ids) ? (row.member_ids as number[]) : [],
    status: row.status as OccasionValues['status'],
    publish_at: typeof row.publish_at === 'string' ? row.publish_at : null,
    audience: oneOf(newsAudiences, row.audience) ?? 'public',
    prayer_mosque: text(row.prayer_mosque),
    prayer_time: text(row.prayer_time),
    cemetery: text(row.cemetery),
    men_place: place(row.men_place),
    men_address: text(row.men_address),
    men_map_url: text(row.men_map_url),
    men_hours: text(row.men_hours),
    men_days: days(row.men_days),
    men_starts_on: text(row.men_starts_on),
    women_place: place(row.women_place),
    women_address: text(row.women_address),
    women_map_url: text(row.women_map_url),
    women_hours: text(row.women_hours),
    women_days: days(row.women_days),
    women_starts_on: text(row.women_starts_on),
    // Stored one a line; a snapshot of the record as presented holds them as a list.
    phones: Array.isArray(row.phones)
      ? (row.phones as string[])
      : text(row.phones)
          .split('\n')
          .filter((phone) => phone !== ''),
    apply_death_date: false,
    version: undefined,
  };
}
