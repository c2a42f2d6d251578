import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminToken } from '#web/lib/api-client.ts';
import { loginHref } from './login-redirect';

/**
 * docs/product.md#admin-routes: /admin/* renders only with a token in local storage; otherwise, to login and
 * back.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!adminToken.get()) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  return children;
}
