import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { sourcePageResponseSchema } from '#shared/schemas/source.ts';
import { cacheTags } from '#server/lib/content-change.ts';
import { notFound } from '#server/lib/http-error.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import { presentSourcePage } from '#server/presenters/sources.ts';
import { reply200 } from '../reply';
import { cached } from './public-cache-config';

/** A public source's page (docs/product.md#sources): what it supports, as the reader may see it. */
export const publicSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.sources.get,
    { schema: { querystring: idQuerySchema, ...reply200(sourcePageResponseSchema) }, ...cached },
    async (request) => {
      // A source kept to the keepers answers like an unknown one: the public does not learn it exists.
      const source = await app.repos.sources.findPublic(request.query.id);
      if (!source) throw notFound(sourcesMessages.page.notFound);
      const [facts, { view, see }] = await Promise.all([
        app.repos.sources.factsOf(source.id),
        app.familyReading(request),
      ]);
      // Every member it names, shown or not: one who becomes visible, or is hidden, changes the page.
      const named = facts.flatMap((fact) => [
        fact.subject_id,
        ...(fact.spouse_id === null ? [] : [fact.spouse_id]),
      ]);
      if (source.author_member_id !== null) named.push(source.author_member_id);
      tagAnswer(request, [...new Set(named)].map(cacheTags.member));
      return { success: true as const, source: presentSourcePage(source, facts, view, see) };
    },
  );
};
