import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { newsParagraphs } from '#shared/format/news-content.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import type { NewsItem } from '#shared/schemas/news.ts';
import { demoHistoryPage, demoHistoryTimeline } from '../db/seed/demo-content';
import { diwanBody, memberBody, newsBody, siteSettingsBody, unique } from '../test/factories';
import { request, type Json } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { makeWebDir, renderedPage as page } from '../test/web-dir';

describe('pages rendered on the server', () => {
  let server: TestServer;
  let webDir: string;
  let settings: Json;
  let news: NewsItem[];
  let members: FamilyMember[];

  beforeAll(async () => {
    webDir = makeWebDir();
    server = await startTestServer({ webDir });
    settings = (await request(server, 'GET', api.site)).body;
    news = (await request(server, 'GET', api.news.list)).body.news;
    members = (await request(server, 'GET', api.familyMembers.list)).body;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const founder = () => members.find((member) => member.name.includes(settings.founderName))!;

  it('home: the hero text, the three newest news titles and the founder', async () => {
    const home = await page(server, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(settings.heroText);
    expect(home.text).toContain(settings.familyName);
    const newest = [...news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    for (const item of newest) expect(home.text).toContain(item.title);
    expect(home.text).toContain(founder().name);
  });

  it('history: every entry of the timeline, and the intro as its description', async () => {
    const history = await page(server, '/history');
    for (const entry of demoHistoryTimeline) expect(history.text).toContain(entry.title);
    expect(history.html).toContain(`<meta name="description" content="${demoHistoryPage.intro}"`);
  });

  it('family tree: the founder and the first generations under him', async () => {
    const tree = await page(server, '/family-tree');
    expect(tree.text).toContain(founder().name);
    const children = members.filter((member) => member.parent === founder().id);
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) expect(tree.text).toContain(child.name);
    const grandchildren = members.filter((member) => children.some((child) => child.id === member.parent));
    for (const grandchild of grandchildren) expect(tree.text).toContain(grandchild.name);
  });

  it('notable people and the news list: every card', async () => {
    const people = (await request(server, 'GET', api.notablePeople)).body as { name: string }[];
    const peoplePage = await page(server, '/notable-people');
    for (const person of people) expect(peoplePage.text).toContain(person.name);
    const newsPage = await page(server, '/news');
    for (const item of news) expect(newsPage.text).toContain(item.title);
  });

  it('a news item: its title and every paragraph', async () => {
    const item = news[0]!;
    const detail = await page(server, `/news/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(item.title);
    for (const paragraph of newsParagraphs(item.content)) {
      expect(detail.text).toContain(paragraph.replace(/\s+/g, ' ').trim());
    }
  });

  it('the diwan: its address and opening hours', async () => {
    const diwan = (await request(server, 'GET', api.diwan)).body;
    const diwanPage = await page(server, '/diwan');
    expect(diwanPage.text).toContain(diwan.address);
    expect(diwanPage.text).toContain(diwan.opening_hours);
  });

  it('an unknown path and a missing item: 404 with the not-found page', async () => {
    const unknown = await page(server, '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(publicMessages.notFound.text);
    const missing = await page(server, '/news/987654');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(publicMessages.news.notFound);
  });

  describe("a member's page", () => {
    const create = async (body: Parameters<typeof memberBody>[0]) => {
      const saved = await request(server, 'POST', api.familyMembers.create, {
        token: server.token,
        json: memberBody(body),
      });
      expect(saved.status).toBe(201);
      return saved.body.data as FamilyMember;
    };
    const metaOf = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

    it('names the member, links the nasab and previews as name and nasab', async () => {
      const father = await create({ name: unique('والد'), generation: 2, parent: founder().id });
      const son = await create({
        name: unique('ولد'),
        generation: 3,
        parent: father.id,
        birth: '1880',
        bio: unique('سيرة الولد'),
      });
      const memberPage = await page(server, `/family-tree/member/${son.id}`);
      expect(memberPage.status).toBe(200);
      expect(memberPage.text).toContain(son.name);
      expect(memberPage.text).toContain(son.bio);
      expect(memberPage.text).toContain(formatGenealogyDate('1880'));
      expect(memberPage.html).toContain(`href="/family-tree/member/${father.id}"`);
      const nasab = `${son.name} بن ${father.name} بن ${founder().name}`;
      expect(metaOf(memberPage.html, 'og:title')).toBe(son.name);
      expect(metaOf(memberPage.html, 'og:description')).toBe(nasab);
      expect(memberPage.html).toContain(`<title>${settings.familyName} | ${son.name}</title>`);
      expect(memberPage.html).toContain(`/family-tree/member/${son.id}" />`);

      const print = await page(server, `/family-tree/member/${son.id}/print`);
      expect(print.status).toBe(200);
      expect(print.text).toContain(son.name);
      expect(metaOf(print.html, 'robots')).toBe('noindex');
    });

    it('shows a limited member without what the family keeps private', async () => {
      const bio = unique('سيرة خاصة');
      const limited = await create({
        name: unique('حي'),
        generation: 2,
        parent: founder().id,
        birth: '1993-04-17',
        bio,
        visibility: 'limited',
      });
      const memberPage = await page(server, `/family-tree/member/${limited.id}`);
      expect(memberPage.status).toBe(200);
      expect(memberPage.text).toContain(limited.name);
      expect(memberPage.html).not.toContain(bio);
      expect(memberPage.html).not.toContain('1993');
    });

    it('answers 404 for an unknown or hidden member, and for their print view', async () => {
      const hidden = await create({
        name: unique('مخفي'),
        generation: 2,
        parent: founder().id,
        visibility: 'hidden',
      });
      for (const url of [
        '/family-tree/member/987654',
        '/family-tree/member/abc',
        `/family-tree/member/${hidden.id}`,
        '/family-tree/member/987654/print',
        `/family-tree/member/${hidden.id}/print`,
      ]) {
        const missing = await page(server, url);
        expect(missing.status, url).toBe(404);
        expect(missing.html, url).not.toContain(hidden.name);
        expect(metaOf(missing.html, 'robots'), url).toBe('noindex');
      }
      expect((await page(server, '/family-tree/member/987654')).text).toContain(memberPageMessages.notFound);
    });
  });

  it('sends the data the page was rendered from, so the browser asks for nothing again', async () => {
    const detail = await page(server, `/news/${news[0]!.id}`);
    const queries = detail.state.queries.queries as { queryKey: unknown[]; state: { data: unknown } }[];
    const keys = queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['site-settings']));
    expect(keys).toContain(JSON.stringify(['news', 'item', news[0]!.id]));
    const item = queries.find((query) => query.queryKey[1] === 'item')!.state.data as NewsItem;
    expect(item.title).toBe(news[0]!.title);
    // A data block, not a script the browser would run; nothing in it can close it early.
    expect(detail.html).not.toMatch(/<script>/);
    // The entry script, the page's data and the list of the other pages' files.
    expect(detail.html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('leaves the admin area to the browser', async () => {
    const admin = await page(server, '/admin/news');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<div id="root"></div>');
    expect(admin.state).toBeNull();
  });

  it('keeps a rendered page, and renders again after an admin write', async () => {
    await page(server, '/news');
    expect((await page(server, '/news')).headers.get('x-cache')).toBe('hit');
    const title = unique('خبر يظهر في الصفحة');
    await request(server, 'POST', api.admin.news.create, { token: server.token, json: newsBody({ title }) });
    const after = await page(server, '/news');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.text).toContain(title);
  });

  describe('an admin edit shows in the next page', () => {
    const token = () => server.token;

    it('of a news item', async () => {
      const item = news[1]!;
      await page(server, `/news/${item.id}`);
      const title = unique('عنوان جديد للخبر');
      const stored = (await request(server, 'GET', withId(api.admin.news.item, item.id), { token: token() }))
        .body.data;
      const saved = await request(server, 'PUT', withId(api.admin.news.item, item.id), {
        token: token(),
        json: { ...newsBody(), ...stored, title },
      });
      expect(saved.status).toBe(200);
      const detail = await page(server, `/news/${item.id}`);
      expect(detail.text).toContain(title);
      expect(detail.html).toContain(`<title>${settings.familyName} | ${title}</title>`);
    });

    it('of a member', async () => {
      await page(server, '/family-tree');
      const name = unique('حفيد جديد');
      const saved = await request(server, 'POST', api.familyMembers.create, {
        token: token(),
        json: memberBody({ name, generation: 2, parent: founder().id, gender: 'male' }),
      });
      expect(saved.status).toBe(201);
      // An ordinary member edit: the old tree is served while one render makes the new
      // (decision 032), which the following requests get.
      await expect
        .poll(async () => (await page(server, '/family-tree')).text, { timeout: 10_000, interval: 50 })
        .toContain(name);
    });

    it('of the site settings', async () => {
      await page(server, '/history');
      const familyName = unique('عائلة');
      const saved = await request(server, 'POST', api.admin.site.update, {
        token: token(),
        json: siteSettingsBody({ familyName, founderName: settings.founderName }),
      });
      expect(saved.status).toBe(200);
      const history = await page(server, '/history');
      expect(history.text).toContain(familyName);
      expect(history.html).toContain(`<title>${familyName} | `);
    });

    it('of the diwan', async () => {
      await page(server, '/diwan');
      const address = unique('عنوان جديد للديوان');
      const saved = await request(server, 'POST', api.admin.diwanUpdate, {
        token: token(),
        json: diwanBody({ address }),
      });
      expect(saved.status).toBe(200);
      expect((await page(server, '/diwan')).text).toContain(address);
    });
  });
});
