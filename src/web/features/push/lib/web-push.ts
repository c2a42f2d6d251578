import type { PushKind } from '#shared/push/kinds.ts';
import { registerServiceWorker, serviceWorkersAvailable } from '#web/lib/service-worker.ts';
import { fetchPushKey, sendSubscription, sendUnsubscribe } from '../api/push-api';

/**
 * Where this browser stands (docs/product.md#notifications): `unsupported` (no service worker or
 * Push API: an iPhone's Safari before the site is added to the home screen, an old browser),
 * `denied` (the visitor or the browser blocked notifications for the site), `subscribed`, or
 * `available` to subscribe.
 */
export type PushStatus = 'unsupported' | 'denied' | 'available' | 'subscribed';

const supported = () => serviceWorkersAvailable() && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function pushStatus(): Promise<PushStatus> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'subscribed' : 'available';
}

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a === null || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/**
 * Asks the permission, subscribes through the browser's push service with the site's key and
 * sends the subscription with the kinds chosen. A subscription made under another key (the site's
 * data restored from elsewhere) is replaced: the push service would refuse the new key's pushes.
 */
export async function subscribeToPush(kinds: readonly PushKind[]): Promise<PushStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'available';
  const registration = (await registerServiceWorker()) && (await navigator.serviceWorker.ready);
  if (!registration) return 'unsupported';
  const key = bytesOf(await fetchPushKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await sendSubscription(subscription.toJSON(), kinds);
  return 'subscribed';
}

/** «إيقاف التنبيهات»: the server forgets the subscription, then the browser ends it. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await sendUnsubscribe(subscription.endpoint);
  await subscription.unsubscribe();
}
