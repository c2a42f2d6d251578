import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import {
  adminHistoryBlockSchema,
  adminHistoryEntrySchema,
  adminHistoryPageTextsSchema,
  adminHistoryResponseSchema,
} from '#shared/schemas/history.ts';
import {
  historyBlockInputSchema,
  historyEntryInputSchema,
  historyPageInputSchema,
} from '#shared/schemas/history-input.ts';
import { uploadResponseSchema } from '#shared/schemas/responses.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { receiveImage } from '#server/plugins/uploads.ts';
import {
  presentAdminHistory,
  presentAdminHistoryBlock,
  presentAdminHistoryEntry,
  presentAdminHistoryPage,
} from '#server/presenters/history.ts';
import { UnknownTimelineLinks } from '#server/repositories/history-repository.ts';
import { registerAdminResource, registerAdminSingleton } from './admin-resource';

const ok = true as const;
const m = historyAdminMessages;
const keeperReadsEditorWrites = { read: 'keeper', write: 'editor' } as const;

/** An entry naming a member or a place that is not there (deleted meanwhile): refused under its field. */
export function unknownTimelineLinksRefusal(error: unknown): HttpError | undefined {
  if (!(error instanceof UnknownTimelineLinks)) return undefined;
  const fields = {
    ...(error.fields.member_ids ? { member_ids: m.timeline.unknownMembers } : {}),
    ...(error.fields.place_id !== undefined ? { place_id: m.timeline.unknownPlace } : {}),
  };
  return new HttpError(400, Object.values(fields)[0]!, fields);
}

/**
 * «تاريخ العائلة» (decision 020): the timeline, the text blocks and the page's texts. Guarded by the
 * admin scope, whose writes empty the public cache (decision 011).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { history } = app.repos;

  // The admin reads the page's texts, the timeline and the blocks at once, as the page shows them.
  app.get(
    api.admin.history.get,
    { config: { access: 'keeper' }, schema: { response: { 200: adminHistoryResponseSchema } } },
    async () => {
      const [page, timeline, blocks] = await Promise.all([
        history.page(),
        history.timeline(),
        history.blocks(),
      ]);
      return { success: ok, data: presentAdminHistory(page, timeline, blocks) };
    },
  );

  registerAdminSingleton(app, {
    auditType: 'history_page',
    access: keeperReadsEditorWrites,
    paths: { save: api.admin.history.page },
    input: historyPageInputSchema,
    item: adminHistoryPageTextsSchema,
    present: presentAdminHistoryPage,
    store: { get: history.page, save: history.savePage },
    messages: { saved: m.page.saved },
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
  });

  const { timeline, blocks } = api.admin.history;
  registerAdminResource(app, {
    auditType: 'history_entry',
    access: keeperReadsEditorWrites,
    paths: {
      create: timeline.create,
      update: timeline.item,
      delete: timeline.item,
      reorder: timeline.reorder,
    },
    input: historyEntryInputSchema,
    item: adminHistoryEntrySchema,
    present: presentAdminHistoryEntry,
    store: {
      list: history.timeline,
      find: history.findEntry,
      create: history.createEntry,
      update: history.updateEntry,
      delete: history.deleteEntry,
      reorder: history.reorderTimeline,
    },
    messages: { ...m.timeline, reorderMismatch: m.reorderMismatch },
    refusal: unknownTimelineLinksRefusal,
    // Its own tables only (the entry and its links): no member or marriage changes with it.
    leavesMembers: true,
  });

  registerAdminResource(app, {
    auditType: 'history_block',
    access: keeperReadsEditorWrites,
    paths: { create: blocks.create, update: blocks.item, delete: blocks.item, reorder: blocks.reorder },
    input: historyBlockInputSchema,
    item: adminHistoryBlockSchema,
    present: presentAdminHistoryBlock,
    store: {
      list: history.blocks,
      find: history.findBlock,
      create: history.createBlock,
      update: history.updateBlock,
      delete: history.deleteBlock,
      reorder: history.reorderBlocks,
    },
    messages: { ...m.blocks, reorderMismatch: m.reorderMismatch },
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
  });

  // Multipart: the file is read and checked by receiveImage, not by a schema.
  app.post(
    api.admin.history.upload,
    {
      config: { access: 'editor', audit: { type: 'image', action: 'create' } },
      schema: { response: { 200: uploadResponseSchema } },
    },
    async (request) => ({
      success: ok,
      ...(await receiveImage(request)),
    }),
  );
};
