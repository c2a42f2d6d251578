import type { FastifyBaseLogger } from 'fastify';
import type { OccasionWithMembers, OccasionsRepository } from '../repositories/occasions-repository';
import { nowIso } from './clock';

/** Told once per occasion, when it is first out: what a notification, a feed or an e-mail hangs on. */
export type OccasionPublished = (occasion: OccasionWithMembers) => void | Promise<void>;

// A timer's delay is a 32-bit number of milliseconds; a far time is waited for in steps.
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The one place where "an occasion was published" happens (docs/product.md#occasions): after every
 * keeper's save, and when a scheduled occasion's time comes with nobody saving anything. Each
 * occasion is announced once, the first time it is out (decision 016's rule, whoever it is for),
 * marked in the database in the same statement that finds it, so a restart or a second process
 * never announces it again. Listeners run after the keeper's answer has left and never delay it;
 * one that fails is logged and the others still run.
 */
export class OccasionAnnouncer {
  private readonly listeners = new Set<OccasionPublished>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly occasions: Pick<OccasionsRepository, 'takeUnannounced' | 'nextPublishAfter'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Called for every occasion published from now on; returns the way to stop listening. */
  onPublished(listener: OccasionPublished): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** From the server's start: announces what came out while it was down, then waits for the next. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * Announces every occasion out now and not yet announced, then sets the timer for the next
   * scheduled one. After a keeper's save, and by the timer; overlapping calls share one pass.
   */
  announceDue(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** A save may have published or scheduled something: look again, without the caller waiting. */
  wake(): void {
    void this.announceDue().catch((error: unknown) =>
      this.log.warn({ err: error }, 'occasions not announced: tried again at the next save or start'),
    );
  }

  private async pass(): Promise<void> {
    const now = nowIso();
    const published = await this.occasions.takeUnannounced(now);
    for (const occasion of published) {
      for (const listener of this.listeners) {
        try {
          await listener(occasion);
        } catch (error) {
          this.log.warn({ err: error, occasion: occasion.id }, 'a listener of a published occasion failed');
        }
      }
    }
    await this.schedule();
  }

  private async schedule(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const next = await this.occasions.nextPublishAfter(nowIso());
    if (next === null) return;
    const wait = Math.min(Math.max(Date.parse(next) - Date.now(), 0), MAX_WAIT_MS);
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }
}
