import type { MemberFacts } from './schemas/member-page';
import type { NewsItem } from './schemas/news';
import type { Occasion } from './schemas/occasion';
import type { PlacePage } from './schemas/place';
import type { SiteSettings } from './schemas/site-settings';
import type { SourcePage } from './schemas/source';

// The contract between the server and its page renderer (src/web/entry-server.tsx, built into
// dist/server and loaded by the server at run time): what the server asks for, how the renderer
// reads the API meanwhile, and what it answers. Both sides import these types, so neither can
// change the shape without the other failing to compile.

/** The API's answer to one read: its status and its body as text. */
export interface PageReadAnswer {
  status: number;
  text: string;
}

/**
 * How a render reads the API: answered in-process by the server (Fastify's inject). Only the
 * method is passed on; a browser's fetch options (headers, cache, signal) mean nothing there.
 */
export type PageReadTransport = (path: string, init: { method?: string }) => Promise<PageReadAnswer>;

export interface RenderRequest {
  /** The path and query the visitor asked for. */
  url: string;
  transport: PageReadTransport;
}

/** What the link preview is made of: the same data the page was rendered from. */
export interface RenderedPageFacts {
  settings: SiteSettings | undefined;
  /** The news item of a /news/{id} page; null when there is no such item. */
  newsItem: NewsItem | null | undefined;
  /** The member of a /family-tree/member/{id} page or its print view; null when there is none. */
  member: MemberFacts | null | undefined;
  /** The occasion of an /occasions/{id} page; null when there is none; elsewhere undefined. */
  occasion?: Occasion | null;
  /** The source of a /sources/{id} page; null when there is none the reader may see; elsewhere undefined. */
  source?: SourcePage | null;
  /** The place of a /places/{id} page; null when it has no page; elsewhere undefined. */
  place?: Pick<PlacePage, 'id' | 'name' | 'parent'> | null;
  /** On /history: the intro the family wrote ('' when none); elsewhere undefined. */
  historyIntro?: string;
}

export interface RenderedPage {
  status: number;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache and router state the browser hydrates from, as JSON safe in a data block. */
  state: string;
  /** False when some of the page's data could not be read: worth showing, not worth keeping. */
  complete: boolean;
  /** Source files of the page's code (build manifest keys), to preload and to inline their CSS. */
  sources: string[];
  facts: RenderedPageFacts;
}

/** What the renderer's module exports. */
export interface PageRendererModule {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** False for the pages the browser renders itself (the admin area). */
  isServerRendered(pathname: string): boolean;
}
