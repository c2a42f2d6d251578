import { z } from 'zod';
import { toUtcInstant } from '../format/kuwait-time';
import { commonMessages } from '../messages/common';
import { newsPublishingMessages } from '../messages/news-publishing';
import { newsAudiences, newsStatuses } from '../news/publishing';
import { idSchema, imageReference, isoDate, optionalUrl, recordVersion, requiredText } from './input';
import { newsCategories } from './news';

const v = newsPublishingMessages.validation;

/** A news item names at most this many members (a family gathering's list, not the whole tree). */
export const MAX_NEWS_MEMBERS = 50;

/**
 * When the item may be shown (decision 016): an ISO-8601 instant, or a date-time without a zone,
 * which is Kuwait time (the admin's form); stored as UTC. '' and null: none. Absent: unchanged.
 */
const publishAt = z
  .union([z.string(), z.null()], { error: v.invalidPublishAt })
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const instant = toUtcInstant(value);
    if (instant === null) {
      context.addIssue({ code: 'custom', message: v.invalidPublishAt });
      return z.NEVER;
    }
    return instant;
  })
  .optional();

/** The members the item is about, in the admin's order, each once. Absent: unchanged. */
const memberIds = z
  .array(idSchema(v.invalidMember), { error: v.invalidMember })
  .max(MAX_NEWS_MEMBERS, v.tooManyMembers(MAX_NEWS_MEMBERS))
  .transform((ids) => [...new Set(ids)])
  .optional();

/**
 * Body of POST create.php and PUT item.php (docs/product.md#admin-endpoints). `status`, `publish_at` and
 * `member_ids` came with decision 016, `audience` with the family's own circle, and are optional: older
 * clients send none of them, and their items are published at once for everyone (an update without them
 * leaves them as they were).
 */
export const newsInputSchema = z
  .object({
    title: requiredText(300),
    excerpt: requiredText(1000),
    content: requiredText(50_000),
    date: isoDate,
    // docs/product.md#constants: default news category events.
    category: z.enum(newsCategories, { error: commonMessages.validation.invalidCategory }).default('events'),
    image: imageReference,
    link: optionalUrl,
    status: z.enum(newsStatuses, { error: v.invalidStatus }).optional(),
    publish_at: publishAt,
    // Absent (an older client): a new item is for everyone, an edited one keeps its audience.
    audience: z.enum(newsAudiences, { error: v.invalidAudience }).optional(),
    member_ids: memberIds,
    version: recordVersion,
  })
  .superRefine((values, context) => {
    // A scheduled item without its time would wait for ever (decision 016).
    if (values.status === 'scheduled' && !values.publish_at) {
      context.addIssue({ code: 'custom', path: ['publish_at'], message: v.publishAtRequired });
    }
  });
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;
