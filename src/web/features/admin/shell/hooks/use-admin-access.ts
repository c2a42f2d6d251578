import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { roleMay, type AccessLevel, type AdminRole } from '#shared/auth/roles.ts';
import { checkAuthQueryOptions } from '../api/check-auth';

export interface AdminAccess {
  username: string | null;
  /** Null until check-auth has answered. */
  role: AdminRole | null;
  branch: { id: number; name: string } | null;
  mustChangePassword: boolean;
  /** An owner the site requires to turn on two-factor sign-in, not yet enrolled. */
  mustEnrolTwoFactor: boolean;
  /** Two-factor is on: a change to how the keeper signs in also asks for a code (decision 035). */
  twoFactorEnabled: boolean;
  /** Whether the keeper may use what needs `access`; true while unknown (the server decides). */
  may: (access: AccessLevel) => boolean;
}

/**
 * Who the signed-in keeper is (decision 022), from the check-auth answer the layout already asked for
 * this screen: the admin hides what a role may not do. A courtesy only: the server refuses it.
 */
export function useAdminAccess(): AdminAccess {
  const location = useLocation();
  const { data } = useQuery(checkAuthQueryOptions(location.pathname));
  const role = data?.role ?? null;
  return {
    username: data?.username ?? null,
    role,
    branch: data?.branch ?? null,
    mustChangePassword: data?.mustChangePassword ?? false,
    mustEnrolTwoFactor: data?.mustEnrolTwoFactor ?? false,
    twoFactorEnabled: data?.twoFactorEnabled ?? false,
    may: (access) => role === null || roleMay(role, access),
  };
}
