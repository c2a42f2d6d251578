import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { occasionListResponseSchema, occasionResponseSchema } from '#shared/schemas/occasion.ts';
import { occasionListQuerySchema } from '#shared/schemas/occasion-input.ts';
import { now, nowIso } from '#server/lib/clock.ts';
import { cacheTags } from '#server/lib/content-change.ts';
import { notFound } from '#server/lib/http-error.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import {
  noticeWordingOf,
  presentOccasion,
  upcomingThenPast,
  type OccasionContext,
} from '#server/presenters/occasions.ts';
import type { OccasionReader, OccasionWithMembers } from '#server/repositories/occasions-repository.ts';
import { reply200 } from '../reply';
import { cached } from './public-cache-config';

/** The public's, or a signed-in relative's, who reads the family-only occasions too (decision 047). */
const readerOf = (request: FastifyRequest): OccasionReader =>
  request.familyViewer === null ? 'public' : 'relative';

/** The family as the public sees it, the diwan and the family's wording: what an occasion is shown with. */
export async function occasionContext(app: FastifyInstance): Promise<OccasionContext> {
  const [family, diwan, settings] = await Promise.all([
    app.publicFamily(),
    app.repos.diwan.get(),
    app.repos.siteSettings.get(),
  ]);
  return { byId: family.byId, diwan, wording: noticeWordingOf(settings) };
}

/**
 * The answer shows these members' names (and a deceased's gender): a write to any of them forgets
 * it (decision 032). Every other write (an occasion, the diwan, the settings) forgets everything.
 */
function tagMembers(request: FastifyRequest, rows: readonly OccasionWithMembers[]) {
  tagAnswer(
    request,
    rows.flatMap((row) => row.member_ids.map(cacheTags.member)),
  );
}

/**
 * Occasions as the public reads them (docs/product.md#public-endpoints): only what is public now
 * (decision 016 and the family's circle); a signed-in relative also reads the family-only ones,
 * answered `private, no-store` and never kept for the public (public-cache.ts).
 */
export const publicOccasionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.occasions.list,
    { schema: { querystring: occasionListQuerySchema, ...reply200(occasionListResponseSchema) }, ...cached },
    async (request) => {
      const reader = readerOf(request);
      const [rows, context] = await Promise.all([
        app.repos.occasions.listVisible(reader, nowIso(), request.query.member),
        occasionContext(app),
      ]);
      tagMembers(request, rows);
      const today = kuwaitDay(now());
      return {
        success: true as const,
        today,
        occasions: upcomingThenPast(rows, today).map((row) =>
          presentOccasion(row, context, reader === 'relative'),
        ),
      };
    },
  );

  app.get(
    api.occasions.get,
    { schema: { querystring: idQuerySchema, ...reply200(occasionResponseSchema) }, ...cached },
    async (request) => {
      const reader = readerOf(request);
      // A draft's, a waiting one's or (to the public) a family one's id answers like an unknown one.
      const row = await app.repos.occasions.findVisible(reader, request.query.id, nowIso());
      if (!row) throw notFound(occasionMessages.detail.notFoundDetail);
      tagMembers(request, [row]);
      return {
        success: true as const,
        occasion: presentOccasion(row, await occasionContext(app), reader === 'relative'),
      };
    },
  );
};
