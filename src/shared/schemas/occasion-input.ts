import { z } from 'zod';
import { isGoogleMapsUrl } from '../format/maps';
import { normaliseContactPhone } from '../format/phone';
import { toUtcInstant } from '../format/kuwait-time';
import { newsPublishingMessages } from '../messages/news-publishing';
import { occasionAdminMessages } from '../messages/occasions-admin';
import { newsAudiences, newsStatuses } from '../news/publishing';
import {
  CONDOLENCE_DAYS,
  MAX_CONDOLENCE_PHONES,
  MAX_OCCASION_MEMBERS,
  condolencePlaces,
  occasionKinds,
} from '../occasions/kinds';
import { idSchema, isoDate, optionalText, recordVersion } from './input';

const v = occasionAdminMessages.validation;
const publishing = newsPublishingMessages.validation;

/** When it may be shown: as a news item's (decision 016), Kuwait time from the form, stored as UTC. */
const publishAt = z
  .union([z.string(), z.null()], { error: publishing.invalidPublishAt })
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const instant = toUtcInstant(value);
    if (instant === null) {
      context.addIssue({ code: 'custom', message: publishing.invalidPublishAt });
      return z.NEVER;
    }
    return instant;
  })
  .optional()
  .transform((value) => value ?? null);

const memberIds = z
  .array(idSchema(v.invalidMember), { error: v.invalidMember })
  .max(MAX_OCCASION_MEMBERS, v.tooManyMembers(MAX_OCCASION_MEMBERS))
  .transform((ids) => [...new Set(ids)])
  .default([]);

/** A Google Maps link or ''. */
const mapUrl = optionalText(2000).refine((value) => value === '' || isGoogleMapsUrl(value), v.invalidMapUrl);

/** A day, or '' for none. */
const optionalDay = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((value) => value ?? '');

const days = z.coerce
  .number({ error: v.invalidDays(CONDOLENCE_DAYS.min, CONDOLENCE_DAYS.max) })
  .int(v.invalidDays(CONDOLENCE_DAYS.min, CONDOLENCE_DAYS.max))
  .min(CONDOLENCE_DAYS.min, v.invalidDays(CONDOLENCE_DAYS.min, CONDOLENCE_DAYS.max))
  .max(CONDOLENCE_DAYS.max, v.invalidDays(CONDOLENCE_DAYS.min, CONDOLENCE_DAYS.max))
  .default(CONDOLENCE_DAYS.default);

/**
 * The condolence phones: one a line (the form's textarea) or a list; each stored as the members'
 * phones are (`+96599998888`), blank lines dropped, each number once.
 */
const phones = z
  .union([z.string().max(1000), z.array(z.string().max(40))], { error: v.invalidPhone('') })
  .default([])
  .transform((value, context) => {
    const written = (typeof value === 'string' ? value.split(/\r?\n/) : value)
      .map((line) => line.trim())
      .filter(Boolean);
    const stored: string[] = [];
    for (const line of written) {
      const phone = normaliseContactPhone(line);
      if (!phone) {
        context.addIssue({ code: 'custom', message: v.invalidPhone(line) });
        return z.NEVER;
      }
      if (!stored.includes(phone)) stored.push(phone);
    }
    if (stored.length > MAX_CONDOLENCE_PHONES) {
      context.addIssue({ code: 'custom', message: v.tooManyPhones(MAX_CONDOLENCE_PHONES) });
      return z.NEVER;
    }
    return stored;
  });

/** One عزاء's fields, `men_…` or `women_…`. */
function condolenceFields<const Side extends 'men' | 'women'>(side: Side) {
  return {
    [`${side}_place`]: z.enum(condolencePlaces, { error: v.addressRequired }).default('diwan'),
    [`${side}_address`]: optionalText(500),
    [`${side}_map_url`]: mapUrl,
    [`${side}_hours`]: optionalText(200),
    [`${side}_days`]: days,
    [`${side}_starts_on`]: optionalDay,
  } as {
    [K in `${Side}_place`]: z.ZodDefault<z.ZodEnum<{ diwan: 'diwan'; address: 'address' }>>;
  } & { [K in `${Side}_address` | `${Side}_map_url` | `${Side}_hours`]: typeof mapUrl } & {
    [K in `${Side}_days`]: typeof days;
  } & { [K in `${Side}_starts_on`]: typeof optionalDay };
}

/** A death notice's own fields; the other kinds store them empty. */
const noticeFields = {
  prayer_mosque: optionalText(200),
  prayer_time: optionalText(200),
  cemetery: optionalText(200),
  ...condolenceFields('men'),
  ...condolenceFields('women'),
  phones,
};

/** What the other kinds store in a death notice's fields. */
const emptyNotice = {
  prayer_mosque: '',
  prayer_time: '',
  cemetery: '',
  men_place: 'diwan',
  men_address: '',
  men_map_url: '',
  men_hours: '',
  men_days: CONDOLENCE_DAYS.default,
  men_starts_on: '',
  women_place: 'diwan',
  women_address: '',
  women_map_url: '',
  women_hours: '',
  women_days: CONDOLENCE_DAYS.default,
  women_starts_on: '',
  phones: [] as string[],
} as const;

/**
 * Body of POST /api/admin/occasions/create.php and PUT update.php?id= (docs/product.md#admin-endpoints):
 * the kind, the day, the text, the members, publishing as a news item's (decision 016), and a death
 * notice's own fields. `apply_death_date` is no field of the occasion: published, a death notice
 * with it sets its first member's death date when none is recorded (docs/product.md#occasions).
 */
export const occasionInputSchema = z
  .object({
    kind: z.enum(occasionKinds, { error: v.invalidKind }),
    title: optionalText(300),
    date: isoDate,
    body: optionalText(20_000),
    member_ids: memberIds,
    status: z.enum(newsStatuses, { error: publishing.invalidStatus }).default('published'),
    publish_at: publishAt,
    audience: z.enum(newsAudiences, { error: publishing.invalidAudience }).default('public'),
    ...noticeFields,
    apply_death_date: z.boolean().optional().default(false),
    version: recordVersion,
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.status === 'scheduled' && !values.publish_at)
      issue('publish_at', publishing.publishAtRequired);
    if (values.kind !== 'death') {
      if (values.title === '') issue('title', v.titleRequired);
      return;
    }
    // A notice names whom it mourns: the first member chosen.
    if (values.member_ids.length === 0) issue('member_ids', v.deceasedRequired);
    for (const side of ['men', 'women'] as const) {
      if (values[`${side}_place`] === 'address' && values[`${side}_address`] === '') {
        issue(`${side}_address`, v.addressRequired);
      }
    }
  })
  .transform((values) =>
    values.kind === 'death' ? values : { ...values, ...emptyNotice, apply_death_date: false },
  );
export type OccasionInput = z.input<typeof occasionInputSchema>;
export type OccasionValues = z.output<typeof occasionInputSchema>;

/** `?member=` of GET /api/occasions/list.php: only the occasions concerning that member. */
export const occasionListQuerySchema = z.object({ member: idSchema().optional() });
