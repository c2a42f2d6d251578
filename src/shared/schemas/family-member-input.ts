import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { normaliseContactPhone } from '../format/phone';
import { familyCircleMessages } from '../messages/family-circle';
import {
  MAX_GENERATION,
  MIN_GENERATION,
  contactVisibilities,
  genders,
  marriageEnds,
  memberVisibilities,
} from './family-member';
import {
  idSchema,
  imageReference,
  optionalEmail,
  optionalIdSchema,
  optionalText,
  recordVersion,
} from './input';

const m = adminMessages.members;

const optionalId = optionalIdSchema();
const circle = familyCircleMessages.validation;

/** A phone as `normaliseContactPhone` reads it, stored as `+` and its digits; '' for none. */
const contactPhone = optionalText(40).transform((value, context) => {
  const phone = normaliseContactPhone(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: circle.invalidPhone });
    return z.NEVER;
  }
  return phone;
});

/**
 * The member's marriages, replacing the ones stored (a man's wives in order: the first is his
 * first wife). Absent: the marriages follow `spouse_id` the way older clients expect (decision 013).
 */
const spousesInput = z
  .array(
    z.object({
      id: idSchema(),
      ended: z
        .union([z.enum(marriageEnds), z.literal(''), z.null()])
        .optional()
        .transform((value) => (value === 'widowed' || value === 'divorced' ? value : null)),
    }),
  )
  .max(20, m.tooManySpouses)
  .optional();

/** Body of create.php / update.php under /api/family-members/. */
export const familyMemberInputSchema = z.object({
  name: z
    .string({ error: m.nameAndGenerationRequired })
    .trim()
    .min(1, m.nameAndGenerationRequired)
    .max(200, commonMessages.validation.tooLong(200)),
  generation: z.coerce
    .number({ error: m.nameAndGenerationRequired })
    .int(m.generationRange)
    .min(MIN_GENERATION, m.generationRange)
    .max(MAX_GENERATION, m.generationRange),
  parent: optionalId,
  /** Older clients (docs/product.md#older-clients): one spouse; `spouses`, when given, says more and wins. */
  spouse_id: z
    .union([z.null(), z.literal(''), idSchema()], { error: commonMessages.validation.invalidId })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : value === undefined ? undefined : null)),
  spouses: spousesInput,
  /** The mother, when the father has several wives; optional. */
  mother_id: optionalId,
  gender: z
    .union([z.enum(genders), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === 'male' || value === 'female' ? value : null)),
  surname: optionalText(100),
  name_prefix: optionalText(100),
  name_suffix: optionalText(100),
  birth: optionalText(50),
  death: optionalText(50),
  role: optionalText(200),
  image: imageReference,
  bio: optionalText(20_000),
  /** Bullet points, one a line (the founder's card; decision 020); absent keeps what is stored. */
  highlights: optionalText(5_000).optional(),
  /** What the public sees (decision 015); absent keeps the stored choice (`auto` for a new member). */
  visibility: z.enum(memberVisibilities).optional(),
  // The keepers' fields of the family's circle (never public); each absent keeps what is stored.
  contact_phone: contactPhone.optional(),
  contact_email: optionalEmail.optional(),
  contact_area: optionalText(100).optional(),
  contact_visibility: z.enum(contactVisibilities, { error: circle.invalidContactVisibility }).optional(),
  relatives_see_full: z.boolean().optional(),
  version: recordVersion,
});
export type FamilyMemberInput = z.input<typeof familyMemberInputSchema>;
export type FamilyMemberValues = z.output<typeof familyMemberInputSchema>;
