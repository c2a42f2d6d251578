import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContentRoutes } from './content';
import { publicMemberRoutes } from './family-members';
import { familyTreeRoutes } from './family-tree';
import { memberSuggestionRoutes } from './member-suggestions';
import { occasionCardRoutes } from './occasion-card';
import { occasionCalendarRoutes } from './occasion-calendar';
import { publicOccasionRoutes } from './occasions';
import { publicPlaceRoutes } from './places';
import { pushRoutes } from './push';
import { publicSourceRoutes } from './sources';
import { webManifestRoutes } from './web-manifest';
import { visitorRoutes } from './visitors';

/**
 * The public reads (docs/product.md#public-endpoints), the visit counter and the contact form: open to every
 * visitor.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(visitorRoutes);
  await app.register(publicContentRoutes);
  await app.register(publicMemberRoutes);
  await app.register(familyTreeRoutes);
  await app.register(memberSuggestionRoutes);
  await app.register(publicOccasionRoutes);
  await app.register(publicPlaceRoutes);
  await app.register(occasionCardRoutes);
  await app.register(occasionCalendarRoutes);
  await app.register(pushRoutes);
  await app.register(publicSourceRoutes);
  await app.register(webManifestRoutes);
};
