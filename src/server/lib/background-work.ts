import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after an answer has left (a publication's pushes and e-mails): nobody waits for it
 * but the tests and the server's closing, and a failure is logged, never thrown at anyone.
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Closing: what is under way may end early, and nothing new starts. */
  get closing(): boolean {
    return this.stopping;
  }

  /** Starts `work` and returns at once; `failed` is what the log says if it throws. */
  run(work: () => Promise<void>, failed: { message: string; context: Record<string, unknown> }): void {
    if (this.stopping) return;
    const running = work()
      .catch((error: unknown) => this.log.warn({ err: error, ...failed.context }, failed.message))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Resolves once everything started so far has ended (tests, and closing). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async close(): Promise<void> {
    this.stopping = true;
    await this.settled();
  }
}

/**
 * Hands each item to `handle`, `concurrency` at a time, until all are done or `stop()` says so: a
 * family of thousands is reached in a few minutes at worst without a burst of sockets. A few lines
 * over one list; a queue library was not worth a dependency (decision 055).
 */
export async function inTurns<T>(
  items: readonly T[],
  concurrency: number,
  handle: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await handle(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
