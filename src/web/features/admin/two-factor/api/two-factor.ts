import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { apiMutation, sendApi } from '#web/lib/entity-api.ts';
import { invalidate, queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/two-factor.ts');

/** GET two-factor/status.php: on or off, recovery codes left, whether the site requires it. */
export function useTwoFactorStatus() {
  return useQuery(
    apiQuery({
      queryKey: queryKeys.admin.twoFactor,
      path: api.admin.twoFactor.status,
      schema: () => schemas().then((m) => m.twoFactorStatusResponseSchema),
      auth: true,
    }),
  );
}

export const useTwoFactorSetup = apiMutation({
  request: () => ({ path: api.admin.twoFactor.setup }),
  schema: () => schemas().then((m) => m.twoFactorSetupResponseSchema),
  auth: true,
});

type Change =
  | { kind: 'enable'; code: string; password: string; currentCode?: string }
  | { kind: 'disable'; password: string; code: string }
  | { kind: 'recoveryCodes'; password: string; code: string };

/** Turning it off answers with no codes: the same shape as the others, with none. */
function sendChange({ kind, ...body }: Change) {
  const request = () => ({ path: api.admin.twoFactor[kind], body });
  if (kind === 'disable') {
    const schema = () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema);
    return sendApi({ request, schema, auth: true }, undefined).then((answer) => ({
      ...answer,
      recovery_codes: [] as string[],
    }));
  }
  return sendApi(
    { request, schema: () => schemas().then((m) => m.recoveryCodesResponseSchema), auth: true },
    undefined,
  );
}

/**
 * Enable (or replace) with a code of the new secret, the password and, when it is on, a current
 * code; disable or renew the codes with the password and a code (decision 035).
 */
export function useTwoFactorChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    // check-auth too: an owner the site requires to enrol may now go on.
    onSuccess: () => invalidate(queryClient, [queryKeys.admin.all]),
  });
}
