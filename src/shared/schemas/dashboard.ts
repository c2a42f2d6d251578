import * as z from 'zod/mini';

/**
 * GET /api/admin/stats-trends.php (decision 019): the dashboard's charts. Days and months are
 * Kuwait's; every series is oldest first, ends with today's day or month, and has a row for each
 * day or month (0 where nothing happened). The 30-day chart is the last 30 of `viewsByDay`.
 */
export const statsTrendsResponseSchema = z.object({
  success: z.literal(true),
  /** Today in Kuwait, yyyy-MM-dd: the last day of `viewsByDay`. */
  today: z.string(),
  /** Visits per day (decision 018), the last 365 days. */
  viewsByDay: z.array(z.object({ day: z.string(), count: z.number() })),
  /** Family members added per month (yyyy-MM), the last 12 months. */
  membersByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  /** The most-read news items, at most 5, most read first; only items that were read. */
  topNews: z.array(z.object({ id: z.number(), title: z.string(), date: z.string(), views: z.number() })),
});
export type StatsTrends = z.infer<typeof statsTrendsResponseSchema>;

/**
 * GET /api/admin/failed-logins.php (owners only): failed sign-ins of the last 7 days, the
 * keepers' and the relatives', one row per username tried, kind of account and address (how many
 * tries, the last one), latest first, at most 20; and how many failures there were in all.
 */
export const failedLoginsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  data: z.array(
    z.object({
      username: z.string(),
      account: z.enum(['keeper', 'relative']),
      ip: z.string(),
      tries: z.number(),
      lastAt: z.string(),
    }),
  ),
});
export type FailedLogins = z.infer<typeof failedLoginsResponseSchema>;
