import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { everythingAtOnce, type ContentChange } from '../lib/content-change';

const CHANNEL = 'nasab_content_changed';
const MAX_RETRY_MS = 30_000;
/** PostgreSQL refuses a notification of 8,000 bytes or more; a longer change says "everything". */
const MAX_PAYLOAD_BYTES = 7_900;

interface Notice {
  /** The process that wrote: it applied the change already. */
  from: string;
  /** The change's tags; absent: everything. */
  tags?: readonly string[];
  reducesPublic: boolean;
}

/** The change as a notification's payload, its tags dropped (everything) when they do not fit. */
export function encodeNotice(from: string, change: ContentChange): string {
  const { reducesPublic } = change;
  if (change.scope !== 'everything') {
    const scoped = JSON.stringify({ from, tags: change.scope, reducesPublic } satisfies Notice);
    if (Buffer.byteLength(scoped) <= MAX_PAYLOAD_BYTES) return scoped;
  }
  return JSON.stringify({ from, reducesPublic } satisfies Notice);
}

/** A payload this code cannot read (another version's) is taken for everything, at once. */
export function decodeNotice(payload: string): { from: string | null; change: ContentChange } {
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    const tags = Array.isArray(notice.tags) ? notice.tags.filter((tag) => typeof tag === 'string') : null;
    return {
      from: typeof notice.from === 'string' ? notice.from : null,
      change: {
        scope: tags ?? 'everything',
        reducesPublic: notice.reducesPublic !== false,
      },
    };
  } catch {
    return { from: payload, change: everythingAtOnce };
  }
}

export interface ContentChangeFeed {
  /** Tells every other server process on this database what public content changed. */
  announce(change: ContentChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several server processes may share one PostgreSQL database (decision 011): each keeps its own
 * cache of public pages, so a write in one must empty the others'. PostgreSQL's LISTEN/NOTIFY
 * carries the news, with the change's tags (decision 032); a process that lost its connection may
 * have missed some, so it empties its cache whenever it (re)connects.
 */
export function listenForContentChanges(
  databaseUrl: string,
  onOtherProcessChange: (change: ContentChange) => void,
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
      if (message.channel !== CHANNEL) return;
      const { from, change } = decodeNotice(message.payload ?? '');
      if (from !== processId) onOtherProcessChange(change);
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
      onOtherProcessChange(everythingAtOnce);
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

  const send = async (change: ContentChange) => {
    await ready;
    try {
      // Any pooled connection can send; only the listener needs its own.
      const sender = client ?? new pg.Client({ connectionString: databaseUrl });
      if (sender !== client) {
        // Cut by the server between its queries (a restart, a dropped database), a client without a
        // listener would end the process; the query's own failure is handled below.
        sender.on('error', (error) => log.warn({ err: error }, 'content change sender lost its connection'));
        await sender.connect();
      }
      try {
        await sender.query('SELECT pg_notify($1, $2)', [CHANNEL, encodeNotice(processId, change)]);
      } finally {
        if (sender !== client) await sender.end();
      }
    } catch (error) {
      // The other processes fall back on their cache's time limit.
      log.warn({ err: error }, 'content change not announced');
    }
  };
  /** The last announce sent or under way; `send` never rejects. */
  let sending: Promise<void> = Promise.resolve();

  return {
    announce(change) {
      // Nothing is heard once closed: the server is stopping.
      if (closed) return Promise.resolve();
      // One at a time: the listener's connection sends them, and a pg client takes a query only
      // once the one before has been answered (pg 8 warns about a second, pg 9 refuses it).
      const sent = sending.then(() => send(change));
      sending = sent;
      return sent;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      // The changes already announced go first: one sent after would open a connection of its own
      // to a database the server has let go of.
      await sending;
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
