import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { loginHref, type LoginRedirectState } from '../features/admin/shell/login-redirect';
import { adminToken } from '../lib/api-client';
import type { UnauthorizedDuring } from '../lib/query-client';

// Toasts are only raised by forms, which load later: the toaster need not weigh on the first page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true after: for what only the browser has. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A 401 from any admin call: forget the token and the admin data, then go to the login page
 * with the way back. Drafts stay in session storage, so the form comes back filled after login.
 */
export function sendToLogin(
  router: DataRouter,
  queryClient: QueryClient,
  endedDuring: UnauthorizedDuring,
): void {
  const { pathname, search } = router.state.location;
  if (!pathname.startsWith(paths.admin.dashboard) || pathname === paths.admin.login) return;
  // No token: the administrator logged out here, and the logout leads to the login page itself.
  if (!adminToken.get()) return;
  adminToken.clear();
  queryClient.removeQueries({ queryKey: ['admin'] });
  const state: LoginRedirectState = { endedDuring };
  void router.navigate(loginHref(pathname + search), { replace: true, state });
}

/** What every render of the app shares, on the server and in the browser. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <DirectionProvider dir="rtl">
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster dir="rtl" position="top-center" richColors closeButton />
          </Suspense>
        )}
      </QueryClientProvider>
    </DirectionProvider>
  );
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useEffect(() => {
    // The server's markup now answers clicks: tools (the browser tests) wait for this mark.
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
