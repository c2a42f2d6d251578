import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicMessages } from '#shared/messages/public.ts';
import { PAGE_CODE_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '#shared/page-state.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { parseTags } from '../lib/content-change';
import { readerHeaders, type FamilyViewer } from '../plugins/family-viewer';
import { CACHE_TAGS_HEADER, internalRequestHeaders } from '../plugins/public-cache';
import { presentSiteSettings } from '../presenters/presenters';
import { escapeMarkup } from './escape';
import { routeMeta, type RouteMeta } from './route-meta';
import { absoluteUrl, siteOrigin } from './site-url';
import type { PageReadTransport } from '#shared/page-rendering.ts';
import { loadRenderer } from './renderer';

const HEAD_MARKER = '<!--app-head-->';
const ROOT = '<div id="root"></div>';
/** Not a styling language: a link of this type is never fetched (see inlinedStylesheet). */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined';

/** Vite's build manifest: each source file's chunk, the chunks it imports and its CSS. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
>;

export interface RenderedDocument {
  status: number;
  html: string;
  /** Worth keeping in the page cache: rendered with all of its data. */
  cacheable: boolean;
  /** The tags of every API answer the render read: the page shows what they show (decision 032). */
  tags: string[];
}

export interface PageRenderer {
  render(request: FastifyRequest): Promise<RenderedDocument>;
}

/**
 * Every public page leaves the server with its content, its data and the link-preview tags made
 * from that same data (decision 011); the admin area gets the bare template and renders itself.
 */
export async function createPageRenderer(app: FastifyInstance, template: string): Promise<PageRenderer> {
  const { webDir, ssrEntry, renderInWorker } = app.config;
  const renderer =
    ssrEntry && fs.existsSync(ssrEntry)
      ? await loadRenderer(ssrEntry, { inWorker: renderInWorker, log: app.log })
      : null;
  if (!renderer) app.log.warn('no server renderer built (npm run build): pages are rendered in the browser');
  else app.addHook('onClose', () => renderer.close());
  const manifest = readManifest(webDir);
  const assets = new AssetReader(webDir);
  // The first screen's CSS travels inside the page: no second round trip before the first paint.
  const document = inlineStylesheets(template, assets);
  const fonts = fontPreloads(document);
  const pageCode = {
    visitor: serializeJsonBlock(publicPageFiles(manifest)),
    relative: serializeJsonBlock(publicPageFiles(manifest, { relative: true })),
  };

  // The renderer keeps one transport for every render, and renders overlap: each render's reads
  // are told apart by the asynchronous context they run in, which also says whom the page is for.
  const readsOfRender = new AsyncLocalStorage<{ tags: Set<string>; reader: FamilyViewer | null }>();
  const transport: PageReadTransport = async (url, init) => {
    const render = readsOfRender.getStore();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...internalRequestHeaders(app),
        // A relative's page is made of his answers, never the public's cached ones (decision 049).
        ...readerHeaders(render?.reader ?? null),
      },
    });
    const tags = render?.tags;
    if (tags) for (const tag of parseTags(answer.headers[CACHE_TAGS_HEADER])) tags.add(tag);
    return { status: answer.statusCode, text: answer.body };
  };

  /** The template for the browser to render: the admin area, and any page the server failed to. */
  async function clientRendered(url: string, origin: string, cacheable: boolean): Promise<RenderedDocument> {
    const settings = presentSiteSettings(await app.repos.siteSettings.get());
    const meta = routeMeta(url, { settings, newsItem: undefined, member: undefined, status: 200 });
    // The template and the site settings: forgotten by the writes that forget everything.
    return { status: 200, html: fillHead(document, meta, origin, ''), cacheable, tags: [] };
  }

  const familyPage = /^\/family(?:[/?]|$)/;

  async function render(request: FastifyRequest): Promise<RenderedDocument> {
    const url = request.url;
    const origin = siteOrigin(app, request);
    if (!renderer) return clientRendered(url, origin, true);
    let page;
    const tags = new Set<string>();
    try {
      page = await readsOfRender.run({ tags, reader: request.familyViewer }, () =>
        renderer.render(url, transport),
      );
    } catch (error) {
      // A bug in a page must not cost the visitor the page: the browser renders it instead.
      request.log.error({ err: error }, 'server rendering failed');
      return clientRendered(url, origin, false);
    }
    // A relative's invitation carries its token in the path: such pages are kept by no cache.
    if (!page) return clientRendered(url, origin, !familyPage.test(url));
    const meta = routeMeta(url, { ...page.facts, status: page.status });
    // The page's code is not preloaded: the browser asks for it once the page is drawn (boot.ts).
    const styles = pageStylesheets(page.sources, manifest)
      .map((file) => {
        const css = assets.read(`/${file}`);
        return css === null ? '' : `\n    ${inlinedStylesheet(`/${file}`, css)}`;
      })
      .join('');
    const { hints, markup } = splitHoistables(page.html);
    const head = [...fonts, ...hints].join('\n    ') + styles;
    const html = fillHead(document, meta, origin, head).replace(
      ROOT,
      () =>
        `<div id="root">${markup}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>` +
        `\n    <script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${request.familyViewer ? pageCode.relative : pageCode.visitor}</script>`,
    );
    return { status: page.status, html, cacheable: page.complete, tags: [...tags] };
  }

  return { render };
}

/**
 * React starts a render that is not a whole document with what belongs in the head: the page's
 * `<title>` and preload hints for its first images. The hints go into the head; the title is
 * dropped, since the head already has the same one from the page's facts (`routeMeta`), and React
 * adopts the head's title when it hydrates.
 */
export function splitHoistables(html: string): { hints: string[]; markup: string } {
  const hints: string[] = [];
  let rest = html;
  for (;;) {
    const hoisted = /^(?:<link [^>]*\/>|<title>[\s\S]*?<\/title>)/.exec(rest);
    if (!hoisted) break;
    if (hoisted[0].startsWith('<link')) hints.push(hoisted[0]);
    rest = rest.slice(hoisted[0].length);
  }
  return { hints, markup: rest };
}

function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The built files, read once each. */
class AssetReader {
  private readonly cache = new Map<string, string | null>();
  constructor(private readonly webDir: string) {}
  read(href: string): string | null {
    if (!this.cache.has(href)) {
      const file = path.join(this.webDir, href.replace(/^\//, ''));
      this.cache.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return this.cache.get(href) ?? null;
  }
}

/** Replaces the template's stylesheet links by the stylesheets themselves. */
function inlineStylesheets(template: string, assets: AssetReader): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = assets.read(href);
    return css === null ? link : inlinedStylesheet(href, css);
  });
}

/**
 * A style sheet's text in the page, followed by its own link, which the browser never fetches: Vite's
 * loader, which adds the sheets a page's code imports, counts any `rel="stylesheet"` link as present.
 * Without it the loader fetched the sheet again once the page's code arrived, and the browser
 * restyled the whole page (30 ms on a phone, for styles it already had). The link's type, one no
 * browser styles with, is what keeps it from being fetched: `disabled` alone did not (Chromium 150
 * fetched the sheet anyway); `disabled` stays so that a browser fetching it still would not apply it.
 */
function inlinedStylesheet(href: string, css: string): string {
  return `<style>${css}</style><link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="${href}" disabled />`;
}

/**
 * Every face of the self-hosted font the stylesheet declares (Arabic and Latin subsets, each
 * weight): asked for with the page rather than discovered when the first text is laid out, so
 * the text is drawn in its own font from the start and never swapped under the reader.
 */
function fontPreloads(document: string): string[] {
  const fonts = new Set<string>();
  for (const match of document.matchAll(/url\((\/assets\/[\w-]+\.woff2)\)/g)) fonts.add(match[1]!);
  return [...fonts].map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  );
}

/**
 * The stylesheets of the page's code and of what it imports (the family tree's connectors), to
 * inline: the entry's own is inlined with the template already.
 */
function pageStylesheets(sources: string[], manifest: Manifest): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...css];
}

/**
 * The relatives' own pages (routes.tsx, under /family/): a visitor reaches them only once signed in,
 * so only a signed-in relative's browser fetches them ahead. Their sign-in and invitation pages are
 * where a visitor goes first, and stay in everyone's list.
 */
export const SIGNED_IN_PAGES = ['family-directory', 'family-me', 'family-propose', 'family-account'];

/**
 * Every public page's script, the scripts it imports and its stylesheets: the browser fetches them
 * when it is idle (main.tsx), so a later click never waits for code and a visitor who loses the
 * connection still gets each page's own error state with retry, not a failed chunk. The relatives'
 * own pages are in a signed-in relative's list only: every other visitor was fetching their forms
 * (a third of the list's bytes) for pages they cannot open.
 */
export function publicPageFiles(manifest: Manifest, { relative = false } = {}): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) files.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (chunk.isDynamicEntry && page && (relative || !SIGNED_IN_PAGES.includes(page))) visit(key);
  }
  return [...files];
}

/** A list of file names as the body of a JSON data block (nothing in it can close the element). */
function serializeJsonBlock(files: string[]): string {
  return JSON.stringify(files).replace(/</g, '\\u003c');
}

/** The title, the link-preview tags and the page's preloads, written into the document's head. */
function fillHead(document: string, meta: RouteMeta, origin: string, extra: string): string {
  // Function replacers: a title containing "$&" must be inserted literally.
  return document
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeMarkup(meta.title)}</title>`)
    .replace(HEAD_MARKER, () => [headTags(meta, origin), extra].filter(Boolean).join('\n    '));
}

/**
 * Link-preview bots (WhatsApp, Facebook, X) do not run JavaScript: the title, description,
 * canonical URL and Open Graph / Twitter tags are written here.
 */
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
  propertyTag('og:title', meta.previewTitle ?? meta.title);
  if (meta.description) propertyTag('og:description', meta.description);
  if (canonical) propertyTag('og:url', canonical);
  if (image) {
    propertyTag('og:image', image);
    if (meta.imageFacts) {
      propertyTag('og:image:type', meta.imageFacts.type);
      propertyTag('og:image:width', String(meta.imageFacts.width));
      propertyTag('og:image:height', String(meta.imageFacts.height));
    }
    propertyTag('og:image:alt', meta.imageFacts?.alt ?? meta.title);
  }
  if (meta.publishedDate) propertyTag('article:published_time', meta.publishedDate);

  nameTag('twitter:card', image ? 'summary_large_image' : 'summary');
  nameTag('twitter:title', meta.previewTitle ?? meta.title);
  if (meta.description) nameTag('twitter:description', meta.description);
  if (image) nameTag('twitter:image', image);
  if (image && meta.imageFacts) nameTag('twitter:image:alt', meta.imageFacts.alt);

  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(
      familyName ? serverMessages.seo.feedTitle(familyName) : publicMessages.titles.news,
    )}" href="${escapeMarkup(`${origin}/rss.xml`)}" />`,
  );
  return tags.join('\n    ');
}
