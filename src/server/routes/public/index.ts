import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { publicMessages } from '../../../shared/messages/public';
import { serverMessages } from '../../../shared/messages/server';
import { contactInputSchema } from '../../../shared/schemas/contact';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { sendContactMail } from '../../lib/mailer';
import {
  presentDiwan,
  presentFamilyMember,
  presentNews,
  presentNotablePerson,
  presentSiteSettings,
} from '../../presenters/presenters';
import { idFrom } from '../query';
import { familyMemberWriteRoutes } from './family-member-writes';

const tooMany = (seconds: number) =>
  new HttpError(429, serverMessages.errors.tooManyRequests, undefined, { 'Retry-After': String(seconds) });

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(api.health, async () => ({ status: 'ok', database: app.database.dialect }));

  app.get(api.site, async () => presentSiteSettings(await repos.siteSettings.get()));

  app.get(api.familyMembers.list, async () => (await repos.familyMembers.list()).map(presentFamilyMember));

  app.get(api.familyMembers.get, async (request) => {
    const row = await repos.familyMembers.find(idFrom(request.query));
    if (!row) throw notFound(adminMessages.members.loadMemberError);
    return presentFamilyMember(row);
  });

  app.get(api.notablePeople, async () => (await repos.notablePeople.list()).map(presentNotablePerson));

  app.get(api.news.list, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { success: true, news: (await repos.news.list()).map(presentNews) };
  });

  app.get(api.news.get, async (request) => {
    const row = await repos.news.find(idFrom(request.query));
    if (!row) throw notFound(publicMessages.news.notFoundDetail);
    return { success: true, news: presentNews(row) };
  });

  app.get(api.diwan, async () => presentDiwan(await repos.diwan.get()));

  app.get(api.views, async (request) => {
    const wait = app.limits.views.hit(request.ip);
    if (wait > 0) throw tooMany(wait);
    // Fastify answers HEAD with this GET handler; a HEAD (monitors, link checkers) is not a visit.
    if (request.method === 'HEAD') return { success: true, count: await repos.pageViews.total() };
    return { success: true, count: await repos.pageViews.countOne() };
  });

  app.post(api.contact, async (request) => {
    const wait = app.limits.contact.hit(request.ip);
    if (wait > 0) throw tooMany(wait);
    const input = parseInput(contactInputSchema, request.body);
    const stored = await repos.contactMessages.create({
      name: input.name,
      subject: input.subject,
      message: input.message,
    });
    // The message is stored first; mail is a courtesy copy and its failure loses nothing.
    void sendContactMail(app, stored).catch((error: unknown) =>
      request.log.warn({ err: error }, 'contact e-mail not sent'),
    );
    return { success: true, message: publicMessages.contact.sent };
  });

  await app.register(familyMemberWriteRoutes);
}
