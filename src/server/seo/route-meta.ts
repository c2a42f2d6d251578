import type { FastifyInstance } from 'fastify';
import { adminMessages } from '../../shared/messages/admin';
import { publicMessages } from '../../shared/messages/public';
import { serverMessages } from '../../shared/messages/server';
import { trimTitle } from '../../shared/format/share';
import { buildPageTitle } from '../../shared/format/text';
import { parseId } from '../../shared/schemas/ids';

export interface RouteMeta {
  status: number;
  title: string;
  description: string;
  /** Path of the canonical URL; null for pages that must not be indexed as themselves. */
  canonicalPath: string | null;
  type: 'website' | 'article';
  /** Image reference as stored ('' when none). */
  image: string;
  publishedDate?: string;
  noindex: boolean;
  /** The family name from site settings, for og:site_name and the feed link. */
  siteName: string;
}

// Search results show roughly this much of a description.
const DESCRIPTION_MAX = 300;

/** Public sections of SPEC §2 by path, with their title section and description. */
const sections: Record<string, { title: string; description: string | null }> = {
  '/': { title: publicMessages.titles.home, description: null },
  '/history': { title: publicMessages.titles.history, description: serverMessages.seo.history },
  '/family-tree': { title: publicMessages.titles.familyTree, description: serverMessages.seo.familyTree },
  '/notable-people': {
    title: publicMessages.titles.notablePeople,
    description: serverMessages.seo.notablePeople,
  },
  '/news': { title: publicMessages.titles.news, description: serverMessages.seo.news },
  '/diwan': { title: publicMessages.titles.diwan, description: serverMessages.seo.diwan },
};

export const publicSectionPaths = Object.keys(sections);

/** '/news/' and '/news' are one page to the router; the canonical form has no trailing slash. */
export function normalisePath(rawUrl: string): string {
  const pathOnly = rawUrl.split(/[?#]/)[0] ?? '/';
  const trimmed = pathOnly.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Title, description, status and preview image for a path, from site settings and content. */
export async function resolveRouteMeta(app: FastifyInstance, rawUrl: string): Promise<RouteMeta> {
  const path = normalisePath(rawUrl);
  const settings = await app.repos.siteSettings.get();
  const familyName = settings?.family_name ?? '';
  const siteDescription = trimTitle(settings?.tagline || settings?.hero_text || '', DESCRIPTION_MAX);
  const base = {
    description: siteDescription,
    type: 'website' as const,
    image: '',
    noindex: false,
    siteName: familyName,
  };

  const section = sections[path];
  if (section) {
    return {
      ...base,
      status: 200,
      title: buildPageTitle(familyName, section.title),
      description: section.description ?? siteDescription,
      canonicalPath: path,
    };
  }

  const newsMatch = /^\/news\/([^/]+)$/.exec(path);
  if (newsMatch) {
    const digits = newsMatch[1] ?? '';
    // Beyond the id range no item can exist, and PostgreSQL would refuse the query.
    const id = parseId(digits);
    const item = id === null ? undefined : await app.repos.news.find(id);
    if (!item) {
      return {
        ...base,
        status: 404,
        title: buildPageTitle(familyName, publicMessages.titles.newsNotFound),
        canonicalPath: null,
        noindex: true,
      };
    }
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

  return {
    ...base,
    status: 404,
    title: buildPageTitle(familyName, publicMessages.titles.notFound),
    canonicalPath: null,
    noindex: true,
  };
}
