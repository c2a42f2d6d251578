import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { publicMessages } from '../../../shared/messages/public';
import { diwanInputSchema } from '../../../shared/schemas/diwan';
import { newsInputSchema } from '../../../shared/schemas/news';
import { notablePersonInputSchema } from '../../../shared/schemas/notable-person';
import { notFound, parseInput } from '../../lib/http-error';
import { receiveImage } from '../../plugins/uploads';
import { presentDiwan, presentNews, presentNotablePerson } from '../../presenters/presenters';
import { idFrom } from '../query';

/** News, notable people, diwan and image uploads (SPEC §7 admin). Guarded by the admin scope. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { news, notablePeople, diwan } = app.repos;
  const newsMissing = () => notFound(publicMessages.news.notFoundDetail);
  const personMissing = () => notFound(adminMessages.people.loadPersonFailed);

  app.get(api.admin.news.list, async () => ({ success: true, data: (await news.list()).map(presentNews) }));

  app.get(api.admin.news.item, async (request) => {
    const row = await news.find(idFrom(request.query));
    if (!row) throw newsMissing();
    return { success: true, data: presentNews(row) };
  });

  app.post(api.admin.news.create, async (request, reply) => {
    const row = await news.create(parseInput(newsInputSchema, request.body));
    return reply
      .status(201)
      .send({ success: true, message: adminMessages.news.created, data: presentNews(row) });
  });

  app.put(api.admin.news.item, async (request) => {
    const id = idFrom(request.query);
    const row = await news.update(id, parseInput(newsInputSchema, request.body));
    if (!row) throw newsMissing();
    return { success: true, message: adminMessages.news.updated, data: presentNews(row) };
  });

  app.delete(api.admin.news.item, async (request) => {
    if (!(await news.delete(idFrom(request.query)))) throw newsMissing();
    return { success: true, message: adminMessages.news.deleted };
  });

  app.get(api.admin.notablePeople.list, async () => ({
    success: true,
    data: (await notablePeople.list()).map(presentNotablePerson),
  }));

  app.get(api.admin.notablePeople.get, async (request) => {
    const row = await notablePeople.find(idFrom(request.query));
    if (!row) throw personMissing();
    return { success: true, data: presentNotablePerson(row) };
  });

  app.post(api.admin.notablePeople.create, async (request, reply) => {
    const row = await notablePeople.create(parseInput(notablePersonInputSchema, request.body));
    return reply
      .status(201)
      .send({ success: true, message: adminMessages.people.created, data: presentNotablePerson(row) });
  });

  app.put(api.admin.notablePeople.update, async (request) => {
    const id = idFrom(request.query);
    const row = await notablePeople.update(id, parseInput(notablePersonInputSchema, request.body));
    if (!row) throw personMissing();
    return { success: true, message: adminMessages.people.updated, data: presentNotablePerson(row) };
  });

  app.delete(api.admin.notablePeople.delete, async (request) => {
    if (!(await notablePeople.delete(idFrom(request.query)))) throw personMissing();
    return { success: true, message: adminMessages.people.deleted };
  });

  app.post(api.admin.diwanUpdate, async (request) => {
    const row = await diwan.save(parseInput(diwanInputSchema, request.body));
    return { success: true, message: adminMessages.diwan.saved, data: presentDiwan(row) };
  });

  for (const path of [
    api.admin.news.upload,
    api.admin.notablePeople.upload,
    api.admin.familyMembers.upload,
  ]) {
    app.post(path, async (request) => ({ success: true, ...(await receiveImage(request)) }));
  }
}
