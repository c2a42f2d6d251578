import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { familyCircleMessages } from '../messages/family-circle';
import { publicVisibilities } from './family-member';
import { RELATIVES_SCOPE_STEPS } from './site-settings';
import { optionalEmail, optionalText, optionalUrl, recordVersion, requiredText } from './input';

/** Body of POST /api/admin/site/update.php: the family's identity, data the admin edits (not code). */
export const siteSettingsInputSchema = z.object({
  familyName: requiredText(100),
  founderName: requiredText(100),
  tagline: optionalText(300),
  heroText: optionalText(2000),
  email: optionalEmail,
  phone1: optionalText(40),
  phone2: optionalText(40),
  address: optionalText(500),
  socialX: optionalUrl,
  socialInstagram: optionalUrl,
  socialFacebook: optionalUrl,
  socialYoutube: optionalUrl,
  socialSnapchat: optionalUrl,
  // A Google Analytics measurement id; nothing is loaded when it is empty.
  analyticsId: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^G-[A-Z0-9]{4,20}$/.test(v), commonMessages.validation.invalidAnalyticsId)
    .nullish()
    .transform((v) => v ?? ''),
  // Absent (an older client): the careful defaults of decision 015.
  privacyLiving: z.enum(publicVisibilities).optional().default('limited'),
  hideWomenPhotos: z.boolean().optional().default(false),
  // Absent (an older client): the stored choice stays.
  requireOwnerTwoFactor: z.boolean().optional(),
  // Null or '' (the form's «كل العائلة»): the whole family; else the steps of kinship. Absent: unchanged.
  relativesScopeSteps: z
    .union(
      [
        z.null(),
        z.literal(''),
        z.coerce.number().int().min(RELATIVES_SCOPE_STEPS.min).max(RELATIVES_SCOPE_STEPS.max),
      ],
      {
        error: familyCircleMessages.validation.invalidScope,
      },
    )
    .transform((value) => (value === '' ? null : value))
    .optional(),
  // Absent (an older client): the stored choice stays.
  relativesHouseholdDirect: z.boolean().optional(),
  // The death notice's wording; each absent (an older client) keeps what is stored.
  noticeOpening: requiredText(200).optional(),
  noticeHonorificMale: requiredText(50).optional(),
  noticeHonorificFemale: requiredText(50).optional(),
  version: recordVersion,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;
