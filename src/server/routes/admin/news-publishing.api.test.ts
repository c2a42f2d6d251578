import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { memberBody, newsBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';

// News that can wait (decision 016): a draft or an item whose time has not come is
// seen by no public output, until the (fake) clock passes its time — cached pages included.

let server: TestServer;
let webDir: string;
const members: Record<'shown' | 'limited' | 'hidden', { id: number; name: string }> = {
  shown: { id: 0, name: '' },
  limited: { id: 0, name: '' },
  hidden: { id: 0, name: '' },
};

const get = (path: string) => request(server, 'GET', path);
const admin = (method: string, path: string, json?: Json) =>
  request(server, method, path, { token: server.token, json });

async function createNews(overrides: Json) {
  const res = await admin('POST', api.admin.news.create, newsBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.data as Json;
}

/** What every public output says about the item: present or not, one flag per output. */
async function publicView(item: { id: number; title: string }, memberId: number) {
  const [list, detail, rss, sitemap, profile, page, newsPage] = await Promise.all([
    get(api.news.list),
    get(withId(api.news.get, item.id)),
    get('/rss.xml'),
    get('/sitemap.xml'),
    get(withId(api.familyMembers.profile, memberId)),
    renderedPage(server, `/news/${item.id}`),
    renderedPage(server, '/news'),
  ]);
  return {
    list: list.body.news.some((n: Json) => n.id === item.id),
    get: detail.status,
    rss: rss.text.includes(item.title),
    sitemap: sitemap.text.includes(`/news/${item.id}<`),
    profile: profile.body.profile.news.some((n: Json) => n.id === item.id),
    page: page.status,
    pageText: page.text.includes(item.title),
    newsPage: newsPage.text.includes(item.title),
  };
}

const hiddenEverywhere = {
  list: false,
  get: 404,
  rss: false,
  sitemap: false,
  profile: false,
  page: 404,
  pageText: false,
  newsPage: false,
};
const shownEverywhere = {
  list: true,
  get: 200,
  rss: true,
  sitemap: true,
  profile: true,
  page: 200,
  pageText: true,
  newsPage: true,
};

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  for (const [key, visibility] of [
    ['shown', 'public'],
    ['limited', 'limited'],
    ['hidden', 'hidden'],
  ] as const) {
    const name = unique(`فرد ${key}`);
    const res = await admin(
      'POST',
      api.familyMembers.create,
      memberBody({ name, visibility, generation: 1 }),
    );
    expect(res.status, res.text).toBe(201);
    members[key] = { id: res.body.data.id, name };
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

describe('news status and publish time (decision 016)', () => {
  it('an old client’s body creates a published item, and an update without status keeps the status', async () => {
    const item = await createNews({});
    expect(item).toMatchObject({ status: 'published', publish_at: null, member_ids: [] });
    expect((await get(withId(api.news.get, item.id))).body.news).toMatchObject({ id: item.id, members: [] });

    const draft = await createNews({ status: 'draft', member_ids: [members.shown.id] });
    const res = await admin('PUT', withId(api.admin.news.item, draft.id), newsBody({ title: draft.title }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'draft', member_ids: [members.shown.id] });
    expect((await get(withId(api.news.get, draft.id))).status).toBe(404);
  });

  it('refuses a scheduled item without a time, a bad time, an unknown status or member', async () => {
    const cases: [Json, string, string][] = [
      [{ status: 'scheduled' }, 'publish_at', newsPublishingMessages.validation.publishAtRequired],
      [
        { status: 'scheduled', publish_at: 'الجمعة القادمة' },
        'publish_at',
        newsPublishingMessages.validation.invalidPublishAt,
      ],
      [{ status: 'hidden' }, 'status', newsPublishingMessages.validation.invalidStatus],
      [{ member_ids: [987_654] }, 'member_ids', newsPublishingMessages.validation.unknownMembers],
      [{ member_ids: ['x'] }, 'member_ids', newsPublishingMessages.validation.invalidMember],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin('POST', api.admin.news.create, newsBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.fields?.[field] ?? res.body.error, JSON.stringify(overrides)).toBe(message);
    }
  });

  it('reads a time without a zone as Kuwait time and stores the UTC instant', async () => {
    const item = await createNews({ status: 'scheduled', publish_at: '2031-01-02T09:30' });
    expect(item.publish_at).toBe('2031-01-02T06:30:00.000Z');
    const again = await createNews({ status: 'scheduled', publish_at: '2031-01-02T09:30:00+03:00' });
    expect(again.publish_at).toBe('2031-01-02T06:30:00.000Z');
  });

  it('a draft is seen by no public output until it is published; the admin still reads it', async () => {
    const draft = await createNews({ status: 'draft', member_ids: [members.shown.id] });
    expect(await publicView(draft, members.shown.id)).toEqual(hiddenEverywhere);
    const preview = await admin('GET', withId(api.admin.news.item, draft.id));
    expect(preview.body.data).toMatchObject({
      id: draft.id,
      status: 'draft',
      member_ids: [members.shown.id],
    });
    expect((await admin('GET', api.admin.news.list)).body.data.some((n: Json) => n.id === draft.id)).toBe(
      true,
    );

    const res = await admin(
      'PUT',
      withId(api.admin.news.item, draft.id),
      newsBody({ title: draft.title, status: 'published', publish_at: null }),
    );
    expect(res.status, res.text).toBe(200);
    expect(await publicView(draft, members.shown.id)).toEqual(shownEverywhere);
  });

  it('a scheduled item appears when the clock passes its time, even on pages cached before', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const publishAt = new Date(start.getTime() + 60 * 60_000).toISOString();
    const item = await createNews({
      status: 'scheduled',
      publish_at: publishAt,
      date: '2099-01-01',
      member_ids: [members.shown.id],
    });
    expect(item).toMatchObject({ status: 'scheduled', publish_at: publishAt });

    expect(await publicView(item, members.shown.id)).toEqual(hiddenEverywhere);
    // The second reading comes from the public cache: what must not outlive the publish time.
    const cachedList = await get(api.news.list);
    expect(cachedList.headers.get('x-cache')).toBe('hit');
    expect((await get('/news')).headers.get('x-cache')).toBe('hit');

    vi.setSystemTime(new Date(Date.parse(publishAt) - 1000));
    expect((await get(api.news.list)).headers.get('x-cache')).toBe('hit');
    expect((await get(withId(api.news.get, item.id))).status).toBe(404);

    vi.setSystemTime(new Date(Date.parse(publishAt) + 1000));
    const list = await get(api.news.list);
    expect(list.headers.get('x-cache')).toBe('miss');
    // The newest date: first in the list, as on the home page.
    expect(list.body.news[0].id).toBe(item.id);
    expect(await publicView(item, members.shown.id)).toEqual(shownEverywhere);
    const home = await renderedPage(server, '/');
    expect(home.text).toContain(item.title);
  });

  it('a published item with a future time waits for it like a scheduled one', async () => {
    const item = await createNews({ status: 'published', publish_at: '2099-06-01T00:00:00Z' });
    expect((await get(withId(api.news.get, item.id))).status).toBe(404);
    expect((await get(api.news.list)).body.news.some((n: Json) => n.id === item.id)).toBe(false);
  });
});

describe('news ↔ members', () => {
  it('the news page names its members as the public may see them; their pages list it', async () => {
    const item = await createNews({
      member_ids: [members.hidden.id, members.limited.id, members.shown.id],
    });
    expect(item.member_ids).toEqual([members.hidden.id, members.limited.id, members.shown.id]);

    const detail = await get(withId(api.news.get, item.id));
    expect(detail.body.news.members).toEqual([
      { id: members.limited.id, name: members.limited.name },
      { id: members.shown.id, name: members.shown.name },
    ]);
    expect(detail.text).not.toContain(members.hidden.name);
    expect(detail.text).not.toContain(`"id":${members.hidden.id}`);

    const page = await renderedPage(server, `/news/${item.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="/family-tree/member/${members.shown.id}"`);
    expect(page.html).toContain(`href="/family-tree/member/${members.limited.id}"`);
    expect(page.html).not.toContain(members.hidden.name);
    expect(page.html).not.toContain(`/family-tree/member/${members.hidden.id}"`);

    // Linked explicitly: listed on the limited member's page too (the news page names them).
    for (const member of [members.shown, members.limited]) {
      const profile = await get(withId(api.familyMembers.profile, member.id));
      expect(profile.body.profile.news[0], member.name).toMatchObject({ id: item.id, title: item.title });
    }
    expect((await get(withId(api.familyMembers.profile, members.hidden.id))).status).toBe(404);
  });

  it('deleting a member or a news item removes its links, nothing else', async () => {
    const res = await admin(
      'POST',
      api.familyMembers.create,
      memberBody({ name: unique('فرد يحذف'), generation: 1 }),
    );
    const doomed = res.body.data.id as number;
    const item = await createNews({ member_ids: [doomed, members.shown.id] });

    const deleted = await admin('DELETE', withId(api.familyMembers.delete, doomed));
    expect(deleted.status, deleted.text).toBe(200);
    const after = await admin('GET', withId(api.admin.news.item, item.id));
    expect(after.body.data.member_ids).toEqual([members.shown.id]);

    const gone = await admin('DELETE', withId(api.admin.news.item, item.id));
    expect(gone.status, gone.text).toBe(200);
    const profile = await get(withId(api.familyMembers.profile, members.shown.id));
    expect(profile.body.profile.news.some((n: Json) => n.id === item.id)).toBe(false);
  });
});
