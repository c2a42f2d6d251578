import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

const statusKey = ['admin', 'two-factor'] as const;
const schemas = () => import('../../../../../shared/schemas/two-factor');

/** GET two-factor/status.php: on or off, recovery codes left, whether the site requires it. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) =>
      apiFetch(api.admin.twoFactor.status, () => schemas().then((m) => m.twoFactorStatusResponseSchema), {
        auth: true,
        signal,
      }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiFetch(api.admin.twoFactor.setup, () => schemas().then((m) => m.twoFactorSetupResponseSchema), {
        method: 'POST',
        auth: true,
      }),
  });
}

type Change =
  | { kind: 'enable'; code: string; password: string; currentCode?: string }
  | { kind: 'disable'; password: string; code: string }
  | { kind: 'recoveryCodes'; password: string; code: string };

/**
 * Enable (or replace) with a code of the new secret, the password and, when it is on, a current
 * code; disable or renew the codes with the password and a code (decision 035).
 */
export function useTwoFactorChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: Change) =>
      kind === 'disable'
        ? apiFetch(
            api.admin.twoFactor.disable,
            () =>
              import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
            { method: 'POST', auth: true, body },
          ).then((answer) => ({ ...answer, recovery_codes: [] as string[] }))
        : apiFetch(api.admin.twoFactor[kind], () => schemas().then((m) => m.recoveryCodesResponseSchema), {
            method: 'POST',
            auth: true,
            body,
          }),
    // check-auth too: an owner the site requires to enrol may now go on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
