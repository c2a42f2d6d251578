import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { changePasswordInputSchema } from '../../../shared/schemas/auth';
import { seedDemoContent, seedNotablePeople } from '../../db/seed/seed';
import { HttpError, parseInput } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../plugins/auth';

/** Session, password, dashboard and database calls. Guarded by the admin scope. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(api.admin.checkAuth, async (request) => ({ success: true, username: request.admin!.username }));

  app.post(api.admin.logout, async (request) => {
    await repos.admins.revokeSession(request.admin!.sessionId);
    return { success: true, message: adminMessages.auth.loggedOut };
  });

  app.post(api.admin.changePassword, async (request) => {
    const admin = request.admin!;
    const input = parseInput(changePasswordInputSchema, request.body);
    const user = await repos.admins.findUser(admin.userId);
    if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
      throw new HttpError(400, adminMessages.auth.currentPasswordWrong, {
        currentPassword: adminMessages.auth.currentPasswordWrong,
      });
    }
    await repos.admins.changePassword(user.id, await hashPassword(input.newPassword), admin.sessionId);
    return { success: true, message: adminMessages.auth.passwordChanged };
  });

  app.get(api.admin.stats, async () => {
    const [newsCount, notablePeopleCount, familyMembersCount, websiteViews, unreadMessages] =
      await Promise.all([
        repos.news.count(),
        repos.notablePeople.count(),
        repos.familyMembers.count(),
        repos.pageViews.total(),
        repos.contactMessages.countUnread(),
      ]);
    return { success: true, newsCount, notablePeopleCount, familyMembersCount, websiteViews, unreadMessages };
  });

  // SPEC §7 names GET for these; they only ever add what is missing, so repeating them is safe.
  app.get(api.admin.seedDb, async () => {
    const created = await seedDemoContent(repos, app.config.uploadsDir);
    return { success: true, message: adminMessages.database.seeded, created };
  });

  app.get(api.admin.checkDb, async () => {
    const [news, notablePeople, familyMembers] = await Promise.all([
      repos.news.count(),
      repos.notablePeople.count(),
      repos.familyMembers.count(),
    ]);
    return {
      success: true,
      status: 'ok',
      message: adminMessages.database.ok,
      dialect: app.database.dialect,
      counts: { news, notablePeople, familyMembers, diwan: (await repos.diwan.get()) ? 1 : 0 },
    };
  });

  app.get(api.admin.seedNotablePeople, async () => {
    const created = await seedNotablePeople(repos, app.config.uploadsDir);
    return { success: true, message: adminMessages.database.seededPeople, created };
  });
}
