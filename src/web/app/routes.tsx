import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { diwanQueryOptions } from '../features/diwan/api/get-diwan';
import { familyMembersQueryOptions } from '../features/family-tree/api/get-family-members';
import { founderQueryOptions } from '../features/family-tree/api/get-founder';
import { treeFirstScreenQueryOptions } from '../features/family-tree/api/get-tree-slice';
import { historyQueryOptions } from '../features/history/api/get-history';
import { memberProfileQueryOptions } from '../features/member-page/api/get-member-profile';
import { newsItemQueryOptions } from '../features/news/api/get-news-item';
import { newsListQueryOptions } from '../features/news/api/get-news-list';
import { notablePeopleQueryOptions } from '../features/notable-people/api/get-notable-people';
import { occasionListQueryOptions, occasionQueryOptions } from '../features/occasions/api/occasions-api';
import { placeQueryOptions } from '../features/places/api/get-place';
import { siteSettingsQueryOptions } from '../features/site/api/get-site-settings';
import { sourcePageQueryOptions } from '../features/sources/api/source-page-api';
import NotFoundRoute from './routes/not-found';
import PublicLayout from './routes/public-layout';
import RouteError from './routes/route-error';
import { LoadingState } from '../components/ui/status-message';

export type RouteModule = { default: ComponentType };

// Every page is its own chunk: a visitor downloads the shell and the page they opened, never the
// admin area (decision 011), whose route table is itself a chunk (`admin-routes.tsx`). The keys are the source paths the build's manifest knows them by.
const publicPages = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  // The frame and the fallbacks every page needs are part of the entry.
  '!./routes/public-layout.tsx',
  '!./routes/not-found.tsx',
  '!./routes/route-error.tsx',
]);

/** The source file of a page as the build manifest names it (`app/routes/news.tsx`). */
const pageSourceFile = (key: string) => `app/${key.slice(2)}`;

/** A route's handle: which source file holds its page (for preloading), and whether it is the 404. */
export interface PageHandle {
  source?: string;
  notFound?: boolean;
}

export function page(pages: Record<string, () => Promise<RouteModule>>, key: string) {
  const load = pages[key];
  if (!load) throw new Error(`no page module ${key}`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { source: pageSourceFile(key) } satisfies PageHandle,
  };
}

const publicPage = (name: string) => page(publicPages, `./routes/${name}.tsx`);

export interface RouteDataOptions {
  queryClient: QueryClient;
  /**
   * On the server a page waits for its data, so the first HTML holds the content. In the browser
   * it never does: the data is asked for beside the page's code, and the page shows its own
   * loading and error states (with retry) as before.
   */
  awaitData: boolean;
}

/** The queries a page shows, started; prefetchQuery never throws (the screen shows the error). */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>[];

/** The router's data API, as a prefetch into the one query cache the screens read from. */
function prefetching({ queryClient, awaitData }: RouteDataOptions, prefetch: Prefetch) {
  return async (args: LoaderFunctionArgs) => {
    const work = Promise.all(prefetch(queryClient, args));
    if (awaitData) await work;
    return null;
  };
}

type Loader = (prefetch: Prefetch) => ReturnType<typeof prefetching>;

/** The public pages, each prefetching the data it shows. */
function publicRoutes(loader: Loader): RouteObject[] {
  return [
    {
      index: true,
      ...publicPage('home'),
      loader: loader((client) => [
        client.prefetchQuery(historyQueryOptions()),
        client.prefetchQuery(newsListQueryOptions()),
        client.prefetchQuery(notablePeopleQueryOptions()),
        client.prefetchQuery(founderQueryOptions()),
        client.prefetchQuery(diwanQueryOptions()),
      ]),
    },
    {
      path: 'history',
      ...publicPage('history'),
      loader: loader((client) => [client.prefetchQuery(historyQueryOptions())]),
    },
    {
      path: 'family-tree',
      ...publicPage('family-tree'),
      // The first screen only: branches, `?open=` and `?member=` are asked for by the page.
      loader: loader((client) => [client.prefetchQuery(treeFirstScreenQueryOptions())]),
      // Opening a card writes `?open=` into the address: not a reason to read the page again.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
          ? false
          : defaultShouldRevalidate,
    },
    {
      path: 'family-tree/member/:id',
      ...publicPage('family-member'),
      loader: loader((client, { params }) => {
        const id = parseId(params.id);
        return id === null
          ? []
          : [
              client.prefetchQuery(memberProfileQueryOptions(id)),
              client.prefetchQuery(occasionListQueryOptions(id)),
            ];
      }),
    },
    {
      // The branch's members come from the tree's own query: one answer, cached, for both.
      path: 'family-tree/member/:id/print',
      ...publicPage('family-member-print'),
      loader: loader((client) => [client.prefetchQuery(familyMembersQueryOptions())]),
    },
    {
      path: 'places/:id',
      ...publicPage('place'),
      loader: loader((client, { params }) => {
        const id = parseId(params.id);
        return id === null ? [] : [client.prefetchQuery(placeQueryOptions(id))];
      }),
    },
    {
      path: 'notable-people',
      ...publicPage('notable-people'),
      loader: loader((client) => [client.prefetchQuery(notablePeopleQueryOptions())]),
    },
    {
      path: 'news',
      ...publicPage('news'),
      loader: loader((client) => [client.prefetchQuery(newsListQueryOptions())]),
    },
    {
      path: 'news/:id',
      ...publicPage('news-detail'),
      loader: loader((client, { params }) => {
        const id = parseId(params.id);
        return id === null ? [] : [client.prefetchQuery(newsItemQueryOptions(id))];
      }),
    },
    {
      path: 'occasions',
      ...publicPage('occasions'),
      loader: loader((client) => [client.prefetchQuery(occasionListQueryOptions())]),
    },
    {
      path: 'occasions/:id',
      ...publicPage('occasion-detail'),
      loader: loader((client, { params }) => {
        const id = parseId(params.id);
        return id === null ? [] : [client.prefetchQuery(occasionQueryOptions(id))];
      }),
    },
    {
      path: 'sources/:id',
      ...publicPage('source-detail'),
      loader: loader((client, { params }) => {
        const id = parseId(params.id);
        return id === null ? [] : [client.prefetchQuery(sourcePageQueryOptions(id))];
      }),
    },
    {
      path: 'diwan',
      ...publicPage('diwan'),
      loader: loader((client) => [client.prefetchQuery(diwanQueryOptions())]),
    },
    // A relative's invitation, sign-in and «حسابي»: rendered in the browser only (`isServerRendered`).
    { path: 'family/invite/:token', ...publicPage('family-invite') },
    { path: 'family/login', ...publicPage('family-login') },
    // A signed-in relative's own pages, browser-rendered like the sign-in (never in a cache).
    { path: 'family/directory', ...publicPage('family-directory') },
    { path: 'family/me', ...publicPage('family-me') },
    { path: 'family/me/propose', ...publicPage('family-propose') },
    { path: 'family/account', ...publicPage('family-account') },
    { path: '*', Component: NotFoundRoute, handle: { notFound: true } satisfies PageHandle },
  ];
}

/**
 * The public routes of docs/product.md#routes, each naming the data it shows. The admin area, a
 * client app, joins them on the way in (`patchAdminRoutes`).
 */
export function createRoutes(data: RouteDataOptions): RouteObject[] {
  const loader: Loader = (prefetch) => prefetching(data, prefetch);
  return [
    {
      path: '/',
      Component: PublicLayout,
      ErrorBoundary: RouteError,
      // Shown while a page the server did not render loads its code (the admin area).
      HydrateFallback: LoadingState,
      loader: loader((client) => [client.prefetchQuery(siteSettingsQueryOptions())]),
      children: publicRoutes(loader),
    },
  ];
}

const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);

/**
 * The admin area's routes, added to the router on the first navigation into it: a visitor's entry
 * carries neither the table nor the thirty chunks' names it imports. React Router calls this for a
 * path that only the public not-found route matches, and adds no route twice.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  patch(null, adminRoutes());
};

/**
 * Paths the server renders; the admin area is left to the browser, and so are a relative's
 * invitation and sign-in pages (a link's token is no page to render or keep).
 */
export const isServerRendered = (pathname: string) => !/^\/(?:admin|family)(?:\/|$)/.test(pathname);
