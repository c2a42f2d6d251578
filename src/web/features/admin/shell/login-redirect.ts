import { paths } from '#web/config/paths.ts';

/**
 * What the login page reads from the navigation state: the session ended while a screen was
 * being read (opened) or while something was being written (saved, deleted).
 */
export interface LoginRedirectState {
  endedDuring?: 'read' | 'write';
}

const RETURN_PARAM = 'returnTo';

/** The login page's address, remembering where to come back to. */
export function loginHref(returnTo?: string): string {
  if (!returnTo || returnTo === paths.admin.dashboard) return paths.admin.login;
  return `${paths.admin.login}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after logging in. Only paths inside the admin area are followed, so a crafted
 * link cannot send the administrator to another site after entering the password.
 */
export function returnPathFrom(search: string): string {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/admin') || value.startsWith(paths.admin.login))
    return paths.admin.dashboard;
  if (value.startsWith('//') || value.includes('\\')) return paths.admin.dashboard;
  return value;
}
