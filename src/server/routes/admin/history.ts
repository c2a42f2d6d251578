import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { historyAdminMessages } from '../../../shared/messages/history-admin';
import {
  adminHistoryResponseSchema,
  historyBlockSavedResponseSchema,
  historyBlocksReorderedResponseSchema,
  historyEntrySavedResponseSchema,
  historyPageSavedResponseSchema,
  historyTimelineReorderedResponseSchema,
} from '../../../shared/schemas/history';
import {
  historyBlockInputSchema,
  historyEntryInputSchema,
  historyPageInputSchema,
  historyReorderInputSchema,
} from '../../../shared/schemas/history-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import { successMessageResponseSchema, uploadResponseSchema } from '../../../shared/schemas/responses';
import { HttpError, notFound } from '../../lib/http-error';
import { versionedUpdate } from '../../lib/record-version';
import { receiveImage } from '../../plugins/uploads';
import { OrderMismatch } from '../../repositories/history-repository';
import {
  presentAdminHistory,
  presentAdminHistoryBlock,
  presentAdminHistoryEntry,
  presentAdminHistoryPage,
} from '../../presenters/history';

const ok = true as const;
const m = historyAdminMessages;

/** A reorder made from a list that has changed since (another tab): refused whole. */
async function reordering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderMismatch) throw new HttpError(409, m.reorderMismatch);
    throw error;
  }
}

/**
 * «تاريخ العائلة» (issue #11): the timeline, the text blocks and the page's texts. Guarded by the
 * admin scope, whose writes empty the public cache (decision 011).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { history } = app.repos;
  const byId = { querystring: idQuerySchema };
  const entryMissing = () => notFound(m.timeline.notFound);
  const blockMissing = () => notFound(m.blocks.notFound);

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

  app.post(
    api.admin.history.page,
    {
      config: { access: 'editor', audit: { type: 'history_page' } },
      schema: { body: historyPageInputSchema, response: { 200: historyPageSavedResponseSchema } },
    },
    async (request) => {
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => history.savePage(request.body, expected),
        async () => presentAdminHistoryPage(await history.page()),
      );
      return { success: ok, message: m.page.saved, data: presentAdminHistoryPage(row) };
    },
  );

  app.post(
    api.admin.history.timeline.create,
    {
      config: { access: 'editor', audit: { type: 'history_entry', id: 'created' } },
      schema: { body: historyEntryInputSchema, response: { 201: historyEntrySavedResponseSchema } },
    },
    async (request, reply) => {
      const row = await history.createEntry(request.body);
      return reply
        .status(201)
        .send({ success: ok, message: m.timeline.created, data: presentAdminHistoryEntry(row) });
    },
  );

  app.put(
    api.admin.history.timeline.item,
    {
      config: { access: 'editor', audit: { type: 'history_entry', id: 'query' } },
      schema: { ...byId, body: historyEntryInputSchema, response: { 200: historyEntrySavedResponseSchema } },
    },
    async (request) => {
      const id = request.query.id;
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => history.updateEntry(id, request.body, expected),
        async () => {
          const current = await history.findEntry(id);
          return current && presentAdminHistoryEntry(current);
        },
      );
      if (!row) throw entryMissing();
      return { success: ok, message: m.timeline.updated, data: presentAdminHistoryEntry(row) };
    },
  );

  app.delete(
    api.admin.history.timeline.item,
    {
      config: { access: 'editor', audit: { type: 'history_entry', id: 'query' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await history.deleteEntry(request.query.id))) throw entryMissing();
      return { success: ok, message: m.timeline.deleted };
    },
  );

  app.post(
    api.admin.history.timeline.reorder,
    {
      config: { access: 'editor', audit: { type: 'history_entry', action: 'update' } },
      schema: { body: historyReorderInputSchema, response: { 200: historyTimelineReorderedResponseSchema } },
    },
    async (request) => {
      await reordering(() => history.reorderTimeline(request.body.ids));
      return {
        success: ok,
        message: m.timeline.updated,
        data: (await history.timeline()).map(presentAdminHistoryEntry),
      };
    },
  );

  app.post(
    api.admin.history.blocks.create,
    {
      config: { access: 'editor', audit: { type: 'history_block', id: 'created' } },
      schema: { body: historyBlockInputSchema, response: { 201: historyBlockSavedResponseSchema } },
    },
    async (request, reply) => {
      const row = await history.createBlock(request.body);
      return reply
        .status(201)
        .send({ success: ok, message: m.blocks.created, data: presentAdminHistoryBlock(row) });
    },
  );

  app.put(
    api.admin.history.blocks.item,
    {
      config: { access: 'editor', audit: { type: 'history_block', id: 'query' } },
      schema: { ...byId, body: historyBlockInputSchema, response: { 200: historyBlockSavedResponseSchema } },
    },
    async (request) => {
      const id = request.query.id;
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => history.updateBlock(id, request.body, expected),
        async () => {
          const current = await history.findBlock(id);
          return current && presentAdminHistoryBlock(current);
        },
      );
      if (!row) throw blockMissing();
      return { success: ok, message: m.blocks.updated, data: presentAdminHistoryBlock(row) };
    },
  );

  app.delete(
    api.admin.history.blocks.item,
    {
      config: { access: 'editor', audit: { type: 'history_block', id: 'query' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await history.deleteBlock(request.query.id))) throw blockMissing();
      return { success: ok, message: m.blocks.deleted };
    },
  );

  app.post(
    api.admin.history.blocks.reorder,
    {
      config: { access: 'editor', audit: { type: 'history_block', action: 'update' } },
      schema: { body: historyReorderInputSchema, response: { 200: historyBlocksReorderedResponseSchema } },
    },
    async (request) => {
      await reordering(() => history.reorderBlocks(request.body.ids));
      return {
        success: ok,
        message: m.blocks.updated,
        data: (await history.blocks()).map(presentAdminHistoryBlock),
      };
    },
  );

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
