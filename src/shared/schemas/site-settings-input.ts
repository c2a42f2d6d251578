import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { publicVisibilities } from './family-member';
import { optionalText, optionalUrl, recordVersion, requiredText } from './input';

/** Body of POST /api/admin/site/update.php: the family's identity, data the admin edits (not code). */
export const siteSettingsInputSchema = z.object({
  familyName: requiredText(100),
  founderName: requiredText(100),
  tagline: optionalText(300),
  heroText: optionalText(2000),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), commonMessages.validation.invalidEmail)
    .nullish()
    .transform((v) => v ?? ''),
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
  version: recordVersion,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;
