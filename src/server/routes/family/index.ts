import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCrossSiteWrites } from '#server/plugins/family-viewer.ts';
import { neverStore } from '#server/plugins/public-cache.ts';
import { familyDirectoryRoutes } from './directory';
import { familyAccountRoutes } from './family-account';
import { familyCalendarRoutes } from './family-calendar';
import { familyMailRoutes } from './family-mail';
import { householdRoutes } from './household';
import { familyPasskeyRoutes } from './family-passkeys';

/**
 * The relatives' own calls (docs/product.md#relatives-accounts): answers about one person, kept by
 * no cache, and writes allowed only from the site's own pages (decision 046).
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  neverStore(app);
  refuseCrossSiteWrites(app, app);
  await app.register(familyAccountRoutes);
  await app.register(familyDirectoryRoutes);
  await app.register(householdRoutes);
  await app.register(familyPasskeyRoutes);
  await app.register(familyCalendarRoutes);
  await app.register(familyMailRoutes);
};
