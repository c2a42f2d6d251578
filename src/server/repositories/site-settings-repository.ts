import type { Kysely } from 'kysely';
import type { SiteSettingsValues } from '#shared/schemas/site-settings-input.ts';
import type { Database, SiteSettingsRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { saveVersionedSingleton } from './versioned-write';

const ROW_ID = 1;

export function toSiteSettingsColumns(s: SiteSettingsValues) {
  return {
    family_name: s.familyName,
    founder_name: s.founderName,
    tagline: s.tagline,
    hero_text: s.heroText,
    email: s.email,
    phone1: s.phone1,
    phone2: s.phone2,
    address: s.address,
    social_x: s.socialX,
    social_instagram: s.socialInstagram,
    social_facebook: s.socialFacebook,
    social_youtube: s.socialYoutube,
    social_snapchat: s.socialSnapchat,
    analytics_id: s.analyticsId,
    privacy_living: s.privacyLiving,
    privacy_hide_women_photos: s.hideWomenPhotos ? 1 : 0,
    ...(s.requireOwnerTwoFactor === undefined
      ? {}
      : { require_owner_two_factor: s.requireOwnerTwoFactor ? 1 : 0 }),
    ...(s.relativesScopeSteps === undefined ? {} : { relatives_scope_steps: s.relativesScopeSteps }),
    ...(s.relativesHouseholdDirect === undefined
      ? {}
      : { relatives_household_direct: s.relativesHouseholdDirect ? 1 : 0 }),
    ...(s.noticeOpening === undefined ? {} : { notice_opening: s.noticeOpening }),
    ...(s.noticeHonorificMale === undefined ? {} : { notice_honorific_male: s.noticeHonorificMale }),
    ...(s.noticeHonorificFemale === undefined ? {} : { notice_honorific_female: s.noticeHonorificFemale }),
  };
}

export function siteSettingsRepository(db: Kysely<Database>) {
  return {
    get(): Promise<SiteSettingsRow | undefined> {
      return db.selectFrom('site_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026): another version throws StaleVersion. */
    save(settings: SiteSettingsValues, expectedVersion?: number): Promise<SiteSettingsRow> {
      const columns = { ...toSiteSettingsColumns(settings), updated_at: nowIso() };
      return saveVersionedSingleton(db, 'site_settings', columns, expectedVersion);
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof siteSettingsRepository>;
