import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import {
  checkAuthResponseSchema,
  checkDatabaseResponseSchema,
  seedPeopleResponseSchema,
  seedResponseSchema,
  statsResponseSchema,
} from '../../../shared/schemas/auth';
import { changePasswordInputSchema } from '../../../shared/schemas/auth-input';
import { successMessageResponseSchema } from '../../../shared/schemas/responses';
import { seedDemoContent, seedNotablePeople } from '../../db/seed/seed';
import { HttpError } from '../../lib/http-error';
import { assertPasswordAllowed } from '../../lib/password-rules';
import { assertStepUp } from '../../lib/step-up';
import { hashPassword } from '../../plugins/auth';

const ok = true as const;
const reply200 = <T>(schema: T) => ({ response: { 200: schema } });

/** Session, password, dashboard and database calls. Guarded by the admin scope. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get(
    api.admin.checkAuth,
    { config: { access: 'self', audit: 'self' }, schema: reply200(checkAuthResponseSchema) },
    async (request) => {
      const admin = request.admin!;
      const member =
        admin.branchMemberId === null ? undefined : await repos.familyMembers.find(admin.branchMemberId);
      return {
        success: ok,
        username: admin.username,
        role: admin.role,
        branch: member ? { id: member.id, name: member.name } : null,
        mustChangePassword: admin.mustChangePassword,
        twoFactorEnabled: admin.twoFactorEnabled,
        mustEnrolTwoFactor: admin.mustEnrolTwoFactor,
      };
    },
  );

  app.post(
    api.admin.logout,
    { config: { access: 'self', audit: 'self' }, schema: reply200(successMessageResponseSchema) },
    async (request) => {
      const admin = request.admin!;
      await repos.admins.revokeSession(admin.sessionId);
      await repos.audit.append({
        userId: admin.userId,
        username: admin.username,
        action: 'logout',
        recordType: 'session',
        recordId: admin.sessionId,
        ip: request.ip,
      });
      return { success: ok, message: adminMessages.auth.loggedOut };
    },
  );

  app.post(
    api.admin.changePassword,
    {
      config: { access: 'self', audit: 'self' },
      schema: { body: changePasswordInputSchema, ...reply200(successMessageResponseSchema) },
    },
    async (request) => {
      const admin = request.admin!;
      const { currentPassword, newPassword, code } = request.body;
      const user = await repos.admins.findUser(admin.userId);
      if (!user) throw new HttpError(401, adminMessages.auth.pleaseLogInFirst);
      await assertStepUp(app, request, user, {
        password: currentPassword,
        code,
        fields: { password: 'currentPassword', code: 'code' },
      });
      assertPasswordAllowed(newPassword, { username: user.username, currentPassword });
      await repos.admins.changePassword(user.id, await hashPassword(newPassword), admin.sessionId);
      // Who and when only: neither password, nor its hash, is ever in the log.
      await repos.audit.append({
        userId: user.id,
        username: user.username,
        action: 'password_change',
        recordType: 'account',
        recordId: user.id,
        ip: request.ip,
      });
      return { success: ok, message: adminMessages.auth.passwordChanged };
    },
  );

  app.get(
    api.admin.stats,
    { config: { access: 'keeper' }, schema: reply200(statsResponseSchema) },
    async () => {
      const [
        newsCount,
        notablePeopleCount,
        familyMembersCount,
        websiteViews,
        unreadMessages,
        unreadSuggestions,
      ] = await Promise.all([
        repos.news.count(),
        repos.notablePeople.count(),
        repos.familyMembers.count(),
        repos.pageViews.total(),
        repos.contactMessages.countUnread(),
        repos.memberSuggestions.countUnread(),
      ]);
      return {
        success: ok,
        newsCount,
        notablePeopleCount,
        familyMembersCount,
        websiteViews,
        unreadMessages,
        unreadSuggestions,
      };
    },
  );

  // SPEC §7 names GET for these; they only ever add what is missing, so repeating them is safe.
  const seeds = {
    config: {
      access: 'owner' as const,
      writesContent: true,
      audit: { type: 'demo_content' as const, action: 'create' as const },
    },
  };
  app.get(api.admin.seedDb, { ...seeds, schema: reply200(seedResponseSchema) }, async () => {
    const created = await seedDemoContent(app.database, app.config.uploadsDir);
    return { success: ok, message: adminMessages.database.seeded, created: { ...created } };
  });

  app.get(
    api.admin.checkDb,
    { config: { access: 'keeper' }, schema: reply200(checkDatabaseResponseSchema) },
    async () => {
      const [news, notablePeople, familyMembers, diwan] = await Promise.all([
        repos.news.count(),
        repos.notablePeople.count(),
        repos.familyMembers.count(),
        repos.diwan.get(),
      ]);
      return {
        success: ok,
        status: 'ok' as const,
        message: adminMessages.database.ok,
        dialect: app.database.dialect,
        counts: { news, notablePeople, familyMembers, diwan: diwan ? 1 : 0 },
      };
    },
  );

  app.get(api.admin.seedNotablePeople, { ...seeds, schema: reply200(seedPeopleResponseSchema) }, async () => {
    const created = await seedNotablePeople(repos, app.config.uploadsDir);
    return { success: ok, message: adminMessages.database.seededPeople, created };
  });
};
