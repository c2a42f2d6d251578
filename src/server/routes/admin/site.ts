import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { inboxResponseSchema } from '../../../shared/schemas/contact';
import { markReadInputSchema } from '../../../shared/schemas/contact-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import { successMessageResponseSchema, successResponseSchema } from '../../../shared/schemas/responses';
import {
  adminSiteSettingsResponseSchema,
  siteSettingsSavedResponseSchema,
} from '../../../shared/schemas/site-settings';
import { siteSettingsInputSchema } from '../../../shared/schemas/site-settings-input';
import { notFound } from '../../lib/http-error';
import { setVersionTag, versionedUpdate } from '../../lib/record-version';
import { presentAdminSiteSettings, presentContactMessage } from '../../presenters/presenters';

const ok = true as const;

/** Site settings and the contact-message inbox (issue #4). Guarded by the admin scope. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteSettings, contactMessages } = app.repos;

  app.get(
    api.admin.site.get,
    { config: { access: 'owner' }, schema: { response: { 200: adminSiteSettingsResponseSchema } } },
    async (_request, reply) => {
      const row = await siteSettings.get();
      setVersionTag(reply, 'site', 1, row?.version ?? 0);
      return { success: ok, data: presentAdminSiteSettings(row) };
    },
  );

  app.post(
    api.admin.site.update,
    {
      config: { access: 'owner', audit: { type: 'site_settings' } },
      schema: { body: siteSettingsInputSchema, response: { 200: siteSettingsSavedResponseSchema } },
    },
    async (request) => {
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => siteSettings.save(request.body, expected),
        async () => presentAdminSiteSettings(await siteSettings.get()),
      );
      return { success: ok, message: adminMessages.site.saved, data: presentAdminSiteSettings(row) };
    },
  );

  app.get(
    api.admin.messages.list,
    { config: { access: 'editor' }, schema: { response: { 200: inboxResponseSchema } } },
    async () => {
      const [rows, unreadCount] = await Promise.all([contactMessages.list(), contactMessages.countUnread()]);
      return { success: ok, data: rows.map(presentContactMessage), unreadCount };
    },
  );

  app.post(
    api.admin.messages.markRead,
    {
      config: { access: 'editor', audit: { type: 'message', id: 'query', action: 'update' } },
      schema: {
        querystring: idQuerySchema,
        body: markReadInputSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      if (!(await contactMessages.markRead(request.query.id, request.body.read))) throw notFound();
      return { success: ok };
    },
  );

  app.delete(
    api.admin.messages.delete,
    {
      config: { access: 'editor', audit: { type: 'message', id: 'query' } },
      schema: { querystring: idQuerySchema, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await contactMessages.delete(request.query.id))) throw notFound();
      return { success: ok, message: adminMessages.inbox.deleted };
    },
  );
};
