import { z } from 'zod';
import { pushMessages } from '../messages/push';
import { pushKinds } from '../push/kinds';

const v = pushMessages.validation;

/** base64url of exactly `bytes` bytes, padded or not, as `PushSubscription.toJSON()` gives it. */
function base64urlOf(bytes: number) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: v.invalidSubscription })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), v.invalidSubscription)
    .transform((value) => value.replace(/=+$/, ''));
}

/**
 * A browser's `PushSubscription` as JSON. The endpoint is only checked to be an https URL here;
 * which hosts it may name is the server's configuration (PUSH_ENDPOINT_HOSTS).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: v.invalidSubscription })
    .max(2000, v.invalidSubscription)
    .regex(/^https:\/\/\S+$/, v.endpointRefused),
  expirationTime: z.number().nullish(),
  keys: z.object(
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
    { p256dh: base64urlOf(65), auth: base64urlOf(16) },
    { error: v.invalidSubscription },
  ),
});

/** Body of POST /api/push/subscribe.php: the subscription and the kinds chosen. */
export const pushSubscribeInputSchema = z.object({
  subscription: pushSubscriptionSchema,
  kinds: z
    .array(z.enum(pushKinds, { error: v.kindsRequired }), { error: v.kindsRequired })
    .min(1, v.kindsRequired)
    .max(pushKinds.length, v.kindsRequired)
    .transform((kinds) => [...new Set(kinds)]),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInputSchema>;

/** Body of POST /api/push/unsubscribe.php: the endpoint of the subscription to forget. */
export const pushUnsubscribeInputSchema = z.object({
  endpoint: z.string({ error: v.invalidSubscription }).max(2000, v.invalidSubscription),
});
