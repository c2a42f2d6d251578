import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { hydrateInParts } from './lib/hydrate-later';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import { App, sendToLogin } from './app/app';
import { prefetchPublicPages } from './app/prefetch-pages';
import { createRoutes } from './app/routes';
import { readSsrState } from './app/ssr-state';

async function start() {
  const state = readSsrState();
  let router: DataRouter | undefined;
  const queryClient = createQueryClient({
    onUnauthorized: (during) => router && sendToLogin(router, queryClient, during),
  });
  const routes = createRoutes({ queryClient, awaitData: false });
  const container = document.getElementById('root')!;

  if (!state) {
    // The admin area: rendered here, not on the server.
    router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }

  // Each step below in a task of its own (the libraries' own start was the first): on a phone each
  // takes tens of milliseconds, too long for one task (decision 030).
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
  router = createBrowserRouter(routes, { hydrationData: state.router });
  const hydratingRouter = router;
  await nextTask();
  // In parts, each in a task of its own, so a tap or a scroll meanwhile is answered (decision 030).
  hydrateInParts(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={hydratingRouter} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// The other pages' code must not compete with this one.
void start().then(() => whenIdle(prefetchPublicPages));
