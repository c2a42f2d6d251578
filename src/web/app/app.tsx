import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { loginHref, type LoginRedirectState } from '../features/admin/shell/login-redirect';
import { adminToken } from '../lib/api-client';
import { allPartsHydrated } from '../lib/below-the-fold';
import type { UnauthorizedDuring } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { OnDemandToaster } from '../components/ui/toaster';

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
  queryClient.removeQueries({ queryKey: queryKeys.admin.all });
  const state: LoginRedirectState = { endedDuring };
  void router.navigate(loginHref(pathname + search), { replace: true, state });
}

/** What every render of the app shares, on the server and in the browser. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <DirectionProvider dir="rtl">
      <QueryClientProvider client={queryClient}>
        {children}
        <OnDemandToaster />
      </QueryClientProvider>
    </DirectionProvider>
  );
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useEffect(() => {
    // The server's markup now answers clicks, all of it: tools (the browser tests) wait for this mark.
    void allPartsHydrated().then(() => {
      document.documentElement.dataset.appReady = 'true';
    });
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
