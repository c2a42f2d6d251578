import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kuwaitDay } from '#shared/format/date.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { calendarFeedPath, familyCalendarRoute } from '#shared/occasions/calendar-paths.ts';
import { idSchema } from '#shared/schemas/input.ts';
import { now, nowIso } from '#server/lib/clock.ts';
import { cacheTags } from '#server/lib/content-change.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { occasionCalendar } from '#server/presenters/occasion-calendar.ts';
import type { OccasionReader, OccasionWithMembers } from '#server/repositories/occasions-repository.ts';
import { siteOrigin } from '#server/seo/site-url.ts';
import { occasionContext } from './occasions';

/** A just-passed عزاء is still on the phone's calendar this long after its day. */
const PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const feedQuerySchema = z.object({ id: idSchema().optional() });
const familyFeedParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

/** Upcoming occasions, and those (or their عزاء) within the last PAST_DAYS days. */
function recentAndUpcoming(rows: readonly OccasionWithMembers[]): OccasionWithMembers[] {
  const since = kuwaitDay(new Date(now().getTime() - PAST_DAYS * DAY_MS));
  return rows.filter((row) => [row.date, row.men_starts_on, row.women_starts_on].some((day) => day >= since));
}

/**
 * The feed as `reader` may read it: every recent and upcoming occasion, or the one `id` names
 * (a 404 when the reader may not see it, like its page).
 */
async function feedFor(app: FastifyInstance, reader: OccasionReader, origin: string, id?: number) {
  let rows: OccasionWithMembers[];
  if (id === undefined) {
    rows = recentAndUpcoming(await app.repos.occasions.listVisible(reader, nowIso()));
  } else {
    const row = await app.repos.occasions.findVisible(reader, id, nowIso());
    if (!row) throw notFound(occasionMessages.detail.notFoundDetail);
    rows = [row];
  }
  const [context, settings] = await Promise.all([occasionContext(app), app.repos.siteSettings.get()]);
  const familyName = settings?.family_name ?? '';
  return {
    rows,
    body: occasionCalendar(rows, context, { familyName, origin, relative: reader === 'relative' }),
  };
}

const sendCalendar = (reply: FastifyReply, body: string) =>
  reply.type('text/calendar; charset=utf-8').send(body);

/**
 * The occasions as a calendar a phone subscribes to (docs/product.md#the-calendar-feed, decision
 * 053). The public feed is a public read, kept in memory until the content changes; a signed-in
 * relative's own reads of it (their cookie) show the family-only occasions too and are kept by
 * nobody. A calendar app sends no cookie: a relative's private feed names its account by a secret
 * in its path, is never kept, and stops the moment the secret is replaced or the account revoked.
 */
export const occasionCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    calendarFeedPath,
    {
      schema: { querystring: feedQuerySchema },
      config: { publicCache: true, embedsOrigin: true },
    },
    async (request, reply) => {
      const reader: OccasionReader = request.familyViewer === null ? 'public' : 'relative';
      const { id } = request.query;
      const feed = await feedFor(app, reader, siteOrigin(app, request), id);
      // The events name these members: a write to any of them forgets the feed (decision 032).
      tagAnswer(
        request,
        feed.rows.flatMap((row) => row.member_ids.map(cacheTags.member)),
      );
      if (id !== undefined) reply.header('Content-Disposition', `attachment; filename="occasion-${id}.ics"`);
      return sendCalendar(reply, feed.body);
    },
  );

  app.get(familyCalendarRoute, { schema: { params: familyFeedParamsSchema } }, async (request, reply) => {
    const account = await app.repos.relatives.findAccountByCalendarToken(hashToken(request.params.token));
    // An unknown, replaced or revoked secret answers like a page that is not there.
    if (!account) throw new HttpError(404, occasionMessages.detail.notFoundDetail);
    const feed = await feedFor(app, 'relative', siteOrigin(app, request));
    // One person's feed, with what the public may not read: no cache or proxy keeps it, and no
    // search engine lists its address.
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Robots-Tag', 'noindex');
    return sendCalendar(reply, feed.body);
  });
};
