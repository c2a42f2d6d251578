import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { memberBody, newsBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => server?.close());
// The server runs in this process: a faked Date is the server's "now" too (its Kuwaiti day).
afterEach(() => vi.useRealTimers());

const as = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, ...(json === undefined ? {} : { json }) });
const trends = async () => {
  const res = await as('GET', api.admin.statsTrends);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const visit = () => request(server, 'GET', api.views);
const read = (newsId: number | string) => request(server, 'GET', `${api.views}?news=${newsId}`);

async function createNews(): Promise<number> {
  const res = await as('POST', api.admin.news.create, newsBody());
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

describe('GET /api/admin/stats-trends.php', () => {
  it('is for the admin only', async () => {
    expect((await request(server, 'GET', api.admin.statsTrends)).status).toBe(401);
    expect((await request(server, 'GET', api.admin.statsTrends, { token: 'not-a-session' })).status).toBe(
      401,
    );
  });

  it('answers 365 Kuwaiti days of visits, oldest first, 0 on the days without any', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-01-01T09:00:00Z') });
    await visit(); // Over a year before "today": in the total, not in the chart.
    at('2025-03-08T10:00:00Z');
    await visit();
    // 22:30 UTC on 10 March is 01:30 on 11 March in Kuwait.
    at('2025-03-10T22:30:00Z');
    await visit();
    await visit();

    const body = await trends();
    expect(body).toMatchObject({ success: true, today: '2025-03-11' });
    expect(Object.keys(body).sort()).toEqual(['membersByMonth', 'success', 'today', 'topNews', 'viewsByDay']);
    const days: Json[] = body.viewsByDay;
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({ day: '2024-03-12', count: 0 });
    expect(days.at(-1)).toEqual({ day: '2025-03-11', count: 2 });
    expect(days.at(-2)).toEqual({ day: '2025-03-10', count: 0 });
    expect(days.at(-4)).toEqual({ day: '2025-03-08', count: 1 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(3);
    // Consecutive days, none missing.
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i].day) - Date.parse(days[i - 1].day)).toBe(86_400_000);
    }
    const stats = await as('GET', api.admin.stats);
    expect(stats.body.websiteViews).toBe(4);
  });

  it('counts the members added in each of the last 12 Kuwaiti months', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2023-05-01T09:00:00Z') });
    const addMember = async () => {
      const res = await as('POST', api.familyMembers.create, memberBody());
      expect(res.status, res.text).toBe(201);
    };
    await addMember(); // Before the window.
    at('2025-07-31T21:30:00Z'); // 1 August in Kuwait.
    await addMember();
    at('2025-08-20T12:00:00Z');
    await addMember();
    at('2026-02-14T08:00:00Z');
    await addMember();

    const months: Json[] = (await trends()).membersByMonth;
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-03', count: 0 });
    expect(months.at(-1)).toEqual({ month: '2026-02', count: 1 });
    expect(months.find((m) => m.month === '2025-07')).toEqual({ month: '2025-07', count: 0 });
    expect(months.find((m) => m.month === '2025-08')).toEqual({ month: '2025-08', count: 2 });
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(3);
  });

  it('lists the five most-read news items, counted by ?news= on the views call', async () => {
    const before = (await visit()).body.count as number;
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await createNews());
    // Item i is read i times: the first one never.
    for (const [index, id] of ids.entries()) {
      for (let n = 0; n < index; n++) {
        const res = await read(id);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, count: before });
      }
    }
    // A reading is not a visit: the site's count did not move.
    expect((await request(server, 'HEAD', api.views)).status).toBe(200);
    expect((await visit()).body.count).toBe(before + 1);

    const top: Json[] = (await trends()).topNews;
    expect(top.map((item) => item.id)).toEqual([ids[6], ids[5], ids[4], ids[3], ids[2]]);
    expect(top.map((item) => item.views)).toEqual([6, 5, 4, 3, 2]);
    const created = await as('GET', withId(api.admin.news.item, ids[6]!));
    expect(top[0]).toEqual({
      id: ids[6],
      title: created.body.data.title,
      date: created.body.data.date,
      views: 6,
    });

    // Unknown ids count nothing; text that is not an id is refused.
    expect((await read(2_000_000_000)).status).toBe(200);
    expect((await read('abc')).status).toBe(400);
    expect((await read('0')).status).toBe(400);

    // A deleted item takes its count with it.
    expect((await as('DELETE', withId(api.admin.news.item, ids[6]!))).status).toBe(200);
    const after: Json[] = (await trends()).topNews;
    expect(after.map((item) => item.id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);

    // A draft is neither counted nor listed (decision 016): the public cannot read it.
    const draft = await as('POST', api.admin.news.create, newsBody({ status: 'draft' }));
    for (let n = 0; n < 9; n++) await read(draft.body.data.id);
    expect(
      (await as('PUT', withId(api.admin.news.item, ids[5]!), newsBody({ status: 'draft' }))).status,
    ).toBe(200);
    const drafts: Json[] = (await trends()).topNews;
    expect(drafts.map((item) => item.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
  });
});

describe('GET /api/views/ (decision 018: one call per visit)', () => {
  it('counts each call without ?news= as one visit of today, and only those', async () => {
    const today = async () => ((await trends()).viewsByDay as Json[]).at(-1).count as number;
    const startDay = await today();
    const first = await visit();
    expect(first.body).toEqual({ success: true, count: expect.any(Number) });
    expect((await visit()).body.count).toBe(first.body.count + 1);
    expect(await today()).toBe(startDay + 2);
    const newsId = await createNews();
    await read(newsId);
    expect((await request(server, 'HEAD', api.views)).status).toBe(200);
    expect(await today()).toBe(startDay + 2);
  });
});
