import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { adminDiwanInfoSchema } from '#shared/schemas/diwan.ts';
import { diwanInputSchema } from '#shared/schemas/diwan-input.ts';
import { adminNewsItemSchema } from '#shared/schemas/news.ts';
import { newsInputSchema } from '#shared/schemas/news-input.ts';
import { adminNotablePersonSchema } from '#shared/schemas/notable-person.ts';
import { notablePersonInputSchema } from '#shared/schemas/notable-person-input.ts';
import { uploadResponseSchema } from '#shared/schemas/responses.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { receiveImage } from '#server/plugins/uploads.ts';
import {
  presentAdminDiwan,
  presentAdminNews,
  presentAdminNotablePerson,
} from '#server/presenters/presenters.ts';
import { UnknownNewsMembers } from '#server/repositories/news-repository.ts';
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
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
    refusal: unknownMembersRefusal,
    async afterSave(_request, row) {
      // Published now, or scheduled: the announcer looks again, without the keeper waiting for it.
      app.newsAnnouncer.wake();
      return row;
    },
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
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
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
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
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
