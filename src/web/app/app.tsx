import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { loginHref, type LoginRedirectState } from '../features/admin/shell/login-redirect';
import { adminToken } from '../lib/api-client';
import { createQueryClient, type UnauthorizedDuring } from '../lib/query-client';
import { router } from './router';

// Toasts are only raised by forms, which load later: the toaster need not weigh on the first page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * A 401 from any admin call: forget the token and the admin data, then go to the login page
 * with the way back. Drafts stay in session storage, so the form comes back filled after login.
 */
function sendToLogin(queryClient: QueryClient, endedDuring: UnauthorizedDuring): void {
  const { pathname, search } = router.state.location;
  if (!pathname.startsWith(paths.admin.dashboard) || pathname === paths.admin.login) return;
  // No token: the administrator logged out here, and the logout leads to the login page itself.
  if (!adminToken.get()) return;
  adminToken.clear();
  queryClient.removeQueries({ queryKey: ['admin'] });
  const state: LoginRedirectState = { endedDuring };
  void router.navigate(loginHref(pathname + search), { replace: true, state });
}

export function App() {
  const [queryClient] = useState(() => {
    const client: QueryClient = createQueryClient({
      onUnauthorized: (during) => sendToLogin(client, during),
    });
    return client;
  });
  return (
    <DirectionProvider dir="rtl">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster dir="rtl" position="top-center" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </DirectionProvider>
  );
}
