import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { FamilyMe } from '#shared/schemas/relatives.ts';
import type { PasskeyInviteOptionsInput } from '#shared/schemas/passkeys-input.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { sendApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// Relatives' passkeys (decision 048): each ceremony asks the server for its options, lets the
// browser and the authenticator make or use the passkey, and sends the answer back.

const schemas = () => import('#shared/schemas/passkeys.ts');
const creationSchema = () => schemas().then((s) => s.passkeyCreationOptionsResponseSchema);
const requestSchema = () => schemas().then((s) => s.passkeyRequestOptionsResponseSchema);
const listSchema = () => schemas().then((s) => s.passkeyListResponseSchema);
const meSchema = () => import('#shared/schemas/relatives.ts').then((s) => s.familyMeResponseSchema);

/** Makes a passkey from the server's options (the authenticator's prompt is in between). */
async function createPasskey(optionsPath: string, body: unknown) {
  const options = await sendApi(
    { request: () => ({ path: optionsPath, body }), schema: creationSchema },
    null,
  );
  // Made by @simplewebauthn/server for this library; the schema has checked their shape.
  return startRegistration({ optionsJSON: options.data as PublicKeyCredentialCreationOptionsJSON });
}

/** A ceremony whose answer is who is now signed in: the header learns it at once. */
function useSignInCeremony<T>(ceremony: (input: T) => Promise<FamilyMe>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => {
      const me = await ceremony(input);
      queryClient.setQueryData(queryKeys.family.me, me);
      return me;
    },
  });
}

/** An invitation accepted with a new passkey: the account is made and signed in. */
export const usePasskeyInvite = () =>
  useSignInCeremony(async (input: PasskeyInviteOptionsInput) => {
    const response = await createPasskey(api.family.passkeys.inviteOptions, input);
    const path = api.family.passkeys.invite;
    const answer = await sendApi(
      { request: () => ({ path, body: { token: input.token, response } }), schema: meSchema },
      null,
    );
    return answer.data;
  });

/** The sign-in with any passkey of the site the device holds. */
export const usePasskeyLogin = () =>
  useSignInCeremony(async () => {
    const options = await sendApi(
      { request: () => ({ path: api.family.passkeys.loginOptions }), schema: requestSchema },
      null,
    );
    const response = await startAuthentication({
      optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON,
    });
    const path = api.family.passkeys.login;
    const answer = await sendApi({ request: () => ({ path, body: { response } }), schema: meSchema }, null);
    return answer.data;
  });

/** GET list.php: the signed-in relative's passkeys; a 401 is the page's «sign in first». */
export function usePasskeys() {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.passkeys,
        path: api.family.passkeys.list,
        schema: listSchema,
        unwrap: (answer) => answer.data,
      },
      { retry: false },
    ),
  );
}

/** Another passkey for the signed-in relative; the list as it now is. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string) => {
      const response = await createPasskey(api.family.passkeys.addOptions, undefined);
      const path = api.family.passkeys.add;
      const answer = await sendApi(
        { request: () => ({ path, body: { response, label } }), schema: listSchema },
        null,
      );
      queryClient.setQueryData(queryKeys.family.passkeys, answer.data);
      return answer.data;
    },
  });
}

/** Removes one of the signed-in relative's passkeys; the list as it now is. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const path = api.family.passkeys.remove;
      const answer = await sendApi({ request: () => ({ path, body: { id } }), schema: listSchema }, null);
      queryClient.setQueryData(queryKeys.family.passkeys, answer.data);
      return answer.data;
    },
  });
}
