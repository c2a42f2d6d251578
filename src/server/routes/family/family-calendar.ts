import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { familyCalendarPath } from '#shared/occasions/calendar-paths.ts';
import { familyCalendarResponseSchema } from '#shared/schemas/family-calendar.ts';
import { newToken } from '#server/plugins/auth.ts';
import { siteOrigin } from '#server/seo/site-url.ts';
import { signedInRelative } from './directory';

/**
 * A relative's private calendar feed (docs/product.md#the-calendar-feed, decision 053): whether
 * there is one, a new one (the old link stops), none. The link is shown once, in the answer that
 * made it: only its hash is stored.
 */
export const familyCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const relatives = app.repos.relatives;
  const reply200 = { schema: { response: { 200: familyCalendarResponseSchema } } };

  app.get(api.family.calendar, reply200, async (request) => {
    const account = await relatives.findAccount(signedInRelative(request).accountId);
    return { success: true as const, data: { created_at: account?.calendar_token_created_at ?? null } };
  });

  app.post(api.family.calendarNew, reply200, async (request) => {
    const { accountId } = signedInRelative(request);
    const { token, tokenHash } = newToken();
    await relatives.setCalendarToken(accountId, tokenHash);
    const account = await relatives.findAccount(accountId);
    return {
      success: true as const,
      data: {
        created_at: account?.calendar_token_created_at ?? null,
        feed_url: `${siteOrigin(app, request)}${familyCalendarPath(token)}`,
      },
    };
  });

  app.post(api.family.calendarStop, reply200, async (request) => {
    await relatives.setCalendarToken(signedInRelative(request).accountId, null);
    return { success: true as const, data: { created_at: null } };
  });
};
