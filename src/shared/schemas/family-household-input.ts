import { z } from 'zod';
import { normaliseContactPhone } from '../format/phone';
import { familyCircleMessages } from '../messages/family-circle';
import { familyHouseholdMessages } from '../messages/family-household';
import { contactVisibilities, genders } from './family-member';
import { isoDate, optionalIdSchema, optionalEmail, optionalText, recordVersion, requiredText } from './input';

const m = familyHouseholdMessages.errors;

/** Directory pages hold this many entries: a phone's screenful of cards, a few times over. */
export const DIRECTORY_PAGE_SIZE = 30;

/** GET directory.php?q=&branch=&page=. */
export const directoryQuerySchema = z.object({
  q: optionalText(100),
  branch: optionalIdSchema(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

/** A phone as `normaliseContactPhone` reads it, stored as `+` and its digits; '' for none. */
const contactPhone = optionalText(40).transform((value, context) => {
  const phone = normaliseContactPhone(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: familyCircleMessages.validation.invalidPhone });
    return z.NEVER;
  }
  return phone;
});

/**
 * POST update-me.php: what a relative changes of their own member directly. Nothing here names a
 * member: the member is always the session's own.
 */
export const ownMemberInputSchema = z.strictObject({
  contact_phone: contactPhone,
  contact_email: optionalEmail,
  contact_area: optionalText(100),
  contact_visibility: z.enum(contactVisibilities, {
    error: familyCircleMessages.validation.invalidContactVisibility,
  }),
  bio: optionalText(20_000),
  /** True: the photo is taken off (a new one comes through photo.php). */
  remove_photo: z.boolean().optional(),
  version: recordVersion,
});
export type OwnMemberInput = z.input<typeof ownMemberInputSchema>;
export type OwnMemberValues = z.output<typeof ownMemberInputSchema>;

/** POST propose.php: a new spouse or child (no `member_id`), or a change to one (`member_id`). */
export const proposalInputSchema = z.strictObject({
  kind: z.enum(['spouse', 'child'], { error: m.invalidKind }),
  member_id: optionalIdSchema(),
  name: requiredText(200, m.nameRequired),
  gender: z.enum(genders, { error: m.genderRequired }),
  birth: z
    .union([z.literal(''), isoDate])
    .optional()
    .default(''),
  other_parent_id: optionalIdSchema(m.otherParentNotSpouse),
  note: optionalText(2000),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;
export type ProposalValues = z.output<typeof proposalInputSchema>;
