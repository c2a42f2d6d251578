import * as z from 'zod/mini';
import { newsAudiences, newsStatuses } from '../news/publishing';
import { condolencePlaces, occasionKinds } from '../occasions/kinds';
import { dataResponseSchema, savedResponseSchema } from './responses';

/** A member an occasion concerns, as the public may see them (decision 015): never a hidden one. */
export const occasionMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.nullable(z.enum(['male', 'female'])),
});
export type OccasionMember = z.infer<typeof occasionMemberSchema>;

/** One عزاء as the notice shows it: the place resolved (the diwan's address and map, or its own). */
export const condolenceSchema = z.object({
  place: z.enum(condolencePlaces),
  address: z.string(),
  /** A link that opens the place in a maps app; '' when there is no place to show. */
  map_link: z.string(),
  hours: z.string(),
  days: z.int(),
  /** The first day, `yyyy-mm-dd`: the one the keeper chose, else the occasion's own. */
  starts_on: z.string(),
});
export type Condolence = z.infer<typeof condolenceSchema>;

/** A death notice's own parts, with the family's wording for its deceased. */
export const deathNoticeSchema = z.object({
  /** «انتقل إلى رحمة الله تعالى», as the family words it. */
  opening: z.string(),
  /** «المرحوم» or «المرحومة», by the deceased's gender ('' when it is not recorded). */
  honorific: z.string(),
  /** The first member named: the deceased; null when the public may not see them. */
  deceased: z.nullable(occasionMemberSchema),
  prayer_mosque: z.string(),
  prayer_time: z.string(),
  cemetery: z.string(),
  men: condolenceSchema,
  women: condolenceSchema,
  /** Stored numbers, `+96599998888`. */
  phones: z.array(z.string()),
});
export type DeathNotice = z.infer<typeof deathNoticeSchema>;

/** An occasion as every public answer sends it (docs/product.md#occasions). */
export const occasionSchema = z.object({
  id: z.int(),
  kind: z.enum(occasionKinds),
  title: z.string(),
  /** `yyyy-mm-dd`. */
  date: z.string(),
  body: z.string(),
  members: z.array(occasionMemberSchema),
  /** A death notice's parts; null for the other kinds. */
  notice: z.nullable(deathNoticeSchema),
  /** True only in a signed-in relative's answer, for an occasion the family alone reads. */
  family_only: z.optional(z.boolean()),
});
export type Occasion = z.infer<typeof occasionSchema>;

/**
 * GET /api/occasions/list.php: upcoming first (soonest first), then past (latest first). `today` is
 * the Kuwaiti day the answer was made on, which parted them: the page parts them the same way.
 */
export const occasionListResponseSchema = z.object({
  success: z.literal(true),
  today: z.string(),
  occasions: z.array(occasionSchema),
});
export type OccasionList = z.infer<typeof occasionListResponseSchema>;

/** GET /api/occasions/get.php?id=. */
export const occasionResponseSchema = z.object({ success: z.literal(true), occasion: occasionSchema });

/** The admin's copy: every stored field as the form edits it, with publishing and its version. */
export const adminOccasionSchema = z.object({
  id: z.int(),
  kind: z.enum(occasionKinds),
  title: z.string(),
  date: z.string(),
  body: z.string(),
  member_ids: z.array(z.int()),
  status: z.enum(newsStatuses),
  /** UTC ISO-8601; null when none is set. */
  publish_at: z.nullable(z.string()),
  audience: z.enum(newsAudiences),
  prayer_mosque: z.string(),
  prayer_time: z.string(),
  cemetery: z.string(),
  men_place: z.enum(condolencePlaces),
  men_address: z.string(),
  men_map_url: z.string(),
  men_hours: z.string(),
  men_days: z.int(),
  men_starts_on: z.string(),
  women_place: z.enum(condolencePlaces),
  women_address: z.string(),
  women_map_url: z.string(),
  women_hours: z.string(),
  women_days: z.int(),
  women_starts_on: z.string(),
  phones: z.array(z.string()),
  /** When it was first out (published and its time come); null before. */
  announced_at: z.nullable(z.string()),
  version: z.int(),
});
export type AdminOccasion = z.infer<typeof adminOccasionSchema>;

export const adminOccasionListResponseSchema = dataResponseSchema(z.array(adminOccasionSchema));
export const adminOccasionResponseSchema = dataResponseSchema(adminOccasionSchema);
export const occasionSavedResponseSchema = savedResponseSchema(adminOccasionSchema);
