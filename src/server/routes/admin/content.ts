import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { publicMessages } from '../../../shared/messages/public';
import { adminDiwanInfoSchema } from '../../../shared/schemas/diwan';
import { diwanInputSchema } from '../../../shared/schemas/diwan-input';
import { adminNewsItemSchema } from '../../../shared/schemas/news';
import { newsInputSchema } from '../../../shared/schemas/news-input';
import { adminNotablePersonSchema } from '../../../shared/schemas/notable-person';
import { notablePersonInputSchema } from '../../../shared/schemas/notable-person-input';
import { uploadResponseSchema } from '../../../shared/schemas/responses';
import { newsPublishingMessages } from '../../../shared/messages/news-publishing';
import { HttpError } from '../../lib/http-error';
import { receiveImage } from '../../plugins/uploads';
import { presentAdminDiwan, presentAdminNews, presentAdminNotablePerson } from '../../presenters/presenters';
import { UnknownNewsMembers } from '../../repositories/news-repository';
import { registerAdminResource, registerAdminSingleton } from './admin-resource';

const ok = true as const;
const keeperReadsEditorWrites = { read: 'keeper', write: 'editor' } as const;

/** A save naming a member that is not there (deleted meanwhile) is refused under its field. */
function unknownMembersRefusal(error: unknown): HttpError | undefined {
  if (!(error instanceof UnknownNewsMembers)) return undefined;
  const message = newsPublishingMessages.validation.unknownMembers;
  return new HttpError(400, message, { member_ids: message });
}

/**
 * News, notable people, diwan and image uploads (docs/product.md#admin-endpoints). Guarded by the admin
 * scope.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news, notablePeople, diwan } = app.repos;

  registerAdminResource(app, {
    auditType: 'news',
    access: keeperReadsEditorWrites,
    paths: {
      list: api.admin.news.list,
      get: api.admin.news.item,
      create: api.admin.news.create,
      update: api.admin.news.item,
      delete: api.admin.news.item,
    },
    input: newsInputSchema,
    item: adminNewsItemSchema,
    present: presentAdminNews,
    // Any status: the admin edits and previews drafts through these (never through a public read).
    store: {
      list: news.listWithMembers,
      find: news.findWithMembers,
      create: news.create,
      update: news.update,
      delete: news.delete,
    },
    versionTag: 'news',
    messages: { ...adminMessages.news, notFound: publicMessages.news.notFoundDetail },
    refusal: unknownMembersRefusal,
  });

  registerAdminResource(app, {
    auditType: 'notable_person',
    access: keeperReadsEditorWrites,
    paths: api.admin.notablePeople,
    input: notablePersonInputSchema,
    item: adminNotablePersonSchema,
    present: presentAdminNotablePerson,
    store: notablePeople,
    versionTag: 'person',
    messages: { ...adminMessages.people, notFound: adminMessages.people.loadPersonFailed },
  });

  registerAdminSingleton(app, {
    auditType: 'diwan',
    access: keeperReadsEditorWrites,
    paths: { get: api.admin.diwanGet, save: api.admin.diwanUpdate },
    input: diwanInputSchema,
    item: adminDiwanInfoSchema,
    present: presentAdminDiwan,
    store: diwan,
    versionTag: 'diwan',
    messages: adminMessages.diwan,
  });

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
