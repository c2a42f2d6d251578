import type { FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '#shared/schemas/push.ts';
import type { PushSubscriptionRow } from '../db/schema';
import type { VapidKeys } from '../repositories/push-repository';
import { BackgroundWork, inTurns } from './background-work';
import type { PublicationNotice } from './publication-notice';
import { isAllowedEndpoint } from './push-endpoints';

/** Pushes in flight at once: a family of thousands is reached in seconds without a burst of sockets. */
const CONCURRENCY = 4;
/** A push service that does not answer within this is given up on (logged), not waited for. */
const SEND_TIMEOUT_MS = 15_000;
/** How long a push service keeps a notification for a phone that is off: a notice is news for a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** When no subject is configured and the site has no e-mail: a syntactically valid one. */
const FALLBACK_SUBJECT = 'mailto:admin@localhost';

/** The site's key pair, made with the web-push library the first time it is asked for. */
export const vapidKeys = (app: FastifyInstance): Promise<VapidKeys> =>
  app.repos.push.keys(() => webpush.generateVAPIDKeys());

/** What the push services are told to write to: the configured subject, the site's e-mail, a placeholder. */
async function vapidSubject(app: FastifyInstance): Promise<string> {
  if (app.config.push.subject) return app.config.push.subject;
  const email = (await app.repos.siteSettings.get())?.email.trim();
  if (email && /^[^\s@]+@[^\s@]+$/.test(email)) return `mailto:${email}`;
  return app.config.publicUrl?.startsWith('https://') ? app.config.publicUrl : FALLBACK_SUBJECT;
}

/** A publication's notification: its heading, the line a list shows, and its page. */
const payloadOf = (notice: PublicationNotice): PushPayload => ({
  title: notice.title,
  body: notice.summary,
  url: notice.path,
  tag: notice.tag,
});

/**
 * Sends the notifications of what was published (docs/product.md#notifications), in the
 * background: the announcers hand it a publication's notice and go on, deliveries run a few at a
 * time, a subscription the push service says is gone (404, 410) is removed and any other failure
 * logged.
 */
export class PushDelivery {
  private readonly work: BackgroundWork;

  constructor(private readonly app: FastifyInstance) {
    this.work = new BackgroundWork(app.log);
  }

  /** An announcer's listener: starts the delivery and returns at once. */
  send(notice: Promise<PublicationNotice>): void {
    this.work.run(async () => this.deliver(await notice), {
      message: 'push notifications of a publication not sent',
      context: {},
    });
  }

  /** Resolves once every delivery started so far has ended (tests, and closing). */
  settled(): Promise<void> {
    return this.work.settled();
  }

  /** Closing: nothing new starts; what is under way ends within its timeout. */
  close(): Promise<void> {
    return this.work.close();
  }

  private async deliver(notice: PublicationNotice): Promise<void> {
    const allowed = this.app.config.push.endpointHosts;
    // A host taken off PUSH_ENDPOINT_HOSTS since it was stored is no longer written to.
    const recipients = (await this.app.repos.push.recipients(notice.kind, notice.familyOnly)).filter(
      (subscription) => isAllowedEndpoint(subscription.endpoint, allowed),
    );
    if (recipients.length === 0) return;
    const payload = JSON.stringify(payloadOf(notice));
    const keys = await vapidKeys(this.app);
    const options: webpush.RequestOptions = {
      vapidDetails: { subject: await vapidSubject(this.app), ...keys },
      TTL: TTL_SECONDS,
      urgency: notice.urgent ? 'high' : 'normal',
      // A phone that was off gets the latest of this item's notifications only.
      topic: notice.tag,
      timeout: SEND_TIMEOUT_MS,
    };
    await inTurns(
      recipients,
      CONCURRENCY,
      (row) => this.sendOne(row, payload, options),
      () => this.work.closing,
    );
  }

  private async sendOne(row: PushSubscriptionRow, payload: string, options: webpush.RequestOptions) {
    const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    try {
      await webpush.sendNotification(subscription, payload, options);
    } catch (error) {
      // The endpoint is a secret of its browser: only its host is logged.
      const host = new URL(row.endpoint).host;
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.app.repos.push.remove(row.id);
        this.app.log.info({ host, status: error.statusCode }, 'push subscription gone: removed');
        return;
      }
      // Not the error itself: a WebPushError carries the endpoint.
      const reason =
        error instanceof WebPushError
          ? { status: error.statusCode, answer: String(error.body ?? '').slice(0, 200) }
          : { reason: error instanceof Error ? error.message : String(error) };
      this.app.log.warn({ host, ...reason }, 'push notification not delivered');
    }
  }
}
