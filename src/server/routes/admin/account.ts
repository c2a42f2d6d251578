import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { checkAuthResponseSchema } from '#shared/schemas/auth.ts';
import { changePasswordInputSchema } from '#shared/schemas/auth-input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { assertPasswordAllowed } from '#server/lib/password-rules.ts';
import { assertStepUp } from '#server/lib/step-up.ts';
import { hashPassword } from '#server/plugins/auth.ts';
import { appendOwnEntry } from '#server/plugins/audit.ts';
import { reply200 } from '../reply';

const ok = true as const;

/** The keeper's own session and password. Guarded by the admin scope. */
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
      await appendOwnEntry(request, { action: 'logout', recordType: 'session', recordId: admin.sessionId });
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
      const by = { userId: user.id, username: user.username };
      await appendOwnEntry(
        request,
        { action: 'password_change', recordType: 'account', recordId: user.id },
        by,
      );
      return { success: ok, message: adminMessages.auth.passwordChanged };
    },
  );
};
