import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { inboxResponseSchema } from '#shared/schemas/contact.ts';
import { markReadInputSchema } from '#shared/schemas/contact-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { successMessageResponseSchema, successResponseSchema } from '#shared/schemas/responses.ts';
import { adminSiteSettingsSchema } from '#shared/schemas/site-settings.ts';
import { siteSettingsInputSchema } from '#shared/schemas/site-settings-input.ts';
import { notFound } from '#server/lib/http-error.ts';
import { presentAdminSiteSettings, presentContactMessage } from '#server/presenters/presenters.ts';
import { registerAdminSingleton } from './admin-resource';

const ok = true as const;

/** Site settings and the contact-message inbox. Guarded by the admin scope. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteSettings, contactMessages } = app.repos;

  registerAdminSingleton(app, {
    auditType: 'site_settings',
    access: { read: 'owner', write: 'owner' },
    paths: { get: api.admin.site.get, save: api.admin.site.update },
    input: siteSettingsInputSchema,
    item: adminSiteSettingsSchema,
    present: presentAdminSiteSettings,
    store: siteSettings,
    versionTag: 'site',
    messages: adminMessages.site,
    // Its own table only: no member or marriage changes with it.
    leavesMembers: true,
  });

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
