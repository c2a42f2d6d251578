import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-server';
import { listenForContentChanges, type ContentChangeFeed } from './content-change-feed';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the content change feed on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const feeds: ContentChangeFeed[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    await database?.drop();
  });

  it('sends changes announced together one after another on its connection, and each reaches the other process', async () => {
    const heard: string[][] = [];
    let listening = false;
    const log = pino({ level: 'silent' });
    const writer = listenForContentChanges(database.url, () => {}, log);
    const reader = listenForContentChanges(
      database.url,
      (change) => {
        // On connecting, a process takes everything as changed (it may have missed notices).
        if (change.scope === 'everything') listening = true;
        else heard.push([...change.scope]);
      },
      log,
    );
    feeds.push(writer, reader);
    // The writer's announces wait for its connection; the reader must be listening before them.
    await expect.poll(() => listening).toBe(true);

    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      await Promise.all(
        ['member:1', 'member:2', 'member:3'].map((tag) =>
          writer.announce({ scope: [tag], reducesPublic: false }),
        ),
      );
      await expect.poll(() => heard.flat().sort()).toEqual(['member:1', 'member:2', 'member:3']);
    } finally {
      process.off('warning', onWarning);
    }
    // pg 8 warns, and pg 9 will refuse, a query sent while the client is still executing another.
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
  });

  it('closes only after the changes announced before it are sent, so none opens a connection once closed', async () => {
    const log = pino({ level: 'silent' });
    let connected = false;
    const feed = listenForContentChanges(database.url, () => (connected = true), log);
    await expect.poll(() => connected).toBe(true);
    let sent = false;
    const announced = feed.announce({ scope: ['member:1'], reducesPublic: false }).then(() => (sent = true));
    await feed.close();
    // A change still on its way would open a connection of its own to a database its server has
    // let go of (a test server's is dropped at once, its connections cut).
    expect(sent).toBe(true);
    await announced;
  });
});
