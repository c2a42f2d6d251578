import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const CHANNEL = 'nasab_content_changed';
const MAX_RETRY_MS = 30_000;

export interface ContentChangeFeed {
  /** Tells every other server process on this database that public content changed. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several server processes may share one PostgreSQL database (decision 011): each keeps its own
 * cache of public pages, so a write in one must empty the others'. PostgreSQL's LISTEN/NOTIFY
 * carries the news; a process that lost its connection may have missed some, so it empties its
 * cache whenever it (re)connects.
 */
export function listenForContentChanges(
  databaseUrl: string,
  onOtherProcessChange: () => void,
  log: FastifyBaseLogger,
): ContentChangeFeed {
  const processId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== processId) onOtherProcessChange();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'content change feed lost its connection');
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      retryMs = 1000;
      onOtherProcessChange();
    } catch (error) {
      log.warn({ err: error }, 'content change feed could not connect');
      reconnectLater(next);
    }
  };

  const reconnectLater = (failed: pg.Client) => {
    if (client === failed) client = null;
    failed.removeAllListeners();
    failed.on('error', () => undefined);
    void failed.end().catch(() => undefined);
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const ready = connect();

  return {
    async announce() {
      await ready;
      try {
        // Any pooled connection can send; only the listener needs its own.
        const sender = client ?? new pg.Client({ connectionString: databaseUrl });
        if (sender !== client) await sender.connect();
        try {
          await sender.query('SELECT pg_notify($1, $2)', [CHANNEL, processId]);
        } finally {
          if (sender !== client) await sender.end();
        }
      } catch (error) {
        // The other processes fall back on their cache's time limit.
        log.warn({ err: error }, 'content change not announced');
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
