import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from './clock';

/** Told once per item, when it is first out: what a notification, a feed or an e-mail hangs on. */
export type Published<Row> = (row: Row) => void | Promise<void>;

/** What a table published by decision 016's rule gives its announcer (news, occasions). */
export interface PublishedRecords<Row> {
  /** The items out at `now` and never announced, each marked announced in the same statement. */
  takeUnannounced(now: string): Promise<Row[]>;
  /** The next instant after `now` at which an item comes out without a write, whoever it is for. */
  nextPublishAfter(now: string): Promise<string | null>;
}

// A timer's delay is a 32-bit number of milliseconds; a far time is waited for in steps.
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The one place where "an item was published" happens, for a table published by decision 016's
 * rule (docs/product.md#notifications): after every keeper's save, and when a scheduled item's time
 * comes with nobody saving anything. Each item is announced once, the first time it is out
 * (whoever it is for), marked in the database in the same statement that finds it, so a restart or
 * a second process never announces it again. Listeners run after the keeper's answer has left and
 * never delay it; one that fails is logged and the others still run.
 */
export class PublicationAnnouncer<Row extends { id: number }> {
  private readonly listeners = new Set<Published<Row>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly records: PublishedRecords<Row>,
    private readonly log: FastifyBaseLogger,
    /** What the items are, in the log: `occasion`, `news`. */
    private readonly what: string,
  ) {}

  /** Called for every item published from now on; returns the way to stop listening. */
  onPublished(listener: Published<Row>): () => void {
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
   * Announces every item out now and not yet announced, then sets the timer for the next
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
      this.log.warn(
        { err: error, what: this.what },
        'publications not announced: tried again at the next save or start',
      ),
    );
  }

  private async pass(): Promise<void> {
    const published = await this.records.takeUnannounced(nowIso());
    for (const row of published) {
      for (const listener of this.listeners) {
        try {
          await listener(row);
        } catch (error) {
          this.log.warn({ err: error, what: this.what, id: row.id }, 'a listener of a publication failed');
        }
      }
    }
    await this.schedule();
  }

  private async schedule(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const next = await this.records.nextPublishAfter(nowIso());
    if (next === null) return;
    const wait = Math.min(Math.max(Date.parse(next) - Date.now(), 0), MAX_WAIT_MS);
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }
}
