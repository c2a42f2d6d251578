import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { siteSettingsInputSchema } from '../../../shared/schemas/site-settings';
import { notFound, parseInput } from '../../lib/http-error';
import { presentContactMessage, presentSiteSettings } from '../../presenters/presenters';
import { idFrom } from '../query';
import { z } from 'zod';

const markReadBody = z.object({ read: z.boolean().default(true) });

/** Site settings and the contact-message inbox (issue #4). Guarded by the admin scope. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { siteSettings, contactMessages } = app.repos;

  app.post(api.admin.site.update, async (request) => {
    const row = await siteSettings.save(parseInput(siteSettingsInputSchema, request.body));
    return { success: true, message: adminMessages.site.saved, data: presentSiteSettings(row) };
  });

  app.get(api.admin.messages.list, async () => {
    const [rows, unreadCount] = await Promise.all([contactMessages.list(), contactMessages.countUnread()]);
    return { success: true, data: rows.map(presentContactMessage), unreadCount };
  });

  app.post(api.admin.messages.markRead, async (request) => {
    const id = idFrom(request.query);
    const { read } = parseInput(markReadBody, request.body ?? {});
    if (!(await contactMessages.markRead(id, read))) throw notFound();
    return { success: true };
  });

  app.delete(api.admin.messages.delete, async (request) => {
    if (!(await contactMessages.delete(idFrom(request.query)))) throw notFound();
    return { success: true, message: adminMessages.inbox.deleted };
  });
}
