// The server's way into the app (decision 011): built by `vite build --ssr` into dist/server and
// called by the Fastify server for every public page. It never runs in a browser.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import type { MemberFacts } from '#shared/schemas/member-page.ts';
import type { NewsItem } from '#shared/schemas/news.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import type { SourcePage } from '#shared/schemas/source.ts';
import { AppProviders } from './app/app';
import { createRoutes, type PageHandle } from './app/routes';

export { isServerRendered } from './app/routes';
import { serializeSsrState } from './app/ssr-state';
import { branchPrintState } from './features/branch-print/hooks/use-branch-print';
import { familyMembersQueryOptions } from './features/family-tree/api/get-family-members';
import { historyQueryOptions } from './features/history/api/get-history';
import { memberProfileQueryOptions } from './features/member-page/api/get-member-profile';
import { newsItemQueryOptions } from './features/news/api/get-news-item';
import { occasionQueryOptions } from './features/occasions/api/occasions-api';
import { sourcePageQueryOptions } from './features/sources/api/source-page-api';
import { placeQueryOptions } from './features/places/api/get-place';
import { siteSettingsQueryOptions } from './features/site/api/get-site-settings';
import { setApiTransport } from './lib/api-client';
import type { RenderRequest, RenderedPage } from '#shared/page-rendering.ts';

function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    // Everything, suspended parts included, before the first byte: the page is cached whole.
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // Every boundary in place, never outlined: React moves a large finished boundary to the end
      // of the document with an inline script to put it back, which a cached, whole page does not
      // need and the site's script policy refuses, leaving the part unhydratable.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** Renders a public page with its data; the server adds the document around it. */
export async function renderPage({ url, transport }: RenderRequest): Promise<RenderedPage> {
  setApiTransport(transport);
  const queryClient = new QueryClient({
    // One attempt: a failure is shown by the browser, which retries, not awaited here.
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const routes = createRoutes({ queryClient, awaitData: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://nasab.invalid')));
  if (context instanceof Response) throw new Error(`unexpected response from the routes: ${context.status}`);

  // A query that failed here is left out: the page renders its loading state and the browser
  // asks again, so both render the same thing and the visitor gets the retry button if need be.
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  for (const query of failed) queryClient.getQueryCache().remove(query);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  const newsItem = newsItemOf(context, queryClient);
  const member = memberOf(context, queryClient);
  const occasion = occasionOf(context, queryClient);
  const source = sourceOf(context, queryClient);
  const place = placeOf(context, queryClient);
  const notFound =
    newsItem === null ||
    member === null ||
    occasion === null ||
    source === null ||
    place === null ||
    context.matches.some((match) => (match.route.handle as PageHandle | undefined)?.notFound);
  return {
    status: notFound ? 404 : 200,
    complete: failed.length === 0,
    html,
    state: serializeSsrState({
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    }),
    sources: context.matches.flatMap(({ route }) => {
      const source = (route.handle as PageHandle | undefined)?.source;
      return source ? [source] : [];
    }),
    facts: {
      settings: queryClient.getQueryData(siteSettingsQueryOptions().queryKey),
      newsItem,
      member,
      occasion,
      source,
      place,
      historyIntro: context.matches.some(({ route }) => route.path === 'history')
        ? queryClient.getQueryData(historyQueryOptions().queryKey)?.page.intro
        : undefined,
    },
  };
}

/** On /news/{id}: the item, null when there is none (or the id cannot be one); elsewhere undefined. */
function newsItemOf(context: StaticHandlerContext, queryClient: QueryClient): NewsItem | null | undefined {
  const match = context.matches.find(({ route }) => route.path === 'news/:id');
  if (!match) return undefined;
  const id = parseId(match.params.id);
  if (id === null) return null;
  return queryClient.getQueryData(newsItemQueryOptions(id).queryKey);
}

/** On /occasions/{id}: the occasion, null when there is none (or the id cannot be one); elsewhere undefined. */
function occasionOf(context: StaticHandlerContext, queryClient: QueryClient): Occasion | null | undefined {
  const match = context.matches.find(({ route }) => route.path === 'occasions/:id');
  if (!match) return undefined;
  const id = parseId(match.params.id);
  if (id === null) return null;
  return queryClient.getQueryData(occasionQueryOptions(id).queryKey);
}

/** On /sources/{id}: the source, null when there is none the reader may see; elsewhere undefined. */
function sourceOf(context: StaticHandlerContext, queryClient: QueryClient): SourcePage | null | undefined {
  const match = context.matches.find(({ route }) => route.path === 'sources/:id');
  if (!match) return undefined;
  const id = parseId(match.params.id);
  if (id === null) return null;
  return queryClient.getQueryData(sourcePageQueryOptions(id).queryKey);
}

/** On /places/{id}: the place, null when it has no page (or the id cannot be one); elsewhere undefined. */
function placeOf(context: StaticHandlerContext, queryClient: QueryClient): RenderedPage['facts']['place'] {
  const match = context.matches.find(({ route }) => route.path === 'places/:id');
  if (!match) return undefined;
  const id = parseId(match.params.id);
  if (id === null) return null;
  const place = queryClient.getQueryData(placeQueryOptions(id).queryKey);
  return place && { id: place.id, name: place.name, parent: place.parent };
}

/**
 * On a member's page or its print view: who it is about, null when nobody the public may see (or
 * the id cannot be one); elsewhere undefined. Read from the very answers the page rendered, so a
 * failed read (left out of the cache) is not taken for a missing member.
 */
function memberOf(context: StaticHandlerContext, queryClient: QueryClient): MemberFacts | null | undefined {
  const page = context.matches.find(({ route }) => route.path === 'family-tree/member/:id');
  if (page) {
    const id = parseId(page.params.id);
    if (id === null) return null;
    const profile = queryClient.getQueryData(memberProfileQueryOptions(id).queryKey);
    if (profile === undefined) return undefined;
    if (profile === null) return null;
    const { member, nasab } = profile;
    return { id: member.id, name: member.name, nasab, image: member.image ?? '', view: 'page' };
  }
  const print = context.matches.find(({ route }) => route.path === 'family-tree/member/:id/print');
  if (print) {
    const id = parseId(print.params.id);
    if (id === null) return null;
    const members = queryClient.getQueryData(familyMembersQueryOptions().queryKey);
    const settings = queryClient.getQueryData(siteSettingsQueryOptions().queryKey);
    const state = branchPrintState(members, settings ? settings.founderName : undefined, id);
    if (state.status === 'loading') return undefined;
    if (state.status === 'not-found') return null;
    const { member, nasab } = state;
    return { id: member.id, name: member.name, nasab, image: member.image ?? '', view: 'print' };
  }
  return undefined;
}
