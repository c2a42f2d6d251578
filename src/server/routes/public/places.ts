import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { placeMessages } from '#shared/messages/places.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { placePageResponseSchema } from '#shared/schemas/place.ts';
import { notFound } from '#server/lib/http-error.ts';
import { placePageOf } from '#server/lib/life-reading.ts';
import { reply200 } from '../reply';
import { cachedWithFamily } from './public-cache-config';

/**
 * A place's page (docs/product.md#places): the members born, married, living, dying or buried there
 * as the request's reader may see them (decisions 015 and 049). It depends on the family as a whole
 * (any member's facts may add or take a line), so any member's change forgets it, and a place's
 * own change forgets everything.
 */
export const publicPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.places.get,
    { schema: { querystring: idQuerySchema, ...reply200(placePageResponseSchema) }, ...cachedWithFamily },
    async (request) => {
      const place = await placePageOf(app, request.query.id, await app.familyReading(request));
      if (!place) throw notFound(placeMessages.notFound);
      return { success: true as const, place };
    },
  );
};
