import { defaultPrivacySettings } from '#shared/family-tree/privacy.ts';
import { defaultNoticeWording } from '#shared/occasions/notice-wording.ts';
import { toMapEmbedUrl } from '#shared/format/maps.ts';
import { oneCopyOf } from '#shared/format/remember-by-text.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import type { AdminDiwanInfo, DiwanInfo } from '#shared/schemas/diwan.ts';
import type { FamilyMember, MemberCircle, SpouseLink } from '#shared/schemas/family-member.ts';
import type { AdminNewsItem, NewsItem, NewsMemberLink } from '#shared/schemas/news.ts';
import type { AdminNotablePerson, NotablePerson } from '#shared/schemas/notable-person.ts';
import type { AdminSiteSettings, SiteSettings } from '#shared/schemas/site-settings.ts';
import type {
  ContactMessageRow,
  DiwanInfoRow,
  FamilyMemberRow,
  NewsRow,
  NotablePersonRow,
  SiteSettingsRow,
} from '../db/schema';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import type { NewsWithMembers } from '../repositories/news-repository';

// Rows → the JSON shapes of docs/product.md#api. The only place where column names meet API names.

/** The row's columns that an answer shows under their own names, and only those. */
function columnsOf<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

const newsColumns = ['id', 'title', 'excerpt', 'content', 'date', 'category', 'image', 'link'] as const;

export const presentNews = (row: NewsRow): NewsItem => columnsOf(row, newsColumns);

/**
 * An item as its reader gets it: a family-only one (which only a signed-in relative is ever given)
 * says so, for the page's «للعائلة فقط»; the public's items never carry the field.
 */
export const presentReadableNews = (row: NewsRow): NewsItem =>
  row.audience === 'family' ? { ...presentNews(row), family_only: true } : presentNews(row);

/** The admin's copy (decision 016): whether and when the public sees it, and whom it names. */
export const presentAdminNews = (row: NewsWithMembers): AdminNewsItem => ({
  ...presentNews(row),
  status: row.status,
  publish_at: row.publish_at,
  audience: row.audience,
  member_ids: row.member_ids,
  version: row.version,
});

/**
 * The members a news item names, as the public may see them (decision 015): a hidden member (or
 * one shown only as «—» for a descendant's sake) is left out, a limited one keeps only the name.
 */
export function presentNewsMembers(
  memberIds: readonly number[],
  byId: ReadonlyMap<number, { id: number; name: string; visibility: string }>,
): NewsMemberLink[] {
  return memberIds.flatMap((id) => {
    const member = byId.get(id);
    return member && member.visibility !== 'hidden' ? [{ id: member.id, name: member.name }] : [];
  });
}

export const presentNotablePerson = (row: NotablePersonRow): NotablePerson => ({
  id: String(row.id),
  name: row.name,
  position: row.position,
  category: row.category,
  image: row.image,
  bio: row.bio,
  period: row.period,
  order: row.sort_order,
});

/** The admin's copy: with the version an update sends back (decision 026). */
export const presentAdminNotablePerson = (row: NotablePersonRow): AdminNotablePerson => ({
  ...presentNotablePerson(row),
  version: row.version,
});

/**
 * Older clients' one spouse (docs/product.md#older-clients): the first marriage that lasts, else the first
 * one.
 */
const currentSpouse = (spouses: readonly SpouseLink[]): number | null =>
  (spouses.find((link) => link.ended === null) ?? spouses[0])?.id ?? null;

/**
 * The texts a family repeats (names, dates, roles, the enumerations) as one string each: the
 * server keeps every member's record, and several views share them (`oneCopyOf`).
 */
export const presentFamilyMember = ({ row, spouses }: MemberWithSpouses): FamilyMember => ({
  id: row.id,
  name: oneCopyOf(row.name),
  generation: row.generation,
  parent: row.parent_id,
  spouse_id: currentSpouse(spouses),
  spouses,
  mother_id: row.mother_id,
  gender: oneCopyOf(row.gender),
  surname: oneCopyOf(row.surname),
  name_prefix: oneCopyOf(row.name_prefix),
  name_suffix: oneCopyOf(row.name_suffix),
  birth: oneCopyOf(row.birth),
  death: oneCopyOf(row.death),
  role: oneCopyOf(row.role),
  image: row.image,
  bio: row.bio,
  highlights: row.highlights,
  visibility: oneCopyOf(row.visibility),
});

/** The keepers' fields of a member (never in a public output): only the keepers' answers spread them in. */
export const presentMemberCircle = (row: FamilyMemberRow): MemberCircle => ({
  contact_phone: row.contact_phone,
  contact_email: row.contact_email,
  contact_area: row.contact_area,
  contact_visibility: row.contact_visibility,
  relatives_see_full: row.relatives_see_full === 1,
});

export const presentDiwan = (row: DiwanInfoRow | undefined): DiwanInfo => ({
  address: row?.address ?? '',
  location: row?.location ?? '',
  opening_hours: row?.opening_hours ?? '',
  contact_phone: row?.contact_phone ?? '',
  map_url: row ? publicMapUrl(row.map_url) : '',
});

/** The admin's copy (decision 026): version 0 until the first save creates the row. */
export const presentAdminDiwan = (row: DiwanInfoRow | undefined): AdminDiwanInfo => ({
  ...presentDiwan(row),
  version: row?.version ?? 0,
});

/**
 * A link stored before the form turned links into embeds is shown as its embed when
 * it names a place; one that cannot be framed stays as it is, and the page says so.
 */
function publicMapUrl(stored: string): string {
  if (stored.trim() === '') return '';
  const result = toMapEmbedUrl(stored);
  return result.ok ? result.embedUrl : stored;
}

export const presentSiteSettings = (row: SiteSettingsRow | undefined): SiteSettings => ({
  familyName: row?.family_name ?? '',
  founderName: row?.founder_name ?? '',
  tagline: row?.tagline ?? '',
  heroText: row?.hero_text ?? '',
  email: row?.email ?? '',
  phone1: row?.phone1 ?? '',
  phone2: row?.phone2 ?? '',
  address: row?.address ?? '',
  socialX: row?.social_x ?? '',
  socialInstagram: row?.social_instagram ?? '',
  socialFacebook: row?.social_facebook ?? '',
  socialYoutube: row?.social_youtube ?? '',
  socialSnapchat: row?.social_snapchat ?? '',
  analyticsId: row?.analytics_id ?? '',
  privacyLiving: row?.privacy_living ?? defaultPrivacySettings.living,
  hideWomenPhotos: row ? row.privacy_hide_women_photos === 1 : defaultPrivacySettings.hideWomenPhotos,
  requireOwnerTwoFactor: row?.require_owner_two_factor === 1,
  noticeOpening: row?.notice_opening ?? defaultNoticeWording.opening,
  noticeHonorificMale: row?.notice_honorific_male ?? defaultNoticeWording.honorificMale,
  noticeHonorificFemale: row?.notice_honorific_female ?? defaultNoticeWording.honorificFemale,
});

/** The admin's copy (decision 026): version 0 until the first save creates the row. */
export const presentAdminSiteSettings = (row: SiteSettingsRow | undefined): AdminSiteSettings => ({
  ...presentSiteSettings(row),
  relativesScopeSteps: row?.relatives_scope_steps ?? null,
  relativesHouseholdDirect: row?.relatives_household_direct === 1,
  version: row?.version ?? 0,
});

export const presentContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at,
  read: row.read_at !== null,
});
