import * as z from 'zod/mini';
import { memberLifeSchema } from './member-life';
import { savedResponseSchema } from './responses';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

// docs/product.md#constants: the form offers generations 1 to 6. An imported family is often deeper
// (royal92.ged has over 30), so the data allows more (decision 013) and the form offers them when present.
export const MIN_GENERATION = 1;
export const FORM_MAX_GENERATION = 6;
export const MAX_GENERATION = 99;

/** How a marriage ended; null while it lasts. */
export const marriageEnds = ['widowed', 'divorced'] as const;
export type MarriageEnd = (typeof marriageEnds)[number];

/**
 * One of a member's marriages, seen from the member (decision 013): the spouse, the wife's rank among
 * her husband's wives (1 for his first wife), and how it ended.
 */
export const spouseLinkSchema = z.object({
  id: z.int(),
  order: z.int(),
  ended: z.nullable(z.enum(marriageEnds)),
});
export type SpouseLink = z.infer<typeof spouseLinkSchema>;

/**
 * A marriage as the public sees it (decision 015): how it ended is absent when either spouse is
 * not shown in full, since a divorce or a widowhood is about both of them.
 */
export const publicSpouseLinkSchema = z.object({
  id: z.int(),
  order: z.int(),
  ended: z.optional(spouseLinkSchema.shape.ended),
});
export type PublicSpouseLink = z.infer<typeof publicSpouseLinkSchema>;

// Privacy of the living (decision 015). Stored per member: `auto` follows the family's
// rules in the site settings; the others are the admin's choice.
export const memberVisibilities = ['auto', 'public', 'limited', 'hidden'] as const;
export type MemberVisibility = (typeof memberVisibilities)[number];

/** What the public gets of a member: everything, the name and links only, or nothing («—»). */
export const publicVisibilities = ['public', 'limited', 'hidden'] as const;
export type PublicVisibility = (typeof publicVisibilities)[number];

/**
 * Who may read a member's contact details: nobody (the default), signed-in relatives (the family's
 * directory), or the keepers alone. The public, never.
 */
export const contactVisibilities = ['nobody', 'relatives', 'keepers'] as const;
export type ContactVisibility = (typeof contactVisibilities)[number];

/**
 * What only the keepers' copy of a member carries, and no public output ever does: the contact
 * details with who may read them, and whether signed-in relatives may see the member in full
 * (false: «الأمناء فقط», relatives see what the public sees). Kept out of `FamilyMember`, the shape
 * every public answer is made from, so no public output can pass them on by mistake.
 */
export const memberCircleSchema = z.object({
  /** `+` and the digits with the country code (`+96599998888`), or ''. */
  contact_phone: z.string(),
  contact_email: z.string(),
  /** The area of Kuwait (or the town) the member lives in, as typed; ''. */
  contact_area: z.string(),
  contact_visibility: z.enum(contactVisibilities),
  relatives_see_full: z.boolean(),
});
export type MemberCircle = z.infer<typeof memberCircleSchema>;

/**
 * A family member (docs/product.md#data) with gender, mother and marriages (decisions 004, 013); children are
 * derived.
 */
export const familyMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  generation: z.int(),
  parent: z.nullable(z.int()),
  /**
   * For older clients (docs/product.md#older-clients): the current spouse (the first marriage that lasts),
   * else the first.
   */
  spouse_id: z.nullable(z.int()),
  /** Every marriage: a man's wives in order; a woman's husbands in the order she married them. */
  spouses: z.array(spouseLinkSchema),
  mother_id: z.nullable(z.int()),
  gender: z.nullable(z.enum(genders)),
  /** A family name carried over from an imported file; '' for most members. */
  surname: z.string(),
  /** A title before the name and a suffix after it (GEDCOM's NPFX, NSFX: «الشيخ», `jr.`); '' for most. */
  name_prefix: z.string(),
  name_suffix: z.string(),
  birth: z.string(),
  death: z.string(),
  role: z.string(),
  image: z.string(),
  bio: z.string(),
  /** Bullet points, one a line (the founder's card); public only where the bio is. */
  highlights: z.string(),
  /** The admin's choice; what the public then sees is decided on the server (decision 015). */
  visibility: z.enum(memberVisibilities),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/**
 * A member as every public output sends it (decision 015): a limited member has his name (family
 * name included) and links, and no photo, dates, role, bio or marriage ends (the fields are absent,
 * not blanked); a hidden member who must stay so the lineage reads is named «—» with his parents'
 * links only.
 */
export const publicFamilyMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  generation: z.int(),
  parent: z.nullable(z.int()),
  spouse_id: z.nullable(z.int()),
  spouses: z.array(publicSpouseLinkSchema),
  mother_id: z.nullable(z.int()),
  gender: z.nullable(z.enum(genders)),
  surname: z.optional(z.string()),
  name_prefix: z.optional(z.string()),
  name_suffix: z.optional(z.string()),
  birth: z.optional(z.string()),
  death: z.optional(z.string()),
  role: z.optional(z.string()),
  image: z.optional(z.string()),
  bio: z.optional(z.string()),
  highlights: z.optional(z.string()),
  visibility: z.enum(publicVisibilities),
});
export type PublicFamilyMember = z.infer<typeof publicFamilyMemberSchema>;

/** GET /api/family-members/: the bare array (docs/product.md#public-endpoints), as the public may see it. */
export const familyMembersResponseSchema = z.array(publicFamilyMemberSchema);

/**
 * GET founder.php: the root member of the home preview (docs/product.md#home), or null when there is none.
 */
export const founderResponseSchema = z.object({
  success: z.literal(true),
  member: z.nullable(publicFamilyMemberSchema),
});
/** POST create.php, PUT update.php?id= under /api/family-members/. */
export const familyMemberSavedResponseSchema = savedResponseSchema(
  // The saved record's new version, for the form's next save (decision 026), and its keeper-only fields.
  z.extend(familyMemberSchema, {
    ...memberCircleSchema.shape,
    life: z.optional(memberLifeSchema),
    version: z.int(),
  }),
);
