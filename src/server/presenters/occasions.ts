import { mapLinkOf } from '#shared/format/maps.ts';
import { defaultNoticeWording, type NoticeWording } from '#shared/occasions/notice-wording.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type {
  AdminOccasion,
  Condolence,
  DeathNotice,
  Occasion,
  OccasionMember,
} from '#shared/schemas/occasion.ts';
import type { DiwanInfoRow, OccasionRow, SiteSettingsRow } from '../db/schema';
import type { OccasionWithMembers } from '../repositories/occasions-repository';

/** The stored phones, one a line, as a list. */
const phonesOf = (row: OccasionRow) => row.phones.split('\n').filter(Boolean);

/** The admin's copy: every stored field, the members' ids, publishing and the version. */
export function presentAdminOccasion(row: OccasionWithMembers): AdminOccasion {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    date: row.date,
    body: row.body,
    member_ids: row.member_ids,
    status: row.status,
    publish_at: row.publish_at,
    audience: row.audience,
    prayer_mosque: row.prayer_mosque,
    prayer_time: row.prayer_time,
    cemetery: row.cemetery,
    men_place: row.men_place,
    men_address: row.men_address,
    men_map_url: row.men_map_url,
    men_hours: row.men_hours,
    men_days: row.men_days,
    men_starts_on: row.men_starts_on,
    women_place: row.women_place,
    women_address: row.women_address,
    women_map_url: row.women_map_url,
    women_hours: row.women_hours,
    women_days: row.women_days,
    women_starts_on: row.women_starts_on,
    phones: phonesOf(row),
    announced_at: row.announced_at,
    version: row.version,
  };
}

/** The family's wording of a notice: its settings, or the words a new site starts with. */
export function noticeWordingOf(settings: SiteSettingsRow | undefined): NoticeWording {
  return settings
    ? {
        opening: settings.notice_opening,
        honorificMale: settings.notice_honorific_male,
        honorificFemale: settings.notice_honorific_female,
      }
    : defaultNoticeWording;
}

/** What a public occasion is made with besides its row: the family as the public sees it, the diwan, the wording. */
export interface OccasionContext {
  byId: ReadonlyMap<number, PublicFamilyMember>;
  diwan: DiwanInfoRow | undefined;
  wording: NoticeWording;
}

/** The members the public may see, in the keeper's order (decision 015): a hidden one is left out. */
function membersOf(ids: readonly number[], byId: OccasionContext['byId']): OccasionMember[] {
  return ids.flatMap((id) => {
    const member = byId.get(id);
    if (!member || member.visibility === 'hidden') return [];
    return [{ id: member.id, name: member.name, gender: member.gender ?? null }];
  });
}

function condolenceOf(row: OccasionRow, side: 'men' | 'women', diwan: DiwanInfoRow | undefined): Condolence {
  const atDiwan = row[`${side}_place`] === 'diwan';
  const address = atDiwan ? (diwan?.address ?? '') : row[`${side}_address`];
  return {
    place: row[`${side}_place`],
    address,
    map_link: atDiwan ? mapLinkOf(diwan?.map_url ?? '', address) : mapLinkOf(row[`${side}_map_url`], address),
    hours: row[`${side}_hours`],
    days: row[`${side}_days`],
    starts_on: row[`${side}_starts_on`] || row.date,
  };
}

function noticeOf(row: OccasionWithMembers, context: OccasionContext): DeathNotice {
  // The first member is the deceased: whom the notice mourns, in the family's words for them.
  const firstId = row.member_ids[0];
  const first = firstId === undefined ? undefined : context.byId.get(firstId);
  const deceased =
    first && first.visibility !== 'hidden'
      ? { id: first.id, name: first.name, gender: first.gender ?? null }
      : null;
  const { wording } = context;
  const honorific =
    deceased?.gender === 'female'
      ? wording.honorificFemale
      : deceased?.gender === 'male'
        ? wording.honorificMale
        : '';
  return {
    opening: wording.opening,
    honorific,
    deceased,
    prayer_mosque: row.prayer_mosque,
    prayer_time: row.prayer_time,
    cemetery: row.cemetery,
    men: condolenceOf(row, 'men', context.diwan),
    women: condolenceOf(row, 'women', context.diwan),
    phones: phonesOf(row),
  };
}

/** An occasion as the public (or a signed-in relative) reads it. */
export function presentOccasion(
  row: OccasionWithMembers,
  context: OccasionContext,
  relative = false,
): Occasion {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    date: row.date,
    body: row.body,
    members: membersOf(row.member_ids, context.byId),
    notice: row.kind === 'death' ? noticeOf(row, context) : null,
    // Only a relative's answer says it: the public's never names the audience.
    ...(relative ? { family_only: row.audience === 'family' } : {}),
  };
}

/**
 * Upcoming first, soonest first, then the past, latest first (docs/product.md#occasions): `rows`
 * come earliest first; `today` is a Kuwaiti day, which counts as upcoming.
 */
export function upcomingThenPast<T extends { date: string }>(rows: readonly T[], today: string): T[] {
  const upcoming = rows.filter((row) => row.date >= today);
  const past = rows.filter((row) => row.date < today).reverse();
  return [...upcoming, ...past];
}
