import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { pushMessages as m } from '#shared/messages/push.ts';
import { pushKeyResponseSchema } from '#shared/schemas/push.ts';
import { pushSubscribeInputSchema, pushUnsubscribeInputSchema } from '#shared/schemas/push-input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { HttpError, tooManyRequests } from '#server/lib/http-error.ts';
import { vapidKeys } from '#server/lib/push-delivery.ts';
import { isAllowedEndpoint } from '#server/lib/push-endpoints.ts';
import { refuseCrossSiteWrites } from '#server/plugins/family-viewer.ts';
import { reply200 } from '../reply';

/**
 * Web Push (docs/product.md#notifications): the key a browser subscribes with, and a browser's
 * subscription to the kinds it chose. Open to every visitor and limited per address like the
 * contact form; a signed-in relative's subscription is tied to his account, so it may receive
 * family-only items. That tie is why a write must come from the site's own pages: another site
 * must not subscribe its own endpoint in a relative's name with his cookie.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  refuseCrossSiteWrites(app, app);
  const limited = {
    // Counted before the body is read: a flood of malformed subscriptions is limited too.
    onRequest: async (request: { ip: string }) => {
      const wait = app.limits.push.hit(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
    },
  };

  app.get(api.push.key, { schema: reply200(pushKeyResponseSchema) }, async () => ({
    success: true as const,
    public_key: (await vapidKeys(app)).publicKey,
  }));

  app.post(
    api.push.subscribe,
    { schema: { body: pushSubscribeInputSchema, ...reply200(successMessageResponseSchema) }, ...limited },
    async (request) => {
      const { subscription, kinds } = request.body;
      // The server will POST to this URL: only the browsers' push services (push-endpoints.ts).
      if (!isAllowedEndpoint(subscription.endpoint, app.config.push.endpointHosts)) {
        throw new HttpError(400, m.validation.endpointRefused, {
          subscription: m.validation.endpointRefused,
        });
      }
      await app.repos.push.subscribe({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        kinds,
        relativeAccountId: request.familyViewer?.accountId ?? null,
      });
      return { success: true as const, message: m.server.subscribed };
    },
  );

  app.post(
    api.push.unsubscribe,
    { schema: { body: pushUnsubscribeInputSchema, ...reply200(successMessageResponseSchema) }, ...limited },
    async (request) => {
      // Knowing the endpoint is the right to forget it: it is the browser's own secret.
      await app.repos.push.unsubscribe(request.body.endpoint);
      return { success: true as const, message: m.server.unsubscribed };
    },
  );
};
