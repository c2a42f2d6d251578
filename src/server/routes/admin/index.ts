import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardScope } from '#server/plugins/auth.ts';
import { invalidateOnWrite, neverStore } from '#server/plugins/public-cache.ts';
import { auditScope } from '#server/plugins/audit.ts';
import { contentRoutes } from './content';
import { historyRoutes } from './history';
import { demoContentRoutes } from './demo-content';
import { siteRoutes } from './site';
import { accountRoutes } from './account';
import { databaseRoutes } from './database';
import { familyMemberRoutes } from './family-members';
import { memberListRoutes } from './member-list';
import { memberMergeRoutes } from './member-merge';
import { importExportRoutes } from './import-export';
import { suggestionQueueRoutes } from './member-suggestions';
import { dashboardRoutes } from './dashboard';
import { auditRoutes } from './audit';
import { userRoutes } from './users';
import { backupRoutes } from './backup';
import { signInRoutes } from './sign-in';
import { twoFactorRoutes } from './two-factor';
import { relativeRoutes } from './relatives';
import { occasionRoutes } from './occasions';
import { placeRoutes } from './places';
import { sourceRoutes } from './sources';

/** Login, then everything else behind one guard: a live session for every route of the scope. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  neverStore(app);

  // The sign-in reads a cookie (the device cookie of decision 035); every other admin call, a bearer token.
  await app.register(signInRoutes);

  // Everything below requires a live session.
  await app.register(async (scope) => {
    guardScope(scope);
    auditScope(scope);
    invalidateOnWrite(scope);
    await scope.register(accountRoutes);
    await scope.register(databaseRoutes);
    await scope.register(contentRoutes);
    await scope.register(siteRoutes);
    await scope.register(familyMemberRoutes);
    await scope.register(memberListRoutes);
    await scope.register(memberMergeRoutes);
    await scope.register(importExportRoutes);
    await scope.register(suggestionQueueRoutes);
    await scope.register(dashboardRoutes);
    await scope.register(historyRoutes);
    await scope.register(demoContentRoutes);
    await scope.register(auditRoutes);
    await scope.register(userRoutes);
    await scope.register(twoFactorRoutes);
    await scope.register(backupRoutes);
    await scope.register(relativeRoutes);
    await scope.register(occasionRoutes);
    await scope.register(placeRoutes);
    await scope.register(sourceRoutes);
  });
};
