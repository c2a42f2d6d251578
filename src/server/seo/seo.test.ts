import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { placeMessages } from '#shared/messages/places.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { buildPageTitle } from '#shared/format/text.ts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testRenderer } from '../test/server-modules';
import { escapeMarkup } from './escape';
import { rssDate } from './seo-routes';
import { absoluteUrl, siteOrigin } from './site-url';

const TEMPLATE = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>نسب</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Every `<meta>` of a page as name/property → content, entities decoded. */
function metaOf(html: string): Record<string, string> {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const out: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    out[match[1]!] = decode(match[2]!);
  }
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) out.title = decode(title[1]!);
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) out.canonical = decode(canonical[1]!);
  return out;
}

describe('link previews, sitemap, robots and feed over HTTP', () => {
  let dir: string;
  let app: FastifyInstance;
  let origin: string;
  let familyName: string;
  let trickyId: number;
  let remoteImageId: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-seo-'));
    const webDir = path.join(dir, 'web');
    fs.mkdirSync(webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const config = {
      ...loadConfig({
        ...process.env,
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'silent',
        PUBLIC_URL: '',
      }),
      webDir,
      ssrEntry: testRenderer,
      // The renderer from source: only Vite loads it, on this thread.
      renderInWorker: false,
    };
    app = await buildApp(config, { announce: () => {} });
    const tricky = await app.repos.news.create({
      title: 'عنوان "مقتبس" <script>alert(1)</script> & $& رموز',
      excerpt: "مقتطف فيه 'علامات' و<b>وسوم</b>",
      content: 'نص',
      date: '2026-01-15',
      category: 'events',
      image: '/uploads/tricky.webp',
      link: '',
    });
    const remote = await app.repos.news.create({
      title: 'خبر بصورة خارجية',
      excerpt: 'مقتطف',
      content: 'نص',
      date: '2024-02-01',
      category: 'academic',
      image: 'https://images.example/photo.jpg',
      link: '',
    });
    trickyId = tricky.id;
    remoteImageId = remote.id;
    familyName = (await app.repos.siteSettings.get())?.family_name ?? '';
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${origin}${p}`);

  it('has a family name from the demo settings to build titles with', () => {
    expect(familyName).not.toBe('');
  });

  it.each([
    ['/', publicMessages.titles.home],
    ['/history', publicMessages.titles.history],
    ['/family-tree', publicMessages.titles.familyTree],
    ['/notable-people', publicMessages.titles.notablePeople],
    ['/news', publicMessages.titles.news],
    ['/diwan', publicMessages.titles.diwan],
  ])('writes title, description, canonical and Open Graph tags for %s', async (route, section) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const meta = metaOf(html);
    expect(meta.title).toBe(buildPageTitle(familyName, section));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta.description).toBeTruthy();
    expect(meta.canonical).toBe(`${origin}${route}`);
    expect(meta['og:url']).toBe(`${origin}${route}`);
    expect(meta['og:title']).toBe(meta.title);
    expect(meta['og:description']).toBe(meta.description);
    expect(meta['og:site_name']).toBe(familyName);
    expect(meta['og:locale']).toBe('ar_KW');
    expect(meta['og:type']).toBe('website');
    expect(meta['twitter:card']).toBe('summary');
    expect(meta.robots).toBeUndefined();
    expect(html).toContain(`href="${origin}/rss.xml"`);
    expect(html).not.toContain('<!--app-head-->');
  });

  it('uses the site tagline as the home description', async () => {
    const settings = await app.repos.siteSettings.get();
    const meta = metaOf(await (await get('/')).text());
    expect(meta.description).toBe(settings?.tagline);
  });

  it('treats a trailing slash and a query string as the same page', async () => {
    const response = await get('/news/?utm_source=x');
    expect(response.status).toBe(200);
    expect(metaOf(await response.text()).canonical).toBe(`${origin}/news`);
  });

  it("uses a news item's title, excerpt and absolute image, escaped", async () => {
    const response = await get(`/news/${trickyId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = metaOf(html);
    const title = buildPageTitle(familyName, 'عنوان "مقتبس" <script>alert(1)</script> & $& رموز');
    expect(meta.title).toBe(title);
    expect(meta['og:title']).toBe(title);
    expect(meta['twitter:title']).toBe(title);
    expect(meta.description).toBe("مقتطف فيه 'علامات' و<b>وسوم</b>");
    expect(meta['og:image']).toBe(`${origin}/uploads/tricky.webp`);
    expect(meta['twitter:image']).toBe(`${origin}/uploads/tricky.webp`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['og:type']).toBe('article');
    expect(meta['article:published_time']).toBe('2026-01-15');
    expect(meta.canonical).toBe(`${origin}/news/${trickyId}`);
    // Nothing from the item reaches the HTML unescaped, and "$&" was not expanded by String.replace.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&amp; $&amp; رموز');
  });

  it('names a place’s page after the place and what lies around it (decision 056)', async () => {
    const qibla = (await app.repos.places.list()).find((place) => place.name === 'حي القبلة')!;
    const response = await get(`/places/${qibla.id}`);
    expect(response.status).toBe(200);
    const meta = metaOf(await response.text());
    expect(meta.title).toBe(buildPageTitle(familyName, placeMessages.pageTitle('حي القبلة')));
    expect(meta['og:title']).toBe('حي القبلة');
    expect(meta.description).toBe(placeMessages.description('حي القبلة، مدينة الكويت، الكويت'));
    expect(meta.canonical).toBe(`${origin}/places/${qibla.id}`);
    const unknown = await get('/places/987654');
    expect(unknown.status).toBe(404);
    expect(metaOf(await unknown.text()).title).toBe(buildPageTitle(familyName, placeMessages.notFound));
  });

  it('keeps an absolute image URL as it is', async () => {
    const meta = metaOf(await (await get(`/news/${remoteImageId}`)).text());
    expect(meta['og:image']).toBe('https://images.example/photo.jpg');
  });

  it.each(['/news/999999', '/news/abc', '/news/0', '/news/1.5', '/news/2147483648', '/news/99999999999'])(
    'answers a missing news item %s with 404, the rendered not-found page and its title',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<div id="root">.*<h1[^>]*>[^<]*<\/h1>/s);
      expect(html).toContain(publicMessages.news.notFoundDetail);
      const meta = metaOf(html);
      expect(meta.title).toBe(buildPageTitle(familyName, publicMessages.titles.newsNotFound));
      expect(meta.robots).toBe('noindex');
      expect(meta.canonical).toBeUndefined();
    },
  );

  it('answers an unknown path with 404 and the rendered not-found page', async () => {
    const response = await get('/no-such-page/here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(publicMessages.notFound.text);
    expect(metaOf(html).title).toBe(buildPageTitle(familyName, publicMessages.titles.notFound));
    expect(metaOf(html).robots).toBe('noindex');
  });

  it('serves the admin pages with 200 but keeps them out of search', async () => {
    const response = await get('/admin/news');
    expect(response.status).toBe(200);
    const meta = metaOf(await response.text());
    expect(meta.robots).toBe('noindex');
    expect(meta.title).toBe(buildPageTitle(familyName, adminMessages.shell.title));
  });

  it('still answers API 404s with JSON', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('refuses a forged Host header as the canonical origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/history',
      headers: { host: 'evil.example"><script>' },
    });
    expect(response.body).not.toContain('evil.example');
    expect(response.body).not.toContain('<script>');
  });

  it('lists public pages and every news item in the sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const route of ['/', '/history', '/family-tree', '/notable-people', '/news', '/diwan']) {
      expect(xml).toContain(`<loc>${origin}${route}</loc>`);
    }
    const news = await app.repos.news.list();
    for (const item of news) expect(xml).toContain(`<loc>${origin}/news/${item.id}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists the places where a member shown in full was born, lived or lies, not a place nobody is (decision 056)', async () => {
    const empty = await app.repos.places.create({
      name: 'مكان بلا أحد',
      older_names: '',
      latitude: null,
      longitude: null,
      parent_id: null,
    });
    const xml = await (await get('/sitemap.xml')).text();
    for (const place of await app.repos.places.list()) {
      const listed = xml.includes(`<loc>${origin}/places/${place.id}</loc>`);
      expect(listed, place.name).toBe(place.id !== empty.id);
    }
    await app.repos.places.delete(empty.id);
  });

  it('points robots at the sitemap and away from the admin area and API', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('serves an RSS feed of news, newest first, escaped', async () => {
    const response = await get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain(`<title>${escapeMarkup(serverMessages.seo.feedTitle(familyName))}</title>`);
    expect(xml).toContain('<language>ar-KW</language>');
    const news = await app.repos.news.list();
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(news.map((item) => `${origin}/news/${item.id}`));
    expect(xml).toContain(`<pubDate>${rssDate('2026-01-15')}</pubDate>`);
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain(`<media:content url="${origin}/uploads/tricky.webp" medium="image" />`);
    expect(xml).toContain(`<category>${commonMessages.newsCategories.events}</category>`);
  });
});

describe('seo helpers', () => {
  const fakeApp = (publicUrl: string | undefined) =>
    ({ config: { publicUrl, port: 3000 } }) as unknown as FastifyInstance;
  const fakeRequest = (host: string) => ({ host, protocol: 'http' }) as unknown as FastifyRequest;

  it('prefers PUBLIC_URL for the origin', () => {
    expect(siteOrigin(fakeApp('https://family.example'), fakeRequest('127.0.0.1:4000'))).toBe(
      'https://family.example',
    );
  });

  it("falls back to the request's host, and to localhost when the host looks forged", () => {
    expect(siteOrigin(fakeApp(undefined), fakeRequest('family.example:8080'))).toBe(
      'http://family.example:8080',
    );
    expect(siteOrigin(fakeApp(undefined), fakeRequest('a"b'))).toBe('http://localhost:3000');
  });

  it('makes image references absolute', () => {
    expect(absoluteUrl('https://f.example', '/uploads/a.webp')).toBe('https://f.example/uploads/a.webp');
    expect(absoluteUrl('https://f.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('https://f.example', '//evil.example/a.jpg')).toBe('');
    expect(absoluteUrl('https://f.example', '')).toBe('');
  });

  it('writes RSS dates as midnight in Kuwait', () => {
    expect(rssDate('2025-03-13')).toBe('Wed, 12 Mar 2025 21:00:00 GMT');
  });

  it('escapes markup and drops control characters XML forbids', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
