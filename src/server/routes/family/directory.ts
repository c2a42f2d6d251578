import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import { directoryResponseSchema } from '#shared/schemas/family-household.ts';
import { DIRECTORY_PAGE_SIZE, directoryQuerySchema } from '#shared/schemas/family-household-input.ts';
import { cachedUntilContentChanges } from '#server/lib/generation-cache.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { yieldToEventLoop } from '#server/lib/yield-to-event-loop.ts';
import type { FamilyViewer } from '#server/plugins/family-viewer.ts';
import { buildFamilyDirectory } from '#server/presenters/family-directory.ts';

/** The relative signed in on this request; the public (and a revoked account) get a 401. */
export function signedInRelative(request: FastifyRequest): FamilyViewer {
  if (!request.familyViewer) throw new HttpError(401, m.errors.signedOut);
  return request.familyViewer;
}

/**
 * Answers about one relative, or for relatives only: no shared cache (a CDN, a proxy) may keep
 * them, and the browser keeps none either, as for every answer a relative's session shapes.
 */
export function keptPrivate(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}

/** «دليل العائلة» (docs/product.md#the-family-directory): for signed-in relatives only. */
export const familyDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  keptPrivate(app);
  // Built again only after the family changed, like the keepers' list (member-list.ts).
  const directory = cachedUntilContentChanges(app, async () => {
    const [members, settings] = await Promise.all([
      app.repos.familyMembers.listWithSpouses(),
      app.repos.siteSettings.get(),
    ]);
    await yieldToEventLoop();
    return buildFamilyDirectory(members, settings?.founder_name ?? '');
  });

  app.get(
    api.family.directory,
    { schema: { querystring: directoryQuerySchema, response: { 200: directoryResponseSchema } } },
    async (request) => {
      signedInRelative(request);
      const current = await directory();
      const { entries, total } = current.find(request.query, DIRECTORY_PAGE_SIZE);
      return {
        success: true as const,
        data: {
          entries,
          total,
          page: request.query.page,
          per_page: DIRECTORY_PAGE_SIZE,
          branches: current.branches,
        },
      };
    },
  );
};
