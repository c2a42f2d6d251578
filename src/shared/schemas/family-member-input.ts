import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { normaliseContactPhone } from '../format/phone';
import { familyCircleMessages } from '../messages/family-circle';
import { placesAdminMessages } from '../messages/places-admin';
import {
  MAX_GENERATION,
  MIN_GENERATION,
  contactVisibilities,
  genders,
  marriageEnds,
  memberVisibilities,
} from './family-member';
import { memberEventKinds, valuedEventKinds } from './member-life';
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
const life = placesAdminMessages.validation;

/** A place of the family's list, none (null, ''), or absent: the stored one stays (older clients). */
const placeIdInput = z
  .union([z.null(), z.literal(''), idSchema(life.unknownPlace)], { error: life.unknownPlace })
  .transform((value) => (typeof value === 'number' ? value : null))
  .optional();

/**
 * One of the member's events (decision 056): with its `id` when it is stored already (kept with
 * that id, which a citation may point at), without for a new one. An occupation, a title or another
 * fact needs its text; a burial, a christening or a residence may be known without any detail.
 */
const memberEventInput = z
  .object({
    id: idSchema().optional(),
    kind: z.enum(memberEventKinds, { error: commonMessages.validation.invalidCategory }),
    date: optionalText(50),
    end_date: optionalText(50),
    place_id: optionalIdSchema(life.unknownPlace),
    value: optionalText(200),
  })
  .refine((event) => !valuedEventKinds.includes(event.kind) || event.value !== '', {
    message: life.valueRequired,
    path: ['value'],
  });
export type MemberEventInput = z.output<typeof memberEventInput>;

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
      /** Where and when the marriage was made; each absent keeps what is stored. */
      married_on: optionalText(50).optional(),
      place_id: placeIdInput,
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
  // The member's life (decision 056); each absent keeps what is stored.
  birth_place_id: placeIdInput,
  death_place_id: placeIdInput,
  /** Every event, in the keeper's order: those stored and not sent are removed. */
  events: z.array(memberEventInput).max(200, life.tooManyEvents).optional(),
  version: recordVersion,
});
export type FamilyMemberInput = z.input<typeof familyMemberInputSchema>;
export type FamilyMemberValues = z.output<typeof familyMemberInputSchema>;
