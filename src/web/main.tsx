import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { STALE_PAGE_COOKIE } from '#shared/page-state.ts';
import { allPartsHydrated, expectPartsIn } from './lib/below-the-fold';
import { noteCodeLoadFailures } from './lib/code-load-failure';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import { App, sendToLogin } from './app/app';
import { createRoutes, patchAdminRoutes } from './app/routes';
import { readSsrState } from './app/ssr-state';

async function start() {
  // Before any page's code is asked for: a page that cannot load says why (routes/route-error.tsx).
  noteCodeLoadFailures(window);
  const state = readSsrState();
  const stalePage = takeStalePageMark();
  let router: DataRouter | undefined;
  const queryClient = createQueryClient({
    onUnauthorized: (during) => router && sendToLogin(router, queryClient, during),
  });
  const routes = createRoutes({ queryClient, awaitData: false });
  const container = document.getElementById('root')!;

  if (!state) {
    // The admin area: rendered here, not on the server.
    router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }

  // Each step below in a task of its own (the libraries' own start was the first): on a phone each
  // takes tens of milliseconds, and a tap waits for the task in progress to end.
  await nextTask();
  // The server's page cache is emptied by every change of content, so what a page carries is
  // current however long ago it was rendered: fresh from now, not asked for again on mount.
  const now = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  await nextTask();
  // The page's code must be here before hydrating, or the router would first render nothing.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  router = createBrowserRouter(routes, {
    hydrationData: state.router,
    patchRoutesOnNavigation: patchAdminRoutes,
  });
  await nextTask();
  expectPartsIn(container);
  const hydratingRouter = router;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll during it is answered.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={hydratingRouter} queryClient={queryClient} />
      </StrictMode>,
      {
        // Any difference between the server's markup and the browser's first render: React mends
        // it by rendering afresh, which the visitor sees as a flash; the browser tests fail on it.
        onRecoverableError: (error, info) => reportRecoverableError(error, info.componentStack),
      },
    );
  });
  // The page's data is from before an edit: read it again, once the page is the app's.
  if (stalePage) void allPartsHydrated().then(() => queryClient.invalidateQueries());
  // Notifications and the installable app (docs/product.md#notifications), after everything the
  // visitor sees: the service worker's script is not the page's business.
  // Its code too: loaded then, not with the page's entry.
  void allPartsHydrated().then(() =>
    whenIdle(() => void import('./lib/service-worker').then((module) => module.registerServiceWorker())),
  );
}

function reportRecoverableError(error: unknown, componentStack: string | undefined): void {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  console.error(
    `hydration: ${error instanceof Error ? error.message : String(error)}`,
    ...(cause ? [`(cause: ${cause.message})`] : []),
    componentStack ?? '',
  );
}

/**
 * Whether the server sent this page from before the last edit (while it renders the new one), and
 * forgets that it did: the cookie is for this page load only.
 */
function takeStalePageMark(): boolean {
  const marked = document.cookie.split('; ').includes(`${STALE_PAGE_COOKIE}=1`);
  if (marked) document.cookie = `${STALE_PAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return marked;
}

// The other pages' code must not compete with this one.
// The other pages' files, and the code that asks for them, once the browser has nothing to do.
void start().then(() =>
  whenIdle(() => void import('./app/prefetch-pages').then((module) => module.prefetchPublicPages())),
);
