import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { publicMessages } from '../../../shared/messages/public';
import { adminDiwanResponseSchema, diwanSavedResponseSchema } from '../../../shared/schemas/diwan';
import { diwanInputSchema } from '../../../shared/schemas/diwan-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import {
  adminNewsItemResponseSchema,
  adminNewsListResponseSchema,
  newsSavedResponseSchema,
} from '../../../shared/schemas/news';
import { newsInputSchema } from '../../../shared/schemas/news-input';
import {
  adminPeopleListResponseSchema,
  adminPersonResponseSchema,
  personSavedResponseSchema,
} from '../../../shared/schemas/notable-person';
import { notablePersonInputSchema } from '../../../shared/schemas/notable-person-input';
import { successMessageResponseSchema, uploadResponseSchema } from '../../../shared/schemas/responses';
import { newsPublishingMessages } from '../../../shared/messages/news-publishing';
import { setVersionTag, versionedUpdate } from '../../lib/record-version';
import { HttpError, notFound } from '../../lib/http-error';
import { receiveImage } from '../../plugins/uploads';
import { presentAdminDiwan, presentAdminNews, presentAdminNotablePerson } from '../../presenters/presenters';
import { UnknownNewsMembers } from '../../repositories/news-repository';

const ok = true as const;

/** News, notable people, diwan and image uploads (SPEC §7 admin). Guarded by the admin scope. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news, notablePeople, diwan } = app.repos;
  const newsMissing = () => notFound(publicMessages.news.notFoundDetail);
  const personMissing = () => notFound(adminMessages.people.loadPersonFailed);
  const byId = { querystring: idQuerySchema };

  /** A save naming a member that is not there (deleted meanwhile) is refused under its field. */
  async function saveNews<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof UnknownNewsMembers)) throw error;
      const message = newsPublishingMessages.validation.unknownMembers;
      throw new HttpError(400, message, { member_ids: message });
    }
  }

  app.get(
    api.admin.news.list,
    { config: { access: 'keeper' }, schema: { response: { 200: adminNewsListResponseSchema } } },
    async () => ({
      success: ok,
      data: (await news.listWithMembers()).map(presentAdminNews),
    }),
  );

  app.get(
    api.admin.news.item,
    { config: { access: 'keeper' }, schema: { ...byId, response: { 200: adminNewsItemResponseSchema } } },
    async (request, reply) => {
      // Any status: the admin edits and previews drafts through this (never through a public read).
      const row = await news.findWithMembers(request.query.id);
      if (!row) throw newsMissing();
      setVersionTag(reply, 'news', row.id, row.version);
      return { success: ok, data: presentAdminNews(row) };
    },
  );

  app.post(
    api.admin.news.create,
    {
      config: { access: 'editor', audit: { type: 'news', id: 'created' } },
      schema: { body: newsInputSchema, response: { 201: newsSavedResponseSchema } },
    },
    async (request, reply) => {
      const row = await saveNews(() => news.create(request.body));
      return reply
        .status(201)
        .send({ success: ok, message: adminMessages.news.created, data: presentAdminNews(row) });
    },
  );

  app.put(
    api.admin.news.item,
    {
      config: { access: 'editor', audit: { type: 'news', id: 'query' } },
      schema: { ...byId, body: newsInputSchema, response: { 200: newsSavedResponseSchema } },
    },
    async (request) => {
      const id = request.query.id;
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => saveNews(() => news.update(id, request.body, expected)),
        async () => {
          const current = await news.findWithMembers(id);
          return current && presentAdminNews(current);
        },
      );
      if (!row) throw newsMissing();
      return { success: ok, message: adminMessages.news.updated, data: presentAdminNews(row) };
    },
  );

  app.delete(
    api.admin.news.item,
    {
      config: { access: 'editor', audit: { type: 'news', id: 'query' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await news.delete(request.query.id))) throw newsMissing();
      return { success: ok, message: adminMessages.news.deleted };
    },
  );

  app.get(
    api.admin.notablePeople.list,
    { config: { access: 'keeper' }, schema: { response: { 200: adminPeopleListResponseSchema } } },
    async () => ({ success: ok, data: (await notablePeople.list()).map(presentAdminNotablePerson) }),
  );

  app.get(
    api.admin.notablePeople.get,
    { config: { access: 'keeper' }, schema: { ...byId, response: { 200: adminPersonResponseSchema } } },
    async (request, reply) => {
      const row = await notablePeople.find(request.query.id);
      if (!row) throw personMissing();
      setVersionTag(reply, 'person', row.id, row.version);
      return { success: ok, data: presentAdminNotablePerson(row) };
    },
  );

  app.post(
    api.admin.notablePeople.create,
    {
      config: { access: 'editor', audit: { type: 'notable_person', id: 'created' } },
      schema: { body: notablePersonInputSchema, response: { 201: personSavedResponseSchema } },
    },
    async (request, reply) => {
      const row = await notablePeople.create(request.body);
      return reply
        .status(201)
        .send({ success: ok, message: adminMessages.people.created, data: presentAdminNotablePerson(row) });
    },
  );

  app.put(
    api.admin.notablePeople.update,
    {
      config: { access: 'editor', audit: { type: 'notable_person', id: 'query' } },
      schema: { ...byId, body: notablePersonInputSchema, response: { 200: personSavedResponseSchema } },
    },
    async (request) => {
      const id = request.query.id;
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => notablePeople.update(id, request.body, expected),
        async () => {
          const current = await notablePeople.find(id);
          return current && presentAdminNotablePerson(current);
        },
      );
      if (!row) throw personMissing();
      return { success: ok, message: adminMessages.people.updated, data: presentAdminNotablePerson(row) };
    },
  );

  app.delete(
    api.admin.notablePeople.delete,
    {
      config: { access: 'editor', audit: { type: 'notable_person', id: 'query' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await notablePeople.delete(request.query.id))) throw personMissing();
      return { success: ok, message: adminMessages.people.deleted };
    },
  );

  app.get(
    api.admin.diwanGet,
    { config: { access: 'keeper' }, schema: { response: { 200: adminDiwanResponseSchema } } },
    async (_request, reply) => {
      const row = await diwan.get();
      setVersionTag(reply, 'diwan', 1, row?.version ?? 0);
      return { success: ok, data: presentAdminDiwan(row) };
    },
  );

  app.post(
    api.admin.diwanUpdate,
    {
      config: { access: 'editor', audit: { type: 'diwan' } },
      schema: { body: diwanInputSchema, response: { 200: diwanSavedResponseSchema } },
    },
    async (request) => {
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => diwan.save(request.body, expected),
        async () => presentAdminDiwan(await diwan.get()),
      );
      return { success: ok, message: adminMessages.diwan.saved, data: presentAdminDiwan(row) };
    },
  );

  // Multipart: the file is read and checked by receiveImage, not by a schema.
  for (const path of [
    api.admin.news.upload,
    api.admin.notablePeople.upload,
    api.admin.familyMembers.upload,
  ]) {
    app.post(
      path,
      {
        config: {
          access: path === api.admin.familyMembers.upload ? 'members' : 'editor',
          audit: { type: 'image', action: 'create' },
        },
        schema: { response: { 200: uploadResponseSchema } },
      },
      async (request) => ({
        success: ok,
        ...(await receiveImage(request)),
      }),
    );
  }
};
