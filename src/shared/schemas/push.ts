import * as z from 'zod/mini';

/** GET /api/push/key.php: the site's VAPID public key, the browser's `applicationServerKey`. */
export const pushKeyResponseSchema = z.object({ success: z.literal(true), public_key: z.string() });

/** What a notification carries, encrypted to the browser; the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this site, opened when the notification is tapped. */
  url: string;
  /** One notification per item: a second push of the same item replaces the first. */
  tag: string;
}
