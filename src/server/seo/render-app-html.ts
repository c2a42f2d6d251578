import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicMessages } from '../../shared/messages/public';
import { serverMessages } from '../../shared/messages/server';
import { escapeMarkup } from './escape';
import { resolveRouteMeta, type RouteMeta } from './route-meta';
import { absoluteUrl, siteOrigin } from './site-url';

const HEAD_MARKER = '<!--app-head-->';

/**
 * The app's HTML for a path. Link-preview bots (WhatsApp, Facebook, X) do not run JavaScript,
 * so the title, description, canonical URL and Open Graph / Twitter tags are written here;
 * the browser app then keeps document.title in step as the visitor navigates.
 */
export async function renderAppHtml(
  app: FastifyInstance,
  template: string,
  request: FastifyRequest,
): Promise<{ html: string; status: number }> {
  let meta: RouteMeta;
  try {
    meta = await resolveRouteMeta(app, request.url);
  } catch (error) {
    // Previews are a courtesy: with the database down the app still loads and shows its own error states.
    request.log.error({ err: error }, 'link-preview meta unavailable');
    return { html: template, status: 200 };
  }
  const origin = siteOrigin(app, request);
  const head = headTags(meta, origin);
  // Function replacers: a title containing "$&" must be inserted literally.
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeMarkup(meta.title)}</title>`)
    .replace(HEAD_MARKER, () => head);
  return { html, status: meta.status };
}

function headTags(meta: RouteMeta, origin: string): string {
  const familyName = meta.siteName;
  const tags: string[] = [];
  const nameTag = (name: string, content: string) =>
    tags.push(`<meta name="${name}" content="${escapeMarkup(content)}" />`);
  const propertyTag = (property: string, content: string) =>
    tags.push(`<meta property="${property}" content="${escapeMarkup(content)}" />`);

  if (meta.description) nameTag('description', meta.description);
  if (meta.noindex) nameTag('robots', 'noindex');
  const canonical = meta.canonicalPath === null ? null : `${origin}${meta.canonicalPath}`;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(canonical)}" />`);

  const image = absoluteUrl(origin, meta.image);
  propertyTag('og:type', meta.type);
  if (familyName) propertyTag('og:site_name', familyName);
  propertyTag('og:locale', 'ar_KW');
  propertyTag('og:title', meta.title);
  if (meta.description) propertyTag('og:description', meta.description);
  if (canonical) propertyTag('og:url', canonical);
  if (image) {
    propertyTag('og:image', image);
    propertyTag('og:image:alt', meta.title);
  }
  if (meta.publishedDate) propertyTag('article:published_time', meta.publishedDate);

  nameTag('twitter:card', image ? 'summary_large_image' : 'summary');
  nameTag('twitter:title', meta.title);
  if (meta.description) nameTag('twitter:description', meta.description);
  if (image) nameTag('twitter:image', image);

  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(
      familyName ? serverMessages.seo.feedTitle(familyName) : publicMessages.titles.news,
    )}" href="${escapeMarkup(`${origin}/rss.xml`)}" />`,
  );
  return tags.join('\n    ');
}
