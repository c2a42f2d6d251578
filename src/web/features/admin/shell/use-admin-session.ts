import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ApiError, adminToken } from '../../../lib/api-client';
import { checkAuth } from './api/check-auth';
import { loginHref, type LoginRedirectState } from './login-redirect';

/**
 * Sends the administrator to the login page, remembering the current address and saying why.
 * Any draft in session storage is left alone, so the form comes back filled after logging in.
 */
export function useRedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (message?: string) => {
      adminToken.clear();
      queryClient.removeQueries({ queryKey: ['admin'] });
      const state: LoginRedirectState = { message };
      navigate(loginHref(location.pathname + location.search), { replace: true, state });
    },
    [navigate, location.pathname, location.search, queryClient],
  );
}

/**
 * SPEC §4: each admin form verifies the session when it opens; when the server no longer
 * accepts the token, it redirects to login with the return URL and 'يرجى تسجيل الدخول للوصول إلى …'.
 * `what` names the screen in that message (e.g. 'إدارة الأخبار').
 * A network failure does not log anyone out: the form's own calls will show that error.
 */
export function useAdminFormAuth(what: string): void {
  const redirectToLogin = useRedirectToLogin();
  useEffect(() => {
    const controller = new AbortController();
    checkAuth(controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.isNetworkError) return;
      redirectToLogin(messages.auth.pleaseLogIn(what));
    });
    return () => controller.abort();
    // Only when the form opens: redirectToLogin changes identity with the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [what]);
}
