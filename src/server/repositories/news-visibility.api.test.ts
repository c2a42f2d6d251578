import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewsOut, isNewsPublic, type Publishing } from '#shared/news/publishing.ts';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * When a news item is public is one rule written twice: `isNewsPublic` (what the admin's badges
 * and the shared code read) and the SQL of the news repository (what every public read returns).
 * Every case is stored for everyone and for the family alone, which must never be public.
 * Both are run here over the same items at the same fixed instants, on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL, so that neither can change alone.
 */

const NOW = new Date('2025-05-16T06:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const DAY = 86_400_000;

/** Every status with no time, long past, a moment past, exactly now, a moment ahead and far ahead. */
const publishTimes = [null, at(-365 * DAY), at(-1), at(0), at(1), at(30 * DAY)];
const timings: Omit<Publishing, 'audience'>[] = [
  ...(['draft', 'scheduled', 'published'] as const).flatMap((status) =>
    publishTimes.map((publish_at) => ({ status, publish_at })),
  ),
  // A draft whose time comes before every other item's still to come: it never turns public.
  { status: 'draft', publish_at: at(DAY) },
];
const cases: Publishing[] = (['public', 'family'] as const).flatMap((audience) =>
  timings.map((timing) => ({ ...timing, audience })),
);
// A family item whose time comes before any public item's: the public cache has nothing to wait for then.
cases.push({ status: 'scheduled', publish_at: at(30), audience: 'family' });

/** The instants the rule is asked at: now, and each item's own time and the moments around it. */
const instants = [
  NOW,
  ...cases.flatMap(({ publish_at: time }) =>
    time === null ? [] : [-1, 0, 1].map((ms) => new Date(Date.parse(time) + ms)),
  ),
];

let server: TestServer;
const stored: { id: number; item: Publishing }[] = [];
/** The same cases as occasions, which are published by the same rule (docs/product.md#occasions). */
const storedOccasions: { id: number; item: Publishing }[] = [];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, login: false });
  for (const item of cases) {
    // Written as rows, not through the API: the SQL must agree on any row the table can hold,
    // a scheduled item without a time among them.
    const row = await server.app.database.db
      .insertInto('news')
      .values({
        title: `${item.audience} ${item.status} ${item.publish_at ?? 'none'}`,
        excerpt: '',
        content: '',
        date: '2025-05-01',
        category: 'events',
        image: '',
        link: '',
        status: item.status,
        publish_at: item.publish_at,
        audience: item.audience,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stored.push({ id: row.id, item });
    const occasion = await server.app.database.db
      .insertInto('occasions')
      .values({
        kind: 'other',
        title: `${item.audience} ${item.status} ${item.publish_at ?? 'none'}`,
        date: '2025-05-01',
        status: item.status,
        publish_at: item.publish_at,
        audience: item.audience,
        announced_at: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    storedOccasions.push({ id: occasion.id, item });
  }
});
afterAll(async () => server?.close());

describe('the news visibility rule and its SQL', () => {
  it('agree on every item at every instant, for one item and for the list', async () => {
    const { news } = server.app.repos;
    for (const now of instants) {
      const iso = now.toISOString();
      const listed = new Set((await news.listPublic(iso)).map((row) => row.id));
      for (const { id, item } of stored) {
        const rule = isNewsPublic(item, now);
        const where = `${item.audience} ${item.status} at ${item.publish_at ?? 'no time'}, asked at ${iso}`;
        expect(listed.has(id), `list: ${where}`).toBe(rule);
        expect((await news.findPublic(id, iso)) !== undefined, `item: ${where}`).toBe(rule);
      }
    }
  });

  it('the next change the public cache waits for is the first instant the rule turns an item public', async () => {
    for (const now of instants) {
      // By the rule: the earliest publish time, after now, at which a hidden item becomes public.
      const turning = stored
        .map(({ item }) => item)
        .filter((item) => item.publish_at !== null && item.publish_at > now.toISOString())
        .filter((item) => !isNewsPublic(item, now) && isNewsPublic(item, new Date(item.publish_at!)))
        .map((item) => item.publish_at!)
        .sort();
      expect(
        await server.app.repos.news.nextPublishAfter(now.toISOString(), 'public'),
        now.toISOString(),
      ).toBe(turning[0] ?? null);
    }
  });

  it('the next time the announcer wakes for is the first instant the rule puts an item out, whoever for', async () => {
    for (const now of instants) {
      const turning = stored
        .map(({ item }) => item)
        .filter((item) => item.publish_at !== null && item.publish_at > now.toISOString())
        .filter((item) => !isNewsOut(item, now) && isNewsOut(item, new Date(item.publish_at!)))
        .map((item) => item.publish_at!)
        .sort();
      expect(await server.app.repos.news.nextPublishAfter(now.toISOString()), now.toISOString()).toBe(
        turning[0] ?? null,
      );
    }
  });
});

describe('the occasions follow the same rule and the same SQL', () => {
  it('the public reads what isNewsPublic allows; a relative what isNewsOut allows', async () => {
    const { occasions } = server.app.repos;
    for (const now of instants) {
      const iso = now.toISOString();
      const forPublic = new Set((await occasions.listVisible('public', iso)).map((row) => row.id));
      const forRelative = new Set((await occasions.listVisible('relative', iso)).map((row) => row.id));
      for (const { id, item } of storedOccasions) {
        const where = `${item.audience} ${item.status} at ${item.publish_at ?? 'no time'}, asked at ${iso}`;
        expect(forPublic.has(id), `public: ${where}`).toBe(isNewsPublic(item, now));
        expect(forRelative.has(id), `relative: ${where}`).toBe(isNewsOut(item, now));
        expect((await occasions.findVisible('public', id, iso)) !== undefined, `item: ${where}`).toBe(
          isNewsPublic(item, now),
        );
      }
    }
  });

  it('the public cache waits for the first occasion the rule turns public', async () => {
    for (const now of instants) {
      const turning = storedOccasions
        .map(({ item }) => item)
        .filter((item) => item.publish_at !== null && item.publish_at > now.toISOString())
        .filter((item) => !isNewsPublic(item, now) && isNewsPublic(item, new Date(item.publish_at!)))
        .map((item) => item.publish_at!)
        .sort();
      expect(await server.app.repos.occasions.nextPublishAfter(now.toISOString(), 'public')).toBe(
        turning[0] ?? null,
      );
    }
  });
});
