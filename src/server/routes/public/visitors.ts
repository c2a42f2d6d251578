import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { contactInputSchema } from '#shared/schemas/contact-input.ts';
import {
  healthResponseSchema,
  successMessageResponseSchema,
  viewsResponseSchema,
} from '#shared/schemas/responses.ts';
import { viewsQuerySchema } from '#shared/schemas/views-input.ts';
import { checkHealth, diskSpaceReader } from '#server/lib/health.ts';
import { tooManyRequests } from '#server/lib/http-error.ts';
import { sendContactMail } from '#server/lib/mailer.ts';
import { reply200 } from '../reply';

/** What a visitor's browser or a monitor calls, never cached: health, the visit counter, the contact form. */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  const freeBytes = diskSpaceReader(app.config.dataDir);

  app.get(
    api.health,
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const report = await checkHealth(app.database, freeBytes);
      return reply.status(report.database_reachable ? 200 : 503).send(report);
    },
  );

  app.get(
    api.views,
    { schema: { querystring: viewsQuerySchema, ...reply200(viewsResponseSchema) } },
    async (request) => {
      const wait = app.limits.views.hit(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      // Fastify answers HEAD with this GET handler; a HEAD (monitors, link checkers) is not a visit.
      if (request.method === 'HEAD') return { success: true as const, count: await repos.pageViews.total() };
      // Decision 018: a news page reports the item read, beside (not as) the visit it is part of.
      const { news } = request.query;
      if (news !== undefined) {
        await repos.pageViews.countNewsReading(news);
        return { success: true as const, count: await repos.pageViews.total() };
      }
      return { success: true as const, count: await repos.pageViews.countOne() };
    },
  );

  app.post(
    api.contact,
    {
      schema: { body: contactInputSchema, ...reply200(successMessageResponseSchema) },
      // Counted before the body is read: a flood of malformed messages is limited too.
      onRequest: async (request) => {
        const wait = app.limits.contact.hit(request.ip);
        if (wait > 0) throw tooManyRequests(wait);
      },
    },
    async (request) => {
      const { name, subject, message } = request.body;
      const stored = await repos.contactMessages.create({ name, subject, message });
      // The message is stored first; mail is a courtesy copy and its failure loses nothing.
      void sendContactMail(app, stored).catch((error: unknown) =>
        request.log.warn({ err: error }, 'contact e-mail not sent'),
      );
      return { success: true as const, message: publicMessages.contact.sent };
    },
  );
};
