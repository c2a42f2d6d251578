import type { FastifyInstance } from 'fastify';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { nowIso } from '../lib/clock';
import { cacheTags } from '../lib/content-change';
import { publicPlaceIds } from '../lib/life-reading';
import { escapeMarkup } from './escape';
import { publicSectionPaths } from './route-meta';
import { absoluteUrl, siteOrigin } from './site-url';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading, occasionSummary } from '#shared/occasions/heading.ts';
import { tagAnswer } from '../plugins/public-cache';
import { presentOccasion } from '../presenters/occasions';
import { occasionContext } from '../routes/public/occasions';

// Feed readers want recent items, not the whole archive.
const FEED_ITEMS = 50;

/** A news date (yyyy-MM-dd) as the RFC 822 date RSS expects: midnight in Kuwait. */
export function rssDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00+03:00`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

interface FeedItem {
  title: string;
  link: string;
  pubDate: string;
  category: string;
  description: string;
  /** Absolute, or '' for none. */
  image: string;
}

function feedItem(item: FeedItem): string {
  return [
    '    <item>',
    `      <title>${escapeMarkup(item.title)}</title>`,
    `      <link>${escapeMarkup(item.link)}</link>`,
    `      <guid isPermaLink="true">${escapeMarkup(item.link)}</guid>`,
    `      <pubDate>${item.pubDate}</pubDate>`,
    `      <category>${escapeMarkup(item.category)}</category>`,
    `      <description>${escapeMarkup(item.description)}</description>`,
    item.image ? `      <media:content url="${escapeMarkup(item.image)}" medium="image" />` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Every page the sitemap lists, with the day it last changed when known. */
async function sitemapUrls(app: FastifyInstance, origin: string) {
  const { repos } = app;
  // Decision 016: a draft or a waiting item is not announced before its time.
  const [news, occasions, family, sources] = await Promise.all([
    repos.news.listPublic(nowIso()),
    repos.occasions.listVisible('public', nowIso()),
    app.publicFamily(),
    repos.sources.listPublic(),
  ]);
  // The public's pages whoever reads the sitemap: the public's reading of the family.
  const places = await publicPlaceIds(app, { view: family, see: (record) => record, relative: false });
  const newest = news
    .map((item) => item.updated_at.slice(0, 10))
    .sort()
    .at(-1);
  return [
    ...publicSectionPaths.map((path) => ({
      loc: `${origin}${path}`,
      lastmod: path === '/news' || path === '/' ? newest : undefined,
    })),
    ...news.map((item) => ({ loc: `${origin}/news/${item.id}`, lastmod: item.updated_at.slice(0, 10) })),
    // The public occasions only: a family one's page is a 404 to the public (docs/product.md#occasions).
    ...occasions.map((item) => ({
      loc: `${origin}/occasions/${item.id}`,
      lastmod: item.updated_at.slice(0, 10),
    })),
    // A page for every member the public may see in full (decision 015); not the limited living.
    ...family.members
      .filter((member) => member.visibility === 'public')
      .map((member) => ({ loc: `${origin}/family-tree/member/${member.id}`, lastmod: undefined })),
    // A page for every place a member shown in full was born, married, lived, died or lies in (decision 056).
    ...places.map((id) => ({ loc: `${origin}/places/${id}`, lastmod: undefined })),
    // Every source the family made public has a page, whatever it supports (a private one is a 404).
    ...sources.map((source) => ({
      loc: `${origin}/sources/${source.id}`,
      lastmod: source.updated_at.slice(0, 10),
    })),
  ];
}

/**
 * /robots.txt, /sitemap.xml and the feed /rss.xml of the news and the public occasions
 * (docs/product.md#link-previews-sitemap-and-feed).
 */
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
    const body = (await sitemapUrls(app, siteOrigin(app, request)))
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
    const [settings, news, occasions] = await Promise.all([
      repos.siteSettings.get(),
      repos.news.listPublic(nowIso()),
      repos.occasions.listVisible('public', nowIso()),
    ]);
    const familyName = settings?.family_name ?? '';
    const title = familyName ? serverMessages.seo.feedTitle(familyName) : publicMessages.titles.news;
    const newsItems = news.map((item) => ({
      when: new Date(`${item.date}T00:00:00+03:00`).getTime() || 0,
      xml: feedItem({
        title: item.title,
        link: `${origin}/news/${item.id}`,
        pubDate: rssDate(item.date),
        category: commonMessages.newsCategories[item.category],
        description: item.excerpt,
        image: absoluteUrl(origin, item.image),
      }),
    }));
    // An occasion is news when it is published: dated by its publication, not by its own day.
    const context = occasions.length > 0 ? await occasionContext(app) : null;
    // The occasions name members: a write to one of them forgets the feed (decision 032).
    tagAnswer(
      request,
      occasions.flatMap((row) => row.member_ids.map(cacheTags.member)),
    );
    const occasionItems = occasions.map((row) => {
      const occasion = presentOccasion(row, context!);
      const published = new Date(row.publish_at ?? row.created_at);
      return {
        when: published.getTime(),
        xml: feedItem({
          title: occasionHeading(occasion),
          link: `${origin}/occasions/${row.id}`,
          pubDate: published.toUTCString(),
          category: occasionMessages.kinds[row.kind],
          description: occasionSummary(occasion),
          image: '',
        }),
      };
    });
    const items = [...newsItems, ...occasionItems]
      .sort((a, b) => b.when - a.when)
      .slice(0, FEED_ITEMS)
      .map((item) => item.xml);
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
