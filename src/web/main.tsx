import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { App, sendToLogin } from './app/app';
import { createRoutes, prefetchPublicPages } from './app/routes';
import { readSsrState } from './app/ssr-state';
import './styles.css';

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

  hydrate(queryClient, state.queries);
  // The page's code must be here before hydrating, or the router would first render nothing.
  // The server preloaded it (modulepreload), so this costs no extra round trip.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  router = createBrowserRouter(routes, { hydrationData: state.router });
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start().then(() => {
  // After the first page is on its way, not before: it must not compete with it.
  setTimeout(prefetchPublicPages, 0);
});
