import * as z from 'zod/mini';
import { publicVisibilities } from './family-member';
import { dataResponseSchema, savedResponseSchema } from './responses';

/** The family's identity: data the admin edits (not code). GET /api/site.php sends it bare. */
export const siteSettingsSchema = z.object({
  familyName: z.string(),
  founderName: z.string(),
  tagline: z.string(),
  heroText: z.string(),
  email: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  address: z.string(),
  socialX: z.string(),
  socialInstagram: z.string(),
  socialFacebook: z.string(),
  socialYoutube: z.string(),
  socialSnapchat: z.string(),
  analyticsId: z.string(),
  /** Privacy of the living (decision 015): what the public sees of a living member left on `auto`. */
  privacyLiving: z.enum(publicVisibilities),
  /** No woman's photo is public. */
  hideWomenPhotos: z.boolean(),
  /** Owners must sign in with a second factor once this is on (decision 024). */
  requireOwnerTwoFactor: z.boolean(),
  /** The family's wording of a death notice (docs/product.md#occasions), shown with each notice. */
  noticeOpening: z.string(),
  noticeHonorificMale: z.string(),
  noticeHonorificFemale: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** How far a signed-in relative's view of the living in full may reach, in steps of kinship. */
export const RELATIVES_SCOPE_STEPS = { min: 1, max: 10 } as const;

/**
 * The admin's copy (decision 026): with the version a save sends back, and the owner's settings
 * the public has no use for.
 */
export const adminSiteSettingsSchema = z.extend(siteSettingsSchema, {
  /**
   * Null: signed-in relatives see the living of the whole family in full; 1 to 10: only those
   * within that many steps of kinship of their own member (`membersWithinSteps`).
   */
  relativesScopeSteps: z.nullable(z.int()),
  /**
   * True: a signed-in relative's proposal for their own household (a new spouse or child, or a
   * change to one) is applied at once; false (the default): it waits in the keepers' queue.
   */
  relativesHouseholdDirect: z.boolean(),
  version: z.int(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
/** GET /api/admin/site/get.php. */
export const adminSiteSettingsResponseSchema = dataResponseSchema(adminSiteSettingsSchema);
/** POST /api/admin/site/update.php. */
export const siteSettingsSavedResponseSchema = savedResponseSchema(adminSiteSettingsSchema);
