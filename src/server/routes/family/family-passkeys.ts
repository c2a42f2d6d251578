import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { api } from '#shared/api-paths.ts';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import {
  passkeyCreationOptionsResponseSchema,
  passkeyListResponseSchema,
  passkeyRequestOptionsResponseSchema,
} from '#shared/schemas/passkeys.ts';
import {
  passkeyAddInputSchema,
  passkeyInviteInputSchema,
  passkeyInviteOptionsInputSchema,
  passkeyLoginInputSchema,
  passkeyRemoveInputSchema,
} from '#shared/schemas/passkeys-input.ts';
import { familyMeResponseSchema } from '#shared/schemas/relatives.ts';
import type { RelativePasskeyRow } from '#server/db/schema.ts';
import { knownDevice, relativeDevices } from '#server/lib/device-cookie.ts';
import { HttpError } from '#server/lib/http-error.ts';
import {
  CEREMONY_TIMEOUT_MS,
  PASSKEY_ALGORITHMS,
  beginCeremony,
  newUserHandle,
  relyingParty,
  takeCeremony,
} from '#server/lib/passkey-ceremony.ts';
import { signInGuard } from '#server/lib/sign-in-guard.ts';
import { startFamilySession, type FamilyViewer } from '#server/plugins/family-viewer.ts';
import type { NewPasskey } from '#server/repositories/relative-passkeys-repository.ts';
import { rememberBrowser, signedIn, usableInvitation, welcome } from './family-account';

/** The name the authenticator shows beside the username: the family's site. */
async function rpName(app: FastifyInstance): Promise<string> {
  return (await app.repos.siteSettings.get())?.family_name || 'نسب';
}

/**
 * A new passkey's options: discoverable (the sign-in asks for no username), user verification
 * preferred (the phone's lock, where it has one), no attestation (whose authenticator it is does not
 * matter to a family site, and asking for it makes some phones show a warning).
 */
async function creationOptions(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { username: string; handle: string },
  exclude: readonly RelativePasskeyRow[] = [],
) {
  return generateRegistrationOptions({
    rpName: await rpName(app),
    rpID: relyingParty(app, request).rpID,
    userName: user.username,
    userDisplayName: user.username,
    userID: Buffer.from(user.handle, 'base64url'),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: exclude.map((passkey) => ({
      id: passkey.credential_id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

/**
 * The authenticator's answer to a creation ceremony, checked by the library against this site's
 * origin and RP ID and the ceremony's challenge; the passkey it made, or a refusal.
 */
async function verifiedNewPasskey(
  request: FastifyRequest,
  app: FastifyInstance,
  challenge: string,
  response: unknown,
  label: string,
): Promise<NewPasskey> {
  const rp = relyingParty(app, request);
  try {
    const result = await verifyRegistrationResponse({
      // The body's schema bounded its shape; the library checks every part of it.
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    if (!result.verified) throw new Error('registration not verified');
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      label,
    };
  } catch (error) {
    request.log.info({ reason: (error as Error).message }, 'passkey registration refused');
    throw new HttpError(400, m.errors.passkeyFailed);
  }
}

const usernameTaken = () => new HttpError(409, m.errors.usernameTaken, { username: m.errors.usernameTaken });

/** An invitation accepted with a passkey: its two requests. */
const invitationCeremony: FastifyPluginAsyncZod = async (app) => {
  const relatives = app.repos.relatives;

  app.post(
    api.family.passkeys.inviteOptions,
    {
      schema: {
        body: passkeyInviteOptionsInputSchema,
        response: { 200: passkeyCreationOptionsResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, username } = request.body;
      const invitation = await usableInvitation(app, token);
      // Said before the ceremony, not after the relative has made a passkey for nothing.
      const holder = await relatives.usernameHolder(username);
      if (holder !== undefined && holder !== invitation.member_id) throw usernameTaken();
      const existing = await relatives.findAccountOfMember(invitation.member_id);
      // The same at every try: a phone replaces a refused try's passkey with the next one's.
      const handle =
        existing?.passkey_user_id ?? (await relatives.invitationUserHandle(invitation.id, newUserHandle()));
      const options = await creationOptions(app, request, { username, handle });
      await beginCeremony(app, request, reply, {
        purpose: 'invite',
        challenge: options.challenge,
        invitationId: invitation.id,
        username,
        userHandle: handle,
      });
      return { success: true as const, data: options };
    },
  );

  app.post(
    api.family.passkeys.invite,
    { schema: { body: passkeyInviteInputSchema, response: { 200: familyMeResponseSchema } } },
    async (request, reply) => {
      // The invitation first: a link that ran out says so, whatever became of the ceremony.
      const invitation = await usableInvitation(app, request.body.token);
      const ceremony = await takeCeremony(app, request, reply, 'invite');
      if (ceremony.invitation_id !== invitation.id || !ceremony.username || !ceremony.user_handle) {
        throw new HttpError(400, m.errors.ceremonyExpired);
      }
      const passkey = await verifiedNewPasskey(request, app, ceremony.challenge, request.body.response, '');
      const outcome = await relatives.acceptInvitation(invitation, ceremony.username, {
        passkey,
        passkeyUserId: ceremony.user_handle,
      });
      if (outcome.kind === 'used') throw new HttpError(404, m.errors.inviteInvalid);
      if (outcome.kind === 'usernameTaken') throw usernameTaken();
      if (outcome.kind === 'passkeyTaken') throw new HttpError(409, m.errors.passkeyExists);
      return welcome(app, request, reply, outcome.account);
    },
  );
};

/** The sign-in with a passkey: any of the site's, chosen on the device; throttled like the password's. */
const signInCeremony: FastifyPluginAsyncZod = async (app) => {
  const guard = signInGuard(app, 'relative');

  app.post(
    api.family.passkeys.loginOptions,
    { schema: { response: { 200: passkeyRequestOptionsResponseSchema } } },
    async (request, reply) => {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(app, request).rpID,
        userVerification: 'preferred',
        timeout: CEREMONY_TIMEOUT_MS,
      });
      await beginCeremony(app, request, reply, { purpose: 'sign-in', challenge: options.challenge });
      return { success: true as const, data: options };
    },
  );

  app.post(
    api.family.passkeys.login,
    { schema: { body: passkeyLoginInputSchema, response: { 200: familyMeResponseSchema } } },
    async (request, reply) => {
      const ceremony = await takeCeremony(app, request, reply, 'sign-in');
      const response = request.body.response as AuthenticationResponseJSON;
      const found = await app.repos.passkeys.findPasskey(response.id);
      const device = await knownDevice(
        request,
        relativeDevices(app.repos.relativeDevices),
        found?.account.id,
      );
      // An unknown passkey counts on a lane of its own (no account), and on its address.
      const attempt = { username: found?.account.username ?? '', address: request.ip, device };
      guard.assertNotThrottled(attempt);
      const refuse = async (reason: string) => {
        request.log.info({ reason }, 'relative passkey refused');
        const refusal = new HttpError(401, m.errors.passkeySignInFailed);
        return guard.failed(request, attempt, null, refusal, 'passkey');
      };
      if (!found || found.account.revoked_at !== null) throw await refuse('unknown or revoked');
      const { passkey, account } = found;
      const handle = response.response.userHandle;
      if (handle && handle !== account.passkey_user_id) throw await refuse('another account’s handle');
      const rp = relyingParty(app, request);
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: ceremony.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.credential_id,
            publicKey: Buffer.from(passkey.public_key, 'base64url'),
            counter: Number(passkey.counter),
            transports: JSON.parse(passkey.transports) as string[],
          },
          requireUserVerification: false,
        });
      } catch (error) {
        // A counter that went back is the library's sign of a copied authenticator: refused too.
        throw await refuse((error as Error).message);
      }
      if (!verified.verified) throw await refuse('signature');
      const info = verified.authenticationInfo;
      await app.repos.passkeys.passkeyUsed(passkey.id, info.newCounter, info.credentialBackedUp);
      guard.succeeded(attempt);
      await rememberBrowser(app, request, reply, account.id);
      await startFamilySession(app, request, reply, account.id);
      return signedIn(app, account);
    },
  );
};

/** The signed-in relative, or the sign-in's refusal. */
function viewerOf(request: FastifyRequest): FamilyViewer {
  if (!request.familyViewer) throw new HttpError(401, m.errors.signedOut);
  return request.familyViewer;
}

/** The account's passkeys and whether it has a password, as «حسابي» shows them. */
async function ownPasskeys(app: FastifyInstance, accountId: number) {
  const [account, passkeys] = await Promise.all([
    app.repos.relatives.findAccount(accountId),
    app.repos.passkeys.listPasskeys(accountId),
  ]);
  return {
    success: true as const,
    data: {
      has_password: Boolean(account?.password_hash),
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        label: passkey.label,
        created_at: passkey.created_at,
        last_used_at: passkey.last_used_at,
        synced: passkey.device_type === 'multiDevice' && passkey.backed_up === 1,
      })),
    },
  };
}

/** A change to one's passkeys, in the change history beside the keepers' own. */
async function logPasskeyChange(app: FastifyInstance, request: FastifyRequest, summary: string) {
  const account = await app.repos.relatives.findAccount(viewerOf(request).accountId);
  await app.repos.audit.append({
    userId: null,
    username: account?.username ?? '',
    action: 'account',
    recordType: 'relative',
    recordId: account?.member_id ?? null,
    summary,
    ip: request.ip,
  });
}

/** A signed-in relative's own passkeys: list, add another, remove one (never the last way in). */
const ownPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.family.passkeys.list,
    { schema: { response: { 200: passkeyListResponseSchema } } },
    async (request) => ownPasskeys(app, viewerOf(request).accountId),
  );

  app.post(
    api.family.passkeys.addOptions,
    { schema: { response: { 200: passkeyCreationOptionsResponseSchema } } },
    async (request, reply) => {
      const { accountId } = viewerOf(request);
      const account = await app.repos.relatives.findAccount(accountId);
      if (!account) throw new HttpError(401, m.errors.signedOut);
      const handle = account.passkey_user_id ?? newUserHandle();
      // The browser refuses to make a second passkey on an authenticator that holds one already.
      const existing = await app.repos.passkeys.listPasskeys(accountId);
      const options = await creationOptions(app, request, { username: account.username, handle }, existing);
      await beginCeremony(app, request, reply, {
        purpose: 'add',
        challenge: options.challenge,
        accountId,
        userHandle: handle,
      });
      return { success: true as const, data: options };
    },
  );

  app.post(
    api.family.passkeys.add,
    { schema: { body: passkeyAddInputSchema, response: { 200: passkeyListResponseSchema } } },
    async (request, reply) => {
      const { accountId } = viewerOf(request);
      const ceremony = await takeCeremony(app, request, reply, 'add');
      if (ceremony.account_id !== accountId || !ceremony.user_handle) {
        throw new HttpError(400, m.errors.ceremonyExpired);
      }
      const { response, label } = request.body;
      const passkey = await verifiedNewPasskey(request, app, ceremony.challenge, response, label);
      if (!(await app.repos.passkeys.addPasskey(accountId, ceremony.user_handle, passkey))) {
        throw new HttpError(409, m.errors.passkeyExists);
      }
      await logPasskeyChange(app, request, 'passkey added');
      return ownPasskeys(app, accountId);
    },
  );

  app.post(
    api.family.passkeys.remove,
    { schema: { body: passkeyRemoveInputSchema, response: { 200: passkeyListResponseSchema } } },
    async (request) => {
      const { accountId } = viewerOf(request);
      const outcome = await app.repos.passkeys.removePasskey(accountId, request.body.id);
      if (outcome === 'notFound') throw new HttpError(404, m.errors.passkeyNotFound);
      if (outcome === 'lastSignInMethod') throw new HttpError(409, m.errors.lastSignInMethod);
      await logPasskeyChange(app, request, 'passkey removed');
      return ownPasskeys(app, accountId);
    },
  );
};

/**
 * Relatives' passkeys (decision 048, docs/product.md#relatives-accounts): an invitation accepted
 * with one, the sign-in with one, and a signed-in relative's own list.
 */
export const familyPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationCeremony);
  await app.register(signInCeremony);
  await app.register(ownPasskeyRoutes);
};
