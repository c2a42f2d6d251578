import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { familyMeResponseSchema, invitePreviewResponseSchema } from '#shared/schemas/relatives.ts';
import {
  acceptInviteInputSchema,
  familyLoginInputSchema,
  invitePreviewQuerySchema,
} from '#shared/schemas/relatives-input.ts';
import type { RelativeAccountRow, RelativeInvitationRow } from '#server/db/schema.ts';
import { now } from '#server/lib/clock.ts';
import { knownDevice, rememberDevice, relativeDevices } from '#server/lib/device-cookie.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { assertPasswordAllowed } from '#server/lib/password-rules.ts';
import { signInGuard } from '#server/lib/sign-in-guard.ts';
import { hashPassword, hashToken, verifyPassword } from '#server/plugins/auth.ts';
import { endFamilySession, startFamilySession } from '#server/plugins/family-viewer.ts';
import { servesHttps } from '#server/plugins/security-headers.ts';

// A real argon2id hash to verify against when the username is unknown, so timing does not reveal names.
let decoyHash: Promise<string> | undefined;

/** The invitation a token names, while it can still be accepted; an Arabic refusal otherwise. */
export async function usableInvitation(app: FastifyInstance, token: string): Promise<RelativeInvitationRow> {
  const invitation = await app.repos.relatives.findInvitation(hashToken(token));
  // Unknown and used answer alike, so a guessed token learns nothing.
  if (!invitation || invitation.used_at !== null) throw new HttpError(404, m.errors.inviteInvalid);
  if (Date.parse(invitation.expires_at) <= now().getTime()) throw new HttpError(410, m.errors.inviteExpired);
  return invitation;
}

/** The member's name as the public may see it; null when the public may not see who it is. */
async function publicName(app: FastifyInstance, memberId: number): Promise<string | null> {
  const shown = (await app.publicFamily()).byId.get(memberId);
  return shown && shown.name !== '—' ? shown.name : null;
}

/** Who is signed in: their member and name (the relative may see their own name). */
export async function signedIn(app: FastifyInstance, account: Pick<RelativeAccountRow, 'member_id'>) {
  const member = await app.repos.familyMembers.find(account.member_id);
  return { success: true as const, data: { member_id: account.member_id, name: member?.name ?? '' } };
}

/** The browser that signed in becomes (or stays) one of the account's known devices. */
export async function rememberBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<void> {
  const devices = relativeDevices(app.repos.relativeDevices);
  const known = await knownDevice(request, devices, accountId);
  const secure = servesHttps(app) || request.protocol === 'https';
  await rememberDevice(request, reply, devices, accountId, known, { secure });
}

/**
 * An invitation accepted, whichever way: logged in the change history, the browser remembered, the
 * relative signed in; the answer says who.
 */
export async function welcome(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: RelativeAccountRow,
) {
  await app.repos.audit.append({
    userId: null,
    username: account.username,
    action: 'create',
    recordType: 'relative',
    recordId: account.member_id,
    summary: 'invitation accepted',
    ip: request.ip,
  });
  await rememberBrowser(app, request, reply, account.id);
  await startFamilySession(app, request, reply, account.id);
  return signedIn(app, account);
}

/**
 * A relative's own account (docs/product.md#relatives-accounts): an invitation's preview and
 * acceptance, the sign-in (throttled like the keepers', its own lanes), who is signed in, and the
 * sign-out. The session is a cookie (family-viewer.ts), so every write here must come from the
 * site's own pages.
 */
export const familyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const relatives = app.repos.relatives;
  const guard = signInGuard(app, 'relative');

  app.get(
    api.family.invite,
    { schema: { querystring: invitePreviewQuerySchema, response: { 200: invitePreviewResponseSchema } } },
    async (request) => {
      const invitation = await usableInvitation(app, request.query.token);
      return {
        success: true as const,
        data: { name: await publicName(app, invitation.member_id), expires_at: invitation.expires_at },
      };
    },
  );

  app.post(
    api.family.acceptInvite,
    { schema: { body: acceptInviteInputSchema, response: { 200: familyMeResponseSchema } } },
    async (request, reply) => {
      const { token, username, password } = request.body;
      const invitation = await usableInvitation(app, token);
      assertPasswordAllowed(password, { username }, 'password');
      const outcome = await relatives.acceptInvitation(invitation, username, {
        passwordHash: await hashPassword(password),
      });
      if (outcome.kind === 'used') throw new HttpError(404, m.errors.inviteInvalid);
      if (outcome.kind === 'usernameTaken') {
        throw new HttpError(409, m.errors.usernameTaken, { username: m.errors.usernameTaken });
      }
      // (Only a passkey can already be another account's; a password never is.)
      if (outcome.kind !== 'accepted') throw new HttpError(409, m.errors.passkeyExists);
      return welcome(app, request, reply, outcome.account);
    },
  );

  app.post(
    api.family.login,
    { schema: { body: familyLoginInputSchema, response: { 200: familyMeResponseSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const account = await relatives.findAccountByUsername(username);
      const device = await knownDevice(request, relativeDevices(app.repos.relativeDevices), account?.id);
      const attempt = { username, address: request.ip, device };
      guard.assertNotThrottled(attempt);
      decoyHash ??= hashPassword('decoy-password-for-unknown-relatives');
      const passwordHash = account?.password_hash ?? null;
      const ok = await verifyPassword(passwordHash ?? (await decoyHash), password);
      // A revoked account, or one without a password, answers like a wrong password.
      if (!account || passwordHash === null || !ok || account.revoked_at !== null) {
        throw await guard.failed(request, attempt, null, new HttpError(401, m.errors.badCredentials));
      }
      guard.succeeded(attempt);
      await rememberBrowser(app, request, reply, account.id);
      await startFamilySession(app, request, reply, account.id);
      return signedIn(app, account);
    },
  );

  app.get(
    api.family.me,
    { schema: { response: { 200: familyMeResponseSchema } } },
    async (request, reply) => {
      const viewer = request.familyViewer;
      if (!viewer) {
        // A cookie the server no longer knows (signed out elsewhere, revoked, expired) is let go,
        // and so is the hint that made the page ask.
        await endFamilySession(app, request, reply);
        throw new HttpError(401, m.errors.signedOut);
      }
      return signedIn(app, { member_id: viewer.memberId });
    },
  );

  app.post(
    api.family.logout,
    { schema: { response: { 200: successMessageResponseSchema } } },
    async (request, reply) => {
      await endFamilySession(app, request, reply);
      return { success: true as const, message: m.header.loggedOut };
    },
  );
};
