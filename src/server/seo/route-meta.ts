import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { placeMessages } from '#shared/messages/places.ts';
import { occasionHeading, occasionSummary } from '#shared/occasions/heading.ts';
import { trimTitle } from '#shared/format/share.ts';
import { buildPageTitle } from '#shared/format/text.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  shareCardContent,
  shareCardPath,
  shareCardVersion,
} from '#server/share-card/card-content.ts';
import type { RenderedPageFacts } from '#shared/page-rendering.ts';

export interface RouteMeta {
  status: number;
  title: string;
  /** og:title and twitter:title when they should say less than the page's title (a member's name). */
  previewTitle?: string;
  description: string;
  /** Path of the canonical URL; null for pages that must not be indexed as themselves. */
  canonicalPath: string | null;
  type: 'website' | 'article' | 'profile';
  /** Image reference as stored ('' when none). */
  image: string;
  /** What the server drew itself (an occasion's share card): its size and description. */
  imageFacts?: { width: number; height: number; type: string; alt: string };
  publishedDate?: string;
  noindex: boolean;
  /** The family name from site settings, for og:site_name and the feed link. */
  siteName: string;
}

// Search results show roughly this much of a description.
const DESCRIPTION_MAX = 300;

/** The public pages of docs/product.md#routes by path, with their title section and description. */
const sections: Record<string, { title: string; description: string | null }> = {
  '/': { title: publicMessages.titles.home, description: null },
  '/history': { title: publicMessages.titles.history, description: serverMessages.seo.history },
  '/family-tree': { title: publicMessages.titles.familyTree, description: serverMessages.seo.familyTree },
  '/notable-people': {
    title: publicMessages.titles.notablePeople,
    description: serverMessages.seo.notablePeople,
  },
  '/news': { title: publicMessages.titles.news, description: serverMessages.seo.news },
  '/occasions': { title: occasionMessages.titles.occasions, description: occasionMessages.page.intro },
  '/diwan': { title: publicMessages.titles.diwan, description: serverMessages.seo.diwan },
};

export const publicSectionPaths = Object.keys(sections);

/** '/news/' and '/news' are one page to the router; the canonical form has no trailing slash. */
export function normalisePath(rawUrl: string): string {
  const pathOnly = rawUrl.split(/[?#]/)[0] ?? '/';
  const trimmed = pathOnly.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What a page's preview is made of: the data the page itself was rendered from (decision 011). */
export interface PageFacts extends RenderedPageFacts {
  /** The rendered page's status (404 for an unknown path or item). */
  status: number;
}

/**
 * A public occasion's preview picture is its share card, named with its version so that a preview
 * which kept an older card asks again. A family-only one (read by a signed-in relative) has none.
 */
function occasionCard(occasion: Occasion, familyName: string, title: string): Partial<RouteMeta> {
  if (occasion.family_only) return {};
  const version = shareCardVersion(shareCardContent(occasion, familyName));
  return {
    image: shareCardPath(occasion.id, version),
    imageFacts: {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      type: 'image/png',
      alt: serverMessages.shareCard.alt(title, formatGenealogyDate(occasion.date)),
    },
  };
}

/** A place's page (decision 056): named after the place and what it lies within. */
function placeMeta(
  place: NonNullable<RenderedPageFacts['place']>,
  base: Pick<RouteMeta, 'description' | 'type' | 'image' | 'noindex' | 'siteName'>,
  familyName: string,
): RouteMeta {
  const named = place.parent ? `${place.name}، ${place.parent.full_name}` : place.name;
  return {
    ...base,
    status: 200,
    title: buildPageTitle(familyName, placeMessages.pageTitle(place.name)),
    previewTitle: place.name,
    description: trimTitle(placeMessages.description(named), DESCRIPTION_MAX),
    canonicalPath: `/places/${place.id}`,
  };
}

/** A source's page (decision 060): its title, and its details or a sentence naming it. */
function sourceMeta(
  source: NonNullable<RenderedPageFacts['source']>,
  base: Pick<RouteMeta, 'description' | 'type' | 'image' | 'noindex' | 'siteName'>,
  familyName: string,
): RouteMeta {
  return {
    ...base,
    status: 200,
    title: buildPageTitle(familyName, sourcesMessages.page.title(source.title)),
    previewTitle: source.title,
    description: trimTitle(source.details || sourcesMessages.page.description(source.title), DESCRIPTION_MAX),
    canonicalPath: `/sources/${source.id}`,
    type: 'article',
    image: source.image,
  };
}

/** Title, description, status and preview image for a path, from the rendered page's data. */
export function routeMeta(rawUrl: string, facts: PageFacts): RouteMeta {
  const path = normalisePath(rawUrl);
  const familyName = facts.settings?.familyName ?? '';
  const siteDescription = trimTitle(
    facts.settings?.tagline || facts.settings?.heroText || '',
    DESCRIPTION_MAX,
  );
  const base = {
    description: siteDescription,
    type: 'website' as const,
    image: '',
    noindex: false,
    siteName: familyName,
  };
  const notFound = (section: string = publicMessages.titles.notFound): RouteMeta => ({
    ...base,
    status: 404,
    title: buildPageTitle(familyName, section),
    canonicalPath: null,
    noindex: true,
  });

  const section = sections[path];
  if (section && facts.status === 200) {
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, section.title),
      description:
        (path === '/history' && facts.historyIntro && trimTitle(facts.historyIntro, DESCRIPTION_MAX)) ||
        (section.description ?? siteDescription),
      canonicalPath: path,
    };
  }

  if (/^\/news\/[^/]+$/.test(path) && facts.newsItem !== undefined) {
    const item = facts.newsItem;
    if (!item) return notFound(publicMessages.titles.newsNotFound);
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, item.title),
      description: trimTitle(item.excerpt, DESCRIPTION_MAX),
      canonicalPath: `/news/${item.id}`,
      type: 'article',
      image: item.image,
      publishedDate: item.date,
    };
  }

  if (/^\/occasions\/[^/]+$/.test(path) && facts.occasion !== undefined) {
    const occasion = facts.occasion;
    if (!occasion) return notFound(occasionMessages.titles.notFound);
    const heading = occasionHeading(occasion);
    const title = occasion.kind === 'death' ? `${occasionMessages.noticeHeading}: ${heading}` : heading;
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, title),
      previewTitle: title,
      description: trimTitle(occasionSummary(occasion), DESCRIPTION_MAX),
      canonicalPath: `/occasions/${occasion.id}`,
      type: 'article',
      ...occasionCard(occasion, familyName, title),
    };
  }

  if (/^\/sources\/[^/]+$/.test(path) && facts.source !== undefined) {
    return facts.source
      ? sourceMeta(facts.source, base, familyName)
      : notFound(sourcesMessages.page.notFound);
  }

  if (/^\/places\/[^/]+$/.test(path) && facts.place !== undefined) {
    return facts.place ? placeMeta(facts.place, base, familyName) : notFound(placeMessages.notFound);
  }

  if (/^\/family-tree\/member\/[^/]+(?:\/print)?$/.test(path) && facts.member !== undefined) {
    const member = facts.member;
    if (!member) return notFound();
    // The print view is the page laid out for paper: previewed like it, indexed as the page alone.
    const print = member.view === 'print';
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, print ? treeChartMessages.print.pageTitle(member.name) : member.name),
      previewTitle: member.name,
      description: trimTitle(member.nasab, DESCRIPTION_MAX),
      canonicalPath: `/family-tree/member/${member.id}`,
      type: 'profile',
      image: member.image,
      noindex: print,
    };
  }

  // A relative's invitation and sign-in: pages of the app, for one person each, never indexed.
  if (path === '/family/login' || /^\/family\/invite\/[^/]+$/.test(path)) {
    const title =
      path === '/family/login' ? familyAccountMessages.titles.login : familyAccountMessages.titles.invite;
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, title),
      canonicalPath: null,
      noindex: true,
    };
  }

  // The admin area is a real page of the app, but not one to index or preview.
  if (path === '/admin' || path.startsWith('/admin/')) {
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, adminMessages.shell.title),
      canonicalPath: null,
      noindex: true,
    };
  }

  if (facts.status === 200) {
    // A page whose data could not be read (the browser will show its state): a plain title.
    return { ...base, status: 200, title: buildPageTitle(familyName), canonicalPath: null, noindex: true };
  }
  return notFound();
}
