import { api } from '#shared/api-paths.ts';
import type { PushKind } from '#shared/push/kinds.ts';
import { apiFetch } from '#web/lib/api-client.ts';

// The three calls of Web Push (docs/product.md#notifications). Straight through the API client, not
// the query cache: nothing here is data a screen shows, each is one step of the «تنبيهني» flow.

const messageSchema = () =>
  import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema);

/** GET /api/push/key.php: the site's VAPID public key, base64url. */
export async function fetchPushKey(): Promise<string> {
  const schema = () => import('#shared/schemas/push.ts').then((m) => m.pushKeyResponseSchema);
  return (await apiFetch(api.push.key, schema)).public_key;
}

/** POST /api/push/subscribe.php `{ subscription, kinds }`. */
export function sendSubscription(subscription: PushSubscriptionJSON, kinds: readonly PushKind[]) {
  return apiFetch(api.push.subscribe, messageSchema, { method: 'POST', body: { subscription, kinds } });
}

/** POST /api/push/unsubscribe.php `{ endpoint }`. */
export function sendUnsubscribe(endpoint: string) {
  return apiFetch(api.push.unsubscribe, messageSchema, { method: 'POST', body: { endpoint } });
}
