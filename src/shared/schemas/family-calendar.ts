import * as z from 'zod/mini';
import { dataResponseSchema } from './responses';

/**
 * A signed-in relative's private calendar feed (decision 053): when its current link was made
 * (null: none), and the link itself only in the answer that made it, as the server keeps only
 * its hash.
 */
export const familyCalendarSchema = z.object({
  created_at: z.nullable(z.string()),
  /** The feed's absolute https (or http) address; `webcalUrl` makes the subscription link. */
  feed_url: z.optional(z.string()),
});
export type FamilyCalendar = z.infer<typeof familyCalendarSchema>;

export const familyCalendarResponseSchema = dataResponseSchema(familyCalendarSchema);
