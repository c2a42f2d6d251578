import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * A relative's page read by someone not signed in (or whose session ended, or whose account was
 * revoked) goes to the sign-in page, which brings them back here afterwards.
 */
export function useSignInWhenSignedOut(error: Error | null): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = error instanceof ApiError && error.isUnauthorized;
  useEffect(() => {
    if (signedOut) void navigate(paths.familyLoginThenBack(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);
}
