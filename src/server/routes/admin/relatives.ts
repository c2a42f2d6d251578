import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { relativesAdminMessages as m } from '#shared/messages/relatives-admin.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import {
  inviteCreatedResponseSchema,
  relativesListResponseSchema,
  type RelativeEntry,
} from '#shared/schemas/relatives.ts';
import { relativeInviteInputSchema, relativeRevokeInputSchema } from '#shared/schemas/relatives-input.ts';
import { now } from '#server/lib/clock.ts';
import { notFound } from '#server/lib/http-error.ts';
import { newToken } from '#server/plugins/auth.ts';
import { appendOwnEntry } from '#server/plugins/audit.ts';
import type { RelativeListRow } from '#server/repositories/relatives-repository.ts';
import { siteOrigin } from '#server/seo/site-url.ts';

/** An invitation works for seven days: long enough to reach a relative, short enough to forget. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the relative opens an invitation (the web's `paths.familyInvite`). */
const invitePath = (token: string) => `/family/invite/${token}`;

function present(row: RelativeListRow): RelativeEntry {
  const { account, invitation } = row;
  return {
    member_id: row.memberId,
    member_name: row.memberName,
    account: account && {
      id: account.id,
      username: account.username,
      created_at: account.created_at,
      last_sign_in_at: account.last_sign_in_at,
      revoked_at: account.revoked_at,
    },
    invitation: invitation && { created_at: invitation.created_at, expires_at: invitation.expires_at },
  };
}

/** Nothing the public sees changes: the public cache keeps every answer, the stored family too. */
const changesNothingPublic = (request: FastifyRequest) => {
  request.publicChange = { scope: [], reducesPublic: false, membersKept: true };
};

/**
 * «الأقارب» (docs/product.md#relatives-accounts): owners and editors invite a member, see who has
 * an account or an invitation, and revoke an account, whose sessions end at once. Each is logged.
 */
export const relativeRoutes: FastifyPluginAsyncZod = async (app) => {
  const relatives = app.repos.relatives;
  const write = { access: 'editor' as const, audit: 'self' as const };

  app.post(
    api.admin.relatives.invite,
    {
      config: write,
      schema: { body: relativeInviteInputSchema, response: { 200: inviteCreatedResponseSchema } },
    },
    async (request) => {
      const memberId = request.body.member_id;
      const member = await app.repos.familyMembers.find(memberId);
      if (!member) throw notFound(m.memberMissing);
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(now().getTime() + INVITATION_LIFETIME_MS).toISOString();
      await relatives.createInvitation(memberId, tokenHash, request.admin!.userId, expiresAt);
      await appendOwnEntry(request, {
        action: 'invite',
        recordType: 'relative',
        recordId: memberId,
        summary: member.name,
        after: { member_id: memberId, expires_at: expiresAt },
      });
      changesNothingPublic(request);
      return {
        success: true as const,
        message: m.invited,
        data: { invite_url: `${siteOrigin(app, request)}${invitePath(token)}`, expires_at: expiresAt },
      };
    },
  );

  app.get(
    api.admin.relatives.list,
    { config: { access: 'editor' }, schema: { response: { 200: relativesListResponseSchema } } },
    async () => ({ success: true as const, data: (await relatives.listRelatives()).map(present) }),
  );

  app.post(
    api.admin.relatives.revoke,
    {
      config: write,
      schema: { body: relativeRevokeInputSchema, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      const account = await relatives.findAccount(request.body.id);
      if (!account) throw notFound(m.accountMissing);
      await relatives.revokeAccount(account.id);
      await appendOwnEntry(request, {
        action: 'account',
        recordType: 'relative',
        recordId: account.member_id,
        summary: `revoke ${account.username}`,
      });
      changesNothingPublic(request);
      return { success: true as const, message: m.revoked };
    },
  );
};
