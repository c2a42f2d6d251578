import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { idSchema } from '#shared/schemas/input.ts';
import { nowIso } from '#server/lib/clock.ts';
import { notFound } from '#server/lib/http-error.ts';
import { matchesIfNoneMatch, SHARED_CACHE_SECONDS } from '#server/plugins/public-cache.ts';
import { presentOccasion } from '#server/presenters/occasions.ts';
import { shareCardContent, shareCardVersion } from '#server/share-card/card-content.ts';
import { ShareCards } from '#server/share-card/share-cards.ts';
import { occasionContext } from './occasions';

/** The card's address; the pages name it with its version (`shareCardPath`). */
export const SHARE_CARD_ROUTE = '/occasions/:id/card.png';

const paramsSchema = z.object({ id: idSchema() });
/** `?v=`: the version the page named; any other, or none, is answered with the current card. */
const querySchema = z.object({ v: z.optional(z.string().check(z.maxLength(64))) });

/**
 * An occasion's share card (docs/product.md#occasions), the picture of its link preview: public
 * occasions only, for everyone alike, a relative signed in included (a family-only occasion never
 * has a card anyone could pass on). Its ETag is the card's version, known from the database
 * without drawing, so a preview or browser asking again costs a read and a 304. Revalidated like
 * the public pages: a correction to a notice shows at the next look, and an occasion made
 * family-only stops being served within the shared caches' minute.
 */
export const occasionCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = new ShareCards();

  app.get(
    SHARE_CARD_ROUTE,
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const row = await app.repos.occasions.findVisible('public', request.params.id, nowIso());
      if (!row) throw notFound(occasionMessages.detail.notFoundDetail);
      const [context, settings] = await Promise.all([occasionContext(app), app.repos.siteSettings.get()]);
      const content = shareCardContent(presentOccasion(row, context), settings?.family_name ?? '');
      const version = shareCardVersion(content);
      const etag = `"${version}"`;
      reply.header('ETag', etag);
      reply.header('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const png = await cards.card(version, content);
      return reply.type('image/png').send(png);
    },
  );
};
