import type { FastifyInstance } from 'fastify';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { nowIso } from '../lib/clock';
import { cacheTags } from '../lib/content-change';
import { escapeMarkup } from './escape';
import { publicSectionPaths } from './route-meta';
import { absoluteUrl, siteOrigin } from './site-url';

// Feed readers want recent items, not the whole archive.
const FEED_ITEMS = 50;

/** A news date (yyyy-MM-dd) as the RFC 822 date RSS expects: midnight in Kuwait. */
export function rssDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00+03:00`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

/** /robots.txt, /sitemap.xml and the news feed /rss.xml (docs/product.md#link-previews-sitemap-and-feed). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  // Served from memory until the content changes; their links are absolute (decision 011).
  const cached = { config: { publicCache: true, embedsOrigin: true, cacheTags: [] } };
  // Decision 032: the sitemap lists every member the public sees in full.
  const cachedWithFamily = { config: { ...cached.config, cacheTags: [cacheTags.anyMember] } };

  app.get('/robots.txt', cached, async (request, reply) => {
    const origin = siteOrigin(app, request);
    reply.type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', cachedWithFamily, async (request, reply) => {
    const origin = siteOrigin(app, request);
    // Decision 016: a draft or a waiting item is not announced before its time.
    const [news, family] = await Promise.all([repos.news.listPublic(nowIso()), app.publicFamily()]);
    const newest = news
      .map((item) => item.updated_at.slice(0, 10))
      .sort()
      .at(-1);
    const urls = [
      ...publicSectionPaths.map((path) => ({
        loc: `${origin}${path}`,
        lastmod: path === '/news' || path === '/' ? newest : undefined,
      })),
      ...news.map((item) => ({ loc: `${origin}/news/${item.id}`, lastmod: item.updated_at.slice(0, 10) })),
      // A page for every member the public may see in full (decision 015); not the limited living.
      ...family.members
        .filter((member) => member.visibility === 'public')
        .map((member) => ({ loc: `${origin}/family-tree/member/${member.id}`, lastmod: undefined })),
    ];
    const body = urls
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });

  app.get('/rss.xml', cached, async (request, reply) => {
    const origin = siteOrigin(app, request);
    const [settings, news] = await Promise.all([repos.siteSettings.get(), repos.news.listPublic(nowIso())]);
    const familyName = settings?.family_name ?? '';
    const title = familyName ? serverMessages.seo.feedTitle(familyName) : publicMessages.titles.news;
    const items = news.slice(0, FEED_ITEMS).map((item) => {
      const link = `${origin}/news/${item.id}`;
      const image = absoluteUrl(origin, item.image);
      return [
        '    <item>',
        `      <title>${escapeMarkup(item.title)}</title>`,
        `      <link>${escapeMarkup(link)}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
        `      <pubDate>${rssDate(item.date)}</pubDate>`,
        `      <category>${escapeMarkup(commonMessages.newsCategories[item.category])}</category>`,
        `      <description>${escapeMarkup(item.excerpt)}</description>`,
        image ? `      <media:content url="${escapeMarkup(image)}" medium="image" />` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    });
    const channel = [
      `    <title>${escapeMarkup(title)}</title>`,
      `    <link>${escapeMarkup(`${origin}/news`)}</link>`,
      `    <atom:link href="${escapeMarkup(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
      `    <description>${escapeMarkup(settings?.tagline || serverMessages.seo.news)}</description>`,
      '    <language>ar-KW</language>',
      news[0] ? `    <lastBuildDate>${rssDate(news[0].date)}</lastBuildDate>` : '',
      ...items,
    ]
      .filter(Boolean)
      .join('\n');
    reply.type('application/rss+xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">\n  <channel>\n${channel}\n  </channel>\n</rss>\n`;
  });
}
