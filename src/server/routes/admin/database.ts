import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import {
  checkDatabaseResponseSchema,
  seedPeopleResponseSchema,
  seedResponseSchema,
  statsResponseSchema,
} from '#shared/schemas/auth.ts';
import { seedDemoContent, seedNotablePeople } from '#server/db/seed/seed.ts';
import { reply200 } from '../reply';

const ok = true as const;

/** The dashboard's counts, the database check and the demo seeds. Guarded by the admin scope. */
export const databaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

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

  // The API names GET for these (docs/product.md#admin-endpoints); they only ever add what is missing, so
  // repeating them is safe.
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
