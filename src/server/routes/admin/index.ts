import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { loginResponseSchema } from '../../../shared/schemas/auth';
import { loginInputSchema } from '../../../shared/schemas/auth-input';
import { HttpError } from '../../lib/http-error';
import { SESSION_LIFETIME_MS, guardScope, hashPassword, newToken, verifyPassword } from '../../plugins/auth';
import { invalidateOnWrite, neverStore } from '../../plugins/public-cache';
import { auditScope } from '../../plugins/audit';
import { contentRoutes } from './content';
import { historyRoutes } from './history';
import { demoContentRoutes } from './demo-content';
import { siteRoutes } from './site';
import { accountRoutes } from './account';
import { familyMemberRoutes } from './family-members';
import { memberListRoutes } from './member-list';
import { importExportRoutes } from './import-export';
import { suggestionQueueRoutes } from './member-suggestions';
import { dashboardRoutes } from './dashboard';
import { auditRoutes } from './audit';
import { userRoutes } from './users';

// A real argon2id hash to verify against when the username is unknown, so timing does not reveal names.
let decoyHash: Promise<string> | undefined;

/** Login, then everything else behind one guard: a live session for every route of the scope. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.repos.admins;
  neverStore(app);

  app.post(
    api.admin.login,
    { schema: { body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request) => {
      const { username, password } = request.body;
      const throttle = app.limits.login;
      const wait = throttle.waitSeconds(username, request.ip);
      if (wait > 0) {
        throw new HttpError(429, adminMessages.auth.tooManyAttempts(wait), undefined, {
          'Retry-After': String(wait),
        });
      }
      const user = await admins.findUserByUsername(username);
      decoyHash ??= hashPassword('decoy-password-for-unknown-users');
      let ok = false;
      if (user) ok = await verifyPassword(user.password_hash, password);
      else await verifyPassword(await decoyHash, password);
      // A disabled account answers like a wrong password: the form tells a guesser nothing.
      if (!user || !ok || user.disabled_at !== null) {
        throttle.recordFailure(username, request.ip);
        request.log.info({ ip: request.ip }, 'admin login failed');
        await app.repos.audit.append({
          userId: user?.id ?? null,
          username: username.slice(0, 100),
          action: 'login_failed',
          recordType: 'session',
          recordId: null,
          ip: request.ip,
        });
        throw new HttpError(401, adminMessages.auth.badCredentials);
      }
      throttle.recordSuccess(username);
      await app.repos.audit.append({
        userId: user.id,
        username: user.username,
        action: 'login',
        recordType: 'session',
        recordId: null,
        ip: request.ip,
      });
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
      await admins.createSession(user.id, tokenHash, expiresAt);
      request.log.info({ username }, 'admin logged in');
      return {
        success: true as const,
        token,
        expiresAt,
        username: user.username,
        must_change_password: user.must_change_password === 1,
      };
    },
  );

  // Everything below requires a live session.
  await app.register(async (scope) => {
    guardScope(scope);
    auditScope(scope);
    invalidateOnWrite(scope);
    await scope.register(accountRoutes);
    await scope.register(contentRoutes);
    await scope.register(siteRoutes);
    await scope.register(familyMemberRoutes);
    await scope.register(memberListRoutes);
    await scope.register(importExportRoutes);
    await scope.register(suggestionQueueRoutes);
    await scope.register(dashboardRoutes);
    await scope.register(historyRoutes);
    await scope.register(demoContentRoutes);
    await scope.register(auditRoutes);
    await scope.register(userRoutes);
  });
};
